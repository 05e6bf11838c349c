import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The dev server proxies the API and the socket to the local server so the app
// runs same-origin in dev exactly as it does when the server serves dist/.
const backend = process.env.WORKNET_API ?? 'http://localhost:3000';

export default defineConfig({
  // Relative base: the built SPA works from any path the server mounts it on.
  base: './',
  plugins: [react()],
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
