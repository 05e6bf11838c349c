// `npm run size` (issue 3 "Speed", issue 16 item 6). The login page's budget is measured as
// the browser loads it: Debian's Chromium opens /#/login on the BUILT server (its
// compression, its headers) with an empty cache, and every script it receives is summed as
// DevTools counts it (bytes on the wire: headers and compressed body). The lazy chunks are
// still measured from the manifest (gzip -9), each beyond what is already loaded.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arrancarServidor, kb as kbBytes, lanzarChromium, registrarScripts } from './navegador';

type Entrada = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const LIMITE_LOGIN_KB = 200;
const LIMITE_CHUNK_KB = 150;
// The layout (with the home, one «inicio» chunk: vite.config.ts) carries no antd (issue 16,
// item 6): what a logged-in person loads before the first screen is entry + this.
const LIMITE_DISENO_KB = 40;
// The frame's antd parts (the menu, the user dropdown, the bell's panel, the unsaved-changes
// dialog, the live toasts) bring antd's core: its provider, theme, CSS-in-JS and shared
// components. They load apart from the frame (at a desk the menu with the layout, the rest on
// first use), and together they are what the layout itself carried before (its old budget, 220
// kB). Screens are measured beyond entry + layout + these, as they were beyond entry + layout.
const ANTD_DEL_MARCO = [
  'src/app/layout/NavegacionAntd.tsx',
  'src/app/layout/DesplegableUsuario.tsx',
  'src/features/notificaciones/components/PanelCampana.tsx',
  'src/features/notificaciones/components/AvisosEnVivoAntd.tsx',
  'src/lib/DialogoSinGuardar.tsx',
];
const LIMITE_ANTD_DEL_MARCO_KB = 220;
const DISENO = 'src/app/layout/AppLayout.tsx';
// Screens under the layout are measured beyond entry + layout: a logged-in person
// already has both when a screen loads (the layout is measured on its own).
const PUBLICAS = /^src\/(features\/auth\/|app\/NotFoundPage|app\/layout\/AppLayout)/;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Entrada>;

const cache = new Map<string, number>();
function gzipKb(archivo: string): number {
  let kb = cache.get(archivo);
  if (kb === undefined) {
    kb = gzipSync(readFileSync(join(dist, archivo)), { level: 9 }).length / 1024;
    cache.set(archivo, kb);
  }
  return kb;
}

/** A chunk plus everything it imports statically (what the browser fetches before it runs). */
function cierre(clave: string, visto = new Set<string>()): Set<string> {
  if (visto.has(clave)) return visto;
  visto.add(clave);
  for (const hijo of manifest[clave]?.imports ?? []) cierre(hijo, visto);
  return visto;
}

const archivos = (claves: Set<string>) => new Set([...claves].map((c) => manifest[c]!.file));
const suma = (files: Set<string>) => [...files].reduce((t, f) => t + gzipKb(f), 0);
const kb = (n: number) => `${n.toFixed(1).padStart(7)} kB`;

const entrada = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
// The login page is part of the entry since it has no antd (issue 16, item 6): only the entry must exist.
if (!entrada) throw new Error('No se encontró la entrada en el manifest');
const base = archivos(cierre(entrada));
let fallas = 0;

/** The login page's scripts as the browser receives them, once the form is on screen and the network is quiet. */
async function medirLogin() {
  const servidor = await arrancarServidor();
  const navegador = await lanzarChromium();
  try {
    const contexto = await navegador.newContext({ viewport: { width: 1366, height: 800 } });
    const pagina = await contexto.newPage();
    const scripts = await registrarScripts(contexto, pagina);
    await pagina.goto(`${servidor.url}/#/login`, { waitUntil: 'networkidle' });
    await pagina.getByLabel('Usuario').waitFor();
    return [...scripts];
  } finally {
    await navegador.close();
    await servidor.detener();
  }
}

