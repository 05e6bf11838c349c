import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  // Relative base: the built SPA works from any path the server mounts it on.
  base: './',
  plugins: [react(), precomprimir()],
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
      treeshake: {
        moduleSideEffects: (id: string) => !/node_modules[\\/](@rc-component|@ant-design[\\/]icons)[\\/]/.test(id),
      },
    },
  },
});
