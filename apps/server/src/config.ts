import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compile as compilarProxies } from '@fastify/proxy-addr';
import { z } from 'zod';

// Every environment variable Worknet reads. Keep in sync with .env.example and README.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar con postgres://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  JWT_EXPIRES_HOURS: z.coerce.number().positive().default(12),
  SSO_JWT_SECRET: z.string().min(16).optional(),
  SSO_JWT_PUBLIC_KEY: z.string().optional(),
  SSO_JWT_ISSUER: z.string().optional(),
  SSO_JWT_AUDIENCE: z.string().default('worknet'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Worknet <no-responder@worknet.local>'),
  REDIS_URL: z.string().optional(),
  // Links in e-mails come only from here, never from the request's Host (issue 14).
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL debe ser una dirección http:// o https:// (p. ej. https://intranet.empresa.com.ar)' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(3000),
  WEB_DIST: z.string().optional(),
  // Largest uploaded media file, in bytes (10 MB by default).
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  // Tests only: the job queue's polling and schedule check, in seconds (otherwise 2 s and 30 s),
  // so that test/escala.postgres.test.ts sees a scheduled job run within seconds of the start.
  WORKNET_TRABAJOS_SONDEO_SEGUNDOS: z.coerce.number().int().min(1).max(45).optional(),
  // Prometheus metrics (/metrics): a token the scraper sends as Bearer on the main port, or a
  // port of their own on METRICS_HOST. With neither, /metrics is not exposed (404).
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN debe tener al menos 16 caracteres').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  // The balancer's addresses (list or CIDR): only their X-Forwarded-* headers are believed.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, c) => {
      if (v === 'false') return false as const;
      if (v === 'true') {
        c.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE });
        return z.NEVER;
      }
      const lista = v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const malas = lista.filter((x) => !esProxyValido(x));
      if (malas.length || lista.length === 0) {
        c.addIssue({ code: 'custom', message: `direcciones inválidas: ${malas.join(', ') || '(vacía)'}. ${TRUST_PROXY_AYUDA}` });
        return z.NEVER;
      }
      return lista;
    }),
});

const TRUST_PROXY_AYUDA = 'Use false o la lista de direcciones del balanceador separadas por comas (IP o CIDR, p. ej. 10.0.0.5,10.0.1.0/24, o loopback).';
const TRUST_PROXY_TRUE = `true confiaría en las cabeceras X-Forwarded-* de cualquier cliente. ${TRUST_PROXY_AYUDA}`;
// Checked by the same library Fastify compiles trustProxy with: what it accepts is what works.
function esProxyValido(x: string): boolean {
  try {
    compilarProxies([x]);
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  jwtExpiresHours: number;
  sso: { secret?: string; publicKey?: string; issuer?: string; audience: string };
  smtpUrl?: string;
  mailFrom: string;
  redisUrl?: string;
  /** Base of every link in an e-mail (configuration only). */
  publicUrl: string;
  logLevel: string;
  rateLimitMax: number;
  webDist?: string;
  /** false, or the proxies whose X-Forwarded-* headers are believed (proxy-addr syntax). */
  trustProxy: false | string[];
  mediaMaxBytes: number;
  /** Tests only: job queue polling and schedule check, in seconds (pg-boss's defaults when unset). */
  trabajosSondeoSegundos?: number;
  /** Where /metrics is served: with a Bearer token on the main port, and/or alone on a port of its own. */
  metricas: { token?: string; puerto?: number; host: string };
};

/** Reads and validates the environment; refuses to start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (common in .env files) counts as unset.
  const definidas = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(definidas);
  if (!parsed.success) {
    const detalle = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${detalle}`);
  }
  const e = parsed.data;
  // Production must say where it lives: a reset link built from anything else could point at another site.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error(
      'Configuración inválida: PUBLIC_URL es obligatoria en producción (la dirección con la que el personal abre Worknet, p. ej. https://intranet.empresa.com.ar): los enlaces de los correos se arman con ella.',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new Error('Configuración inválida: METRICS_PORT debe ser distinto de PORT (las métricas se sirven en un puerto propio).');
  }
  const dataDir = resolve(e.DATA_DIR);
  // Owner-only (platform/files/permisos.ts): it holds the database, the uploads and the session secret.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? secretoPersistido(dataDir),
    jwtExpiresHours: e.JWT_EXPIRES_HOURS,
    sso: { secret: e.SSO_JWT_SECRET, publicKey: e.SSO_JWT_PUBLIC_KEY, issuer: e.SSO_JWT_ISSUER, audience: e.SSO_JWT_AUDIENCE },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    // Outside production the server knows its own address on this machine.
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    trabajosSondeoSegundos: e.WORKNET_TRABAJOS_SONDEO_SEGUNDOS,
    metricas: { token: e.METRICS_TOKEN, puerto: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}

// Without JWT_SECRET a random one is generated once and kept in DATA_DIR, so
// tokens survive restarts on a single machine without any setup.
function secretoPersistido(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    // Written aside and linked into place (atomic, also on NFS): instances sharing DATA_DIR that
    // start together all end up with the first one written, never each with its own.
    const aparte = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aparte, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(aparte, file);
    } catch (err) {
      // A filesystem without hard links: moved into place instead, as before (the last one wins).
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' && !existsSync(file)) renameSync(aparte, file);
    } finally {
      rmSync(aparte, { force: true });
    }
  }
  return readFileSync(file, 'utf8').trim();
}