const scripts = (await medirLogin()).sort((a, b) => b.bytes - a.bytes);
const totalLogin = scripts.reduce((t, s) => t + s.bytes, 0) / 1024;
const cuerpos = scripts.reduce((t, s) => t + s.cuerpo, 0) / 1024;
const codificaciones = [...new Set(scripts.map((s) => s.codificacion))].join(', ');
console.log(`JS que recibe el navegador en /#/login (transferido: cabeceras + cuerpo comprimido; ${codificaciones}):`);
for (const s of scripts) console.log(`  ${kbBytes(s.bytes)}  ${s.url.replace(/^https?:\/\/[^/]+\//, '')}`);
const okLogin = totalLogin <= LIMITE_LOGIN_KB;
if (!okLogin) fallas++;
console.log(`  ${kb(totalLogin)}  TOTAL login en ${scripts.length} archivos (objetivo <= ${LIMITE_LOGIN_KB} kB) ${okLogin ? 'OK' : 'EXCEDE'}`);
console.log(`  ${kb(cuerpos)}  de ellos, cuerpos comprimidos (sin cabeceras)`);
console.log(`  ${kb(suma(base))}  la entrada y sus imports estáticos, gzip -9 del manifest`);

// The frame and the home travel in their own chunk; were a module of the entry captured by that
// group (vite.config.ts MODULOS_INICIO), the login page would load it too.
const grupoEnLaEntrada = [...base].filter((f) => /(^|\/)inicio-[^/]+\.js$/.test(f));
if (grupoEnLaEntrada.length > 0) {
  fallas++;
  console.log(`  La entrada importa el grupo del inicio (${grupoEnLaEntrada.join(', ')}): EXCEDE`);
}

const antdDelMarco = new Set(ANTD_DEL_MARCO.flatMap((clave) => (manifest[clave] ? [...archivos(cierre(clave))] : [])));
const adicionalMarco = suma(new Set([...antdDelMarco].filter((f) => !base.has(f))));
const okMarco = adicionalMarco <= LIMITE_ANTD_DEL_MARCO_KB;
if (!okMarco) fallas++;
console.log(
  `  ${kb(adicionalMarco)}  antd del marco (menú, desplegable, campana, diálogo, avisos en vivo) ${okMarco ? 'OK' : `EXCEDE ${LIMITE_ANTD_DEL_MARCO_KB} kB`}`,
);

const conDiseno = new Set([...base, ...(manifest[DISENO] ? archivos(cierre(DISENO)) : []), ...antdDelMarco]);
console.log('\nChunks diferidos (gzip propio / adicional, incluidos sus imports, a la entrada o, bajo el diseño, a entrada + diseño):');
for (const clave of Object.keys(manifest)
  .filter((k) => manifest[k]!.isDynamicEntry)
  .sort()) {
  const propio = gzipKb(manifest[clave]!.file);
  const yaCargado = PUBLICAS.test(clave) || ANTD_DEL_MARCO.includes(clave) ? base : conDiseno;
  const extra = [...archivos(cierre(clave))].filter((f) => !yaCargado.has(f));
  const adicional = suma(new Set(extra));
  const limite = clave === DISENO ? LIMITE_DISENO_KB : ANTD_DEL_MARCO.includes(clave) ? LIMITE_ANTD_DEL_MARCO_KB : LIMITE_CHUNK_KB;
  const ok = adicional <= limite;
  if (!ok) fallas++;
  console.log(`  ${kb(propio)}  ${kb(adicional)}  ${clave}${ok ? '' : `  EXCEDE ${limite} kB`}`);
}

const todo = Object.values(manifest).filter((e) => e.file.endsWith('.js'));
console.log(`\nTotal JS de la aplicación: ${kb(suma(new Set(todo.map((e) => e.file))))} gzip en ${todo.length} archivos`);
if (fallas > 0) {
  console.error(`\n${fallas} objetivo(s) de tamaño excedido(s).`);
  process.exitCode = 1;
}
