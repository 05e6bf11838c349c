import type { Config } from '../config';
import type { AuthCache } from './auth/auth-cache';
import type { ResolvedorDeSesion } from './auth/guard';
import type { Firmador, VerificadorSso } from './auth/tokens';
import type { Db } from './db/client';
import type { Almacen } from './files/almacen';
import type { Mailer } from './mail/mailer';
import type { Realtime } from './realtime/realtime';
import type { Trabajos } from './trabajos/trabajos';

/** What every module receives from buildApp: shared services, no globals. */
export type Ctx = {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  firmador: Firmador;
  sso: VerificadorSso;
  cache: AuthCache;
  resolver: ResolvedorDeSesion;
  mailer: Mailer;
  realtime: Realtime;
  /** Uploaded files (DATA_DIR/files by default). */
  almacen: Almacen;
  /** The job queue in the database (platform/trabajos): retries, cron once across instances, progress over the socket. */
  trabajos: Trabajos;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
  }
}
