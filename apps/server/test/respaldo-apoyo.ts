import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { persona } from '../src/modules/rrhh/persona.table';
import type { Database } from '../src/platform/db/client';
import { usuario } from '../src/platform/identidad/identidad.table';
import { SSO_SECRET_PRUEBA } from './app-de-prueba';

/** The test server's configuration without JWT_SECRET: it generates DATA_DIR/jwt-secret, the secret a backup must carry. */
export const configEn = (dataDir: string, extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SSO_JWT_SECRET: SSO_SECRET_PRUEBA,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST: '/nonexistent',
    ...extra,
  });

/** Every file under a folder, as relative paths, sorted. */
export const archivosDe = (carpeta: string) =>
  readdirSync(carpeta, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(carpeta, join(e.parentPath, e.name)))
    .sort();

/** A route any signed-in user may read: 401 without a valid token, 200 with one. */
export const RUTA_AUTENTICADA = '/api/v1/mensajes_sistema/modulos';

/**
 * What a restored installation must still know: the persona linked to its user, and the token
 * signed before the backup (the same secret) accepted where no token is refused.
 */
export async function comprobarRestaurada(d: { database: Database; app: App }, token: string): Promise<void> {
  const [u] = await d.database.db.select().from(usuario).where(eq(usuario.username, 'respaldada'));
  const [p] = await d.database.db.select().from(persona).where(eq(persona.apellido, 'Respaldada'));
  expect(u?.persona_id).toBe(p?.id);
  expect((await d.app.inject({ url: RUTA_AUTENTICADA })).statusCode).toBe(401);
  expect((await d.app.inject({ url: RUTA_AUTENTICADA, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
}

/**
 * The rows of the application's tables: the job queue's (schema pgboss) change on their own while
 * an app runs (a cron tick inserts a job at any moment), so a count taken around a running app is
 * compared without them. The restore itself checks every table, the queue's too, before any app starts.
 */
export const sinCola = (filas: Record<string, number>) => Object.fromEntries(Object.entries(filas).filter(([tabla]) => !tabla.startsWith('pgboss.')));
