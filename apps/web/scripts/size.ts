// Prints the gzip size of the JS the login page loads and of each lazy chunk
// (issue 3 "Speed"). Run after `vite build`: `npm run size -w apps/web`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Entrada = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const LIMITE_LOGIN_KB = 200;
const LIMITE_CHUNK_KB = 150;
const PAGINA_LOGIN = 'src/features/auth/pages/LoginPage.tsx';
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
if (!entrada || !manifest[PAGINA_LOGIN]) throw new Error('No se encontró la entrada o la página de login en el manifest');

const base = archivos(cierre(entrada));
const login = archivos(cierre(PAGINA_LOGIN, cierre(entrada)));
const totalLogin = suma(login);
let fallas = 0;

console.log('JS que carga la página de login (gzip):');
for (const f of [...login].sort((a, b) => gzipKb(b) - gzipKb(a))) console.log(`  ${kb(gzipKb(f))}  ${f}`);
const okLogin = totalLogin <= LIMITE_LOGIN_KB;
if (!okLogin) fallas++;
console.log(`  ${kb(totalLogin)}  TOTAL login (objetivo <= ${LIMITE_LOGIN_KB} kB) ${okLogin ? 'OK' : 'EXCEDE'}`);
console.log(`  ${kb(suma(base))}  de ellos, la entrada y sus imports estáticos`);

const conDiseno = new Set([...base, ...(manifest[DISENO] ? archivos(cierre(DISENO)) : [])]);
console.log('\nChunks diferidos (gzip propio / adicional, incluidos sus imports, a la entrada o, bajo el diseño, a entrada + diseño):');
for (const clave of Object.keys(manifest)
  .filter((k) => manifest[k]!.isDynamicEntry)
  .sort()) {
  const propio = gzipKb(manifest[clave]!.file);
  const yaCargado = PUBLICAS.test(clave) ? base : conDiseno;
  const extra = [...archivos(cierre(clave))].filter((f) => !yaCargado.has(f));
  const adicional = suma(new Set(extra));
  const ok = adicional <= LIMITE_CHUNK_KB;
  if (!ok) fallas++;
  console.log(`  ${kb(propio)}  ${kb(adicional)}  ${clave}${ok ? '' : `  EXCEDE ${LIMITE_CHUNK_KB} kB`}`);
}

const todo = Object.values(manifest).filter((e) => e.file.endsWith('.js'));
console.log(`\nTotal JS de la aplicación: ${kb(suma(new Set(todo.map((e) => e.file))))} gzip en ${todo.length} archivos`);
if (fallas > 0) {
  console.error(`\n${fallas} objetivo(s) de tamaño excedido(s).`);
  process.exitCode = 1;
}
