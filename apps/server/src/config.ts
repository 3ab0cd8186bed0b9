import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_PREFIX, REQUEST_TIMEOUT_MS } from '@portledger/contracts';
import { z } from 'zod';

/** Every environment variable the server reads, with its default (the README lists this table). */
export const envVariables = [
  { name: 'PORT', default: '8080', description: 'TCP port to listen on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  { name: 'API_PREFIX', default: DEFAULT_API_PREFIX, description: 'Path prefix of every API route.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Embedded database (pglite/) and mail outbox (outbox/); resolved from the working directory.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL URL; when unset the embedded PGlite is used.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'Address users open in the browser; used in password reset links.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description: 'e.g. smtp://user:pass@host:587; unset writes .eml files to DATA_DIR/outbox.',
  },
  {
    name: 'MAIL_FROM',
    default: 'PortLedger <no-reply@portledger.local>',
    description: 'Sender of outgoing mail.',
  },
  { name: 'SESSION_TTL_HOURS', default: '12', description: 'Lifetime of a session without "remember me".' },
  { name: 'SESSION_REMEMBER_DAYS', default: '30', description: 'Lifetime of a session with "remember me".' },
  {
    name: 'SESSION_IDLE_MINUTES',
    default: '120',
    description: 'A session unused this long ends (not "remember me" sessions).',
  },
  {
    name: 'SEED_DEMO',
    default: 'true',
    description: 'Load the demo companies and users into an empty database.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    description: 'Built web app to serve (default relative to the repository).',
  },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body.' },
  {
    name: 'REQUEST_TIMEOUT_MS',
    default: String(REQUEST_TIMEOUT_MS),
    description: 'Longest time a request may take.',
  },
  {
    name: 'CORS_ORIGIN',
    default: '(unset)',
    description: 'Comma-separated allowed origins, or *; unset disables CORS.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'true, a hop count, or comma-separated proxy addresses; decides the client IP for rate limits.',
  },
] as const;

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);
const url = (protocols: RegExp) =>
  z.string().refine((value) => URL.canParse(value) && protocols.test(new URL(value).protocol), {
    message: 'must be a valid URL',
  });

const envSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  API_PREFIX: z
    .string()
    .regex(/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'must look like /uapi')
    .default(DEFAULT_API_PREFIX),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url(/^postgres(ql)?:$/).optional(),
  PUBLIC_URL: url(/^https?:$/).optional(),
  SMTP_URL: url(/^smtps?:$/).optional(),
  MAIL_FROM: z.string().default('PortLedger <no-reply@portledger.local>'),
  SESSION_TTL_HOURS: positiveInt(24 * 365).default(12),
  SESSION_REMEMBER_DAYS: positiveInt(3650).default(30),
  SESSION_IDLE_MINUTES: positiveInt(7 * 24 * 60).default(120),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: positiveInt(1024 ** 3).default(1_048_576),
  REQUEST_TIMEOUT_MS: positiveInt(3_600_000).default(REQUEST_TIMEOUT_MS),
  CORS_ORIGIN: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\w.:/, -]+)$/, 'must be true, false, a hop count or addresses')
    .default('false'),
});

export interface Config {
  port: number;
  host: string;
  apiPrefix: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionTtlHours: number;
  sessionRememberDays: number;
  sessionIdleMinutes: number;
  seedDemo: boolean;
  logLevel: (typeof logLevels)[number];
  webDistDir: string;
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  corsOrigin: string[] | '*' | undefined;
  trustProxy: boolean | number | string[];
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "use the default", as in most shells' .env habits.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(env[name])} ${issue.message}.`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    apiPrefix: e.API_PREFIX,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionRememberDays: e.SESSION_REMEMBER_DAYS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : defaultWebDist,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    corsOrigin: parseOrigins(e.CORS_ORIGIN),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

function parseOrigins(value: string | undefined): Config['corsOrigin'] {
  if (!value) return undefined;
  if (value.trim() === '*') return '*';
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
