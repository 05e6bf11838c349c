import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { respuesta } from '@worknet/domain/http';
import { listo } from '@worknet/domain/operacion';
import { migracionesPendientes, type Db } from '../db/client';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';

// A probe must answer in time even when a dependency hangs (a pool with no free connection,
// Redis unreachable): each check counts as failed after this long.
const ESPERA_MS = 2_000;

async function responde(prueba: () => Promise<unknown>): Promise<boolean> {
  let reloj: NodeJS.Timeout | undefined;
  const vencido = new Promise<false>((r) => {
    reloj = setTimeout(() => r(false), ESPERA_MS);
  });
  try {
    return await Promise.race([prueba().then((v) => v !== false), vencido]);
  } catch {
    return false;
  } finally {
    clearTimeout(reloj);
  }
}

/**
 * GET /api/ready, the readiness probe (the balancer sends traffic only while it answers 200):
 * the database answers, Redis answers (when REDIS_URL is set) and every migration of this code
 * is applied. /api/health stays the liveness probe (the process is up), so a database outage
 * takes the instance out of the balancer without the orchestrator restarting it.
 */
export function rutaListo(app: FastifyInstance, deps: { db: Db; redisResponde: (() => Promise<boolean>) | null }): void {
  // Migrations are never undone under a running server: once applied, not asked again.
  let migracionesAlDia = false;
  app.get('/api/ready', { config: { permiso: 'publico' }, schema: { tags: ['Sistema'], response: { 200: respuesta(listo) } } }, async () => {
    const [base, redis] = await Promise.all([
      responde(() => deps.db.execute(sql`select 1`)),
      deps.redisResponde ? responde(deps.redisResponde) : Promise.resolve(null),
    ]);
    if (base && !migracionesAlDia) migracionesAlDia = await responde(async () => (await migracionesPendientes(deps.db)) === 0);
    const estado = { base, redis, migraciones: migracionesAlDia };
    if (base && redis !== false && migracionesAlDia) return ok(estado, 'Listo para atender.');
    const faltas = [
      base ? null : 'La base de datos no responde.',
      redis === false ? 'Redis no responde.' : null,
      base && !migracionesAlDia ? 'Faltan aplicar migraciones de la base de datos.' : null,
    ].filter(Boolean);
    throw new AppError(503, faltas.join(' '), 'NO_LISTO', estado);
  });
}
