import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The dev server proxies the API and the socket to the local server so the app
// runs same-origin in dev exactly as it does when the server serves dist/.
const backend = process.env.WORKNET_API ?? 'http://localhost:3000';

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every built script, style
 * and SVG, for a server that serves precompressed files (@fastify/static `preCompressed`).
 * Compressing per request, the server sends the login page's scripts ~15 % larger (its
 * faster brotli setting) and spends CPU on every first visit.
 */
function precomprimir(): Plugin {
  return {
    name: 'worknet-precomprimir',
    apply: 'build',
    async writeBundle(salida, bundle) {
      const dir = salida.dir!;
      const archivos = Object.keys(bundle).filter((f) => /\.(js|css|svg)$/.test(f));
      await Promise.all(
        archivos.map(async (f) => {
          const datos = await readFile(join(dir, f));
          if (datos.length < 1024) return;
          const br = brotliCompressSync(datos, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: datos.length } });
          await Promise.all([writeFile(join(dir, `${f}.br`), br), writeFile(join(dir, `${f}.gz`), gzipSync(datos, { level: 9 }))]);
        }),
      );
    },
  };
}

// What the frame and the home need beyond the entry, in one file rather than ~25: the phone's
// browser opens six connections to a server, and each small file costs a round trip (issue 16,
// item 6). Only modules the login page does not load: the entry must not import this chunk.
const MODULOS_INICIO = new RegExp(
  [
    'src/app/(layout/(AppLayout|CabeceraApp|MenuUsuario|NavegacionLateral|useTiempoReal)|PantallaModulo|ConAntd)',
    'src/features/novedades/(pages/InicioNovedadesPage|components/(TarjetaNovedad|EtiquetasNovedad|VideoYoutube|portada)|api|index)',
    'src/features/notificaciones/(api|index|components/(Campana|useAvisosEnVivo))',
    'src/features/auth/(index|api)',
    'src/lib/(IconoSimple|GuardiaCambios|useCambiosSinGuardar|ProveedorConsultas|useSesion|socket|progreso-trabajos|format|fechas)',
    'packages/domain/src/(tiempo-relativo|novedades/(audiencia|eventos))',
    'node_modules/dayjs/',
    'node_modules/@ant-design/icons-svg/es/asn/(Bell|User|Environment|Menu|Left|Right|Inbox|Plus|Team|Pushpin)Outlined',
  ]
    .map((p) => `/${p}\\b`)
    .join('|'),
);

// The logged-in frame and the home, as the router loads them (src/app/router.tsx `precargarInicio`).
const INICIO = ['src/app/layout/AppLayout.tsx', 'src/app/PantallaModulo.tsx', 'src/features/novedades/pages/InicioNovedadesPage.tsx'];
// The menu's antd parts (app/layout/NavegacionAntd.tsx), loaded apart from the frame.
const MENU = 'src/app/layout/NavegacionAntd.tsx';

/**
 * Lists in index.html two sets of files beyond the entry's (issue 16, item 6). Meta
 * «worknet-inicio»: the frame and the home, which public/tema-inicial.js asks for from the
 * document's head with a stored session on the home, so they download beside the entry instead
 * of after it has run. Meta «worknet-despues»: the menu's antd, which a phone prefetches once the
 * home is idle (lib/despues.ts).
 */
function listaDeInicio(): Plugin {
  return {
    name: 'worknet-lista-de-inicio',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const porNombre = new Map(chunks.map((c) => [c.fileName, c]));
        const cierre = (archivo: string, visto: Set<string>): Set<string> => {
          if (visto.has(archivo)) return visto;
          visto.add(archivo);
          for (const hijo of porNombre.get(archivo)?.imports ?? []) cierre(hijo, visto);
          return visto;
        };
        const entrada = chunks.find((c) => c.isEntry);
        if (!entrada) throw new Error('Sin entrada en el bundle');
        const deLaEntrada = cierre(entrada.fileName, new Set());
        const chunkDe = (modulo: string): string => {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(modulo)));
          if (!chunk) throw new Error(`No se encontró el chunk de ${modulo}`);
          return chunk.fileName;
        };
        const delInicio = new Set<string>();
        for (const modulo of INICIO) cierre(chunkDe(modulo), delInicio);
        const scripts = [...delInicio].filter((f) => !deLaEntrada.has(f));
        // On a phone the menu's antd comes later, with the first tap on «Abrir menú»: the layout
        // asks the browser to keep its files at hand once the home is on screen (lib/despues.ts).
        const despues = [...cierre(chunkDe(MENU), new Set())].filter((f) => !deLaEntrada.has(f) && !delInicio.has(f));
        const estilosDe = (archivos: Iterable<string>) => new Set([...archivos].flatMap((f) => [...(porNombre.get(f)?.viteMetadata?.importedCss ?? [])]));
        const estilosDeLaEntrada = estilosDe(deLaEntrada);
        const estilos = [...estilosDe(scripts)].filter((f) => !estilosDeLaEntrada.has(f));
        return [
          { tag: 'meta', attrs: { name: 'worknet-inicio', content: [...scripts, ...estilos].join(' ') }, injectTo: 'head-prepend' },
          { tag: 'meta', attrs: { name: 'worknet-despues', content: despues.join(' ') }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

export default defineConfig({
  // Relative base: the built SPA works from any path the server mounts it on.
  base: './',
  plugins: [
    react(),
    precomprimir(),
    listaDeInicio(),
    // The installable app (issue 40): our own service worker (src/sw.ts) gets the build's file
    // list injected (Workbox `injectManifest`), so one worker precaches the shell and handles
    // push. The manifest stays public/manifest.webmanifest (the one index.html links); the app
    // registers the worker itself after the first paint (src/lib/pwa/registro.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Precompressed copies (.br/.gz) are the server's business, not the cache's; the
        // Vite manifest is a build artefact. Fonts and icons are part of the shell.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['**/.vite/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The size script reads the manifest to know what the login page loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // antd's helper packages declare no "sideEffects", so the bundler keeps
      // whole packages (all of rc-form for one context) in the login page's
      // chunks. They are plain React components and icons with no import-time
      // effects; treating them as pure saves ~17 kB gzip on the login page.
      // A feature's public faces (index.ts, componentes.ts) only hand names on: kept as modules
      // with effects, each one shared by two screens became a chunk of one import line.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/node_modules[\\/](@rc-component|@ant-design[\\/]icons)[\\/]/.test(id) && !/src[\\/]features[\\/][\w-]+[\\/](index|componentes)\.ts$/.test(id),
      },
      output: {
        codeSplitting: {
          // Only the modules named: their dependencies the entry has stay in the entry.
          includeDependenciesRecursively: false,
          groups: [{ name: 'inicio', test: (id: string) => MODULOS_INICIO.test(id.replaceAll('\\', '/')) }],
        },
      },
    },
  },
});
