import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** apps/web/dist, found from src/ or from the dist/ bundle, unless WEB_DIST says otherwise. */
export function carpetaWeb(webDist?: string): string | null {
  if (webDist) return existsSync(join(webDist, 'index.html')) ? resolve(webDist) : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const hermana = join(dir, 'web', 'dist');
    if (existsSync(join(hermana, 'index.html'))) return hermana;
    dir = resolve(dir, '..');
  }
  return null;
}

/** The built SPA at '/' (hash routes: no server-side fallback needed): hashed assets cached for a year, index.html never cached. */
export async function servirSpa(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    // The build writes brotli 11 and gzip 9 copies beside each script and style (vite.config.ts):
    // served as they are, smaller than compressing on the fly and no CPU per request.
    preCompressed: true,
    setHeaders: (res, path) => {
      if (/[\\/]assets[\\/]/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
}
