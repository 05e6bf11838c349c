import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compile as compilarProxies } from '@fastify/proxy-addr';
import { z } from 'zod';
import webpush from 'web-push';

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
  // Web push (issue 40): the VAPID pair (both or neither; without them one is generated into
  // DATA_DIR, like the session secret) and the subject push services contact (a real address).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY debe ser la clave pública P-256 en base64url (la de web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY debe ser la clave privada P-256 en base64url (la de web-push generate-vapid-keys)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((v) => sujetoVapidValido(v), {
      error:
        'VAPID_SUBJECT debe ser una dirección real mailto: o https: de la institución (p. ej. mailto:sistemas@clinica.com.ar); los servicios de push rechazan ejemplos como example.com o localhost',
    })
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
  /**
   * Web push: the VAPID pair (from the environment or DATA_DIR/vapid-keys) and its subject. With no
   * usable subject (`sujeto` null) push is off: nothing is queued and the key route says why.
   */
  push: { clavePublica: string; clavePrivada: string; sujeto: string | null };
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
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error('Configuración inválida: VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas (o ninguna: se generan en DATA_DIR).');
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
    push: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { clavePublica: e.VAPID_PUBLIC_KEY, clavePrivada: e.VAPID_PRIVATE_KEY }
        : clavesVapidPersistidas(dataDir)),
      // Without VAPID_SUBJECT, the public https address is a real one push services accept.
      sujeto: e.VAPID_SUBJECT ?? (e.PUBLIC_URL && sujetoVapidValido(e.PUBLIC_URL) ? e.PUBLIC_URL : null),
    },
  };
}

// Hosts that are documentation or local names: Apple's push service refuses such a subject, and
// the others cannot reach anyone about the traffic.
const HOST_DE_EJEMPLO = /(^|\.)(example\.(com|org|net)|example|invalid|test|localhost|local|localdomain)$/i;

/** A VAPID subject push services accept: mailto:user@real-domain or an https:// address on a real host. */
export function sujetoVapidValido(v: string): boolean {
  let url: URL;
  try {
    url = new URL(v.trim());
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname.includes('.') && !HOST_DE_EJEMPLO.test(url.hostname) && !/^[\d.]+$/.test(url.hostname);
  if (url.protocol !== 'mailto:') return false;
  const m = /^[^@\s]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i.exec(decodeURIComponent(url.pathname));
  return m !== null && !HOST_DE_EJEMPLO.test(m[1]!);
}

// Without JWT_SECRET a random one is generated once and kept in DATA_DIR, so
// tokens survive restarts on a single machine without any setup.
function secretoPersistido(dataDir: string): string {
  return archivoPersistido(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}

// Without VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY a pair is generated once into DATA_DIR the same way:
// every instance sharing DATA_DIR signs with it, and subscriptions survive restarts.
function clavesVapidPersistidas(dataDir: string): { clavePublica: string; clavePrivada: string } {
  const texto = archivoPersistido(dataDir, 'vapid-keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(texto) as { publicKey: string; privateKey: string };
  return { clavePublica: publicKey, clavePrivada: privateKey };
}

/** A secret generated once into DATA_DIR/`nombre` and read back by every instance sharing it. */
function archivoPersistido(dataDir: string, nombre: string, generar: () => string): string {
  const file = resolve(dataDir, nombre);
  if (!existsSync(file)) {
    // Written aside and linked into place (atomic, also on NFS): instances sharing DATA_DIR that
    // start together all end up with the first one written, never each with its own.
    const aparte = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aparte, generar(), { mode: 0o600 });
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
