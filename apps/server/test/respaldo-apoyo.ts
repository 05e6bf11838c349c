import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadConfig } from '../src/config';
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
