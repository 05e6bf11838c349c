import { mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const RAIZ_SERVIDOR = resolve(import.meta.dirname, '..');

/**
 * `entrada` (relative to apps/server) bundled for plain `node` in a new folder under
 * node_modules/.cache (so its imports resolve from the workspace), as `npm run build` does:
 * packages stay outside the bundle, except the workspace's own `@worknet/*` with `conDominio`.
 * The folder is the caller's to remove.
 */
export async function compilarParaNode(entrada: string, prefijo: string, { conDominio = false } = {}): Promise<string> {
  const carpeta = join(RAIZ_SERVIDOR, 'node_modules', '.cache');
  mkdirSync(carpeta, { recursive: true });
  const salida = mkdtempSync(join(carpeta, prefijo));
  await build({
    entryPoints: { main: join(RAIZ_SERVIDOR, entrada) },
    outdir: salida,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externos',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (conDominio && args.path.startsWith('@worknet/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return salida;
}
