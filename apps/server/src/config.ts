import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Worknet <no-responder@worknet.local>'),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(3000),
  WEB_DIST: z.string().optional(),
  // Largest uploaded media file, in bytes (10 MB by default).
  MEDIA_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  jwtExpiresHours: number;
  sso: { secret?: string; publicKey?: string; issuer?: string };
  smtpUrl?: string;
  mailFrom: string;
  redisUrl?: string;
  publicUrl?: string;
  logLevel: string;
  rateLimitMax: number;
  webDist?: string;
  trustProxy: boolean;
  mediaMaxBytes: number;
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
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? secretoPersistido(dataDir),
    jwtExpiresHours: e.JWT_EXPIRES_HOURS,
    sso: { secret: e.SSO_JWT_SECRET, publicKey: e.SSO_JWT_PUBLIC_KEY, issuer: e.SSO_JWT_ISSUER },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
  };
}

// Without JWT_SECRET a random one is generated once and kept in DATA_DIR, so
// tokens survive restarts on a single machine without any setup.
function secretoPersistido(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
