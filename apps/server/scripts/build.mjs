// Bundles the server: workspace packages (TypeScript sources) are inlined,
// every npm dependency stays external and is loaded from node_modules.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

const externos = {
  name: 'externos',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@worknet/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: { main: 'src/main.ts', 'create-admin': 'scripts/create-admin.ts', respaldo: 'scripts/respaldo.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externos],
  logLevel: 'warning',
});
// The push encryption worker (plain JavaScript) is loaded by path, beside main.js: src/modules/push/cifrado.ts.
copyFileSync('src/modules/push/cifrado.worker.mjs', 'dist/cifrado.worker.mjs');
console.log('Servidor compilado en apps/server/dist');
