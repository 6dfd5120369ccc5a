import path from 'node:path';
import { z } from 'zod';
import { defaultWebDist } from './paths';

export const nodeEnvs = ['development', 'production', 'test'] as const;
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];
export type LogLevel = (typeof logLevels)[number];
/** Fastify's `trustProxy`: on/off, or the addresses and ranges of the trusted proxies. */
export type TrustProxy = boolean | string[];

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  /** Unset: the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Unset: rate limits are counted in this process. */
  redisUrl: string | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
  webDist: string;
  sentryDsn: string | undefined;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  bodyLimit: number;
  /** Contact-form messages per IP per hour. */
  rateLimitContact: number;
}

/** Thrown by `loadConfig`; the message names every bad variable, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      `must be an integer between ${min} and ${max}`,
    )
    .transform(Number);

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
      `must be a ${protocols.map((protocol) => `${protocol}//`).join(' or ')} URL`,
    );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

// Hop counts are left out on purpose: Fastify trusts no one with a number, since a count cannot
// tell a proxy from a client that sends enough forwarded headers.
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === 'true' ||
      value === 'false' ||
      value.split(',').every((entry) => /[.:]/.test(entry) || proxyNames.has(entry.trim())),
    "must be 'true', 'false' or a comma-separated list of proxy addresses or ranges",
  )
  .transform((value): TrustProxy => {
    if (value === 'true' || value === 'false') return value === 'true';
    return value.split(',').map((entry) => entry.trim());
  });

const envSchema = z.object({
  PORT: integer(1, 65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  NODE_ENV: oneOf(nodeEnvs).default('development'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  WEB_DIST: z.string().optional(),
  SENTRY_DSN: url(['http:', 'https:']).optional(),
  LOG_LEVEL: oneOf(logLevels).optional(),
  TRUST_PROXY: trustProxy.optional(),
  BODY_LIMIT: integer(1024, 100 * 1024 * 1024).default(1024 * 1024),
  RATE_LIMIT_CONTACT: integer(1, 100_000).default(5),
});
type EnvKey = keyof typeof envSchema.shape;

/** Shows a bad value back to the operator without the password a URL may carry. */
function shown(value: string): string {
  if (!URL.canParse(value)) return value;
  const parsed = new URL(value);
  if (!parsed.password) return value;
  parsed.password = '***';
  return parsed.toString();
}

/**
 * Reads the configuration from environment variables (all optional). Empty values count as
 * unset; relative folders are resolved against `cwd`.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  const raw: Partial<Record<EnvKey, string>> = {};
  for (const key of Object.keys(envSchema.shape) as EnvKey[]) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') raw[key] = value;
  }
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as EnvKey;
      if (!problems.has(key)) {
        problems.set(key, `${key} ${issue.message}, got '${shown(raw[key] ?? '')}'`);
      }
    }
    throw new ConfigError([...problems.values()]);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : defaultWebDist,
    sentryDsn: e.SENTRY_DSN,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY ?? false,
    bodyLimit: e.BODY_LIMIT,
    rateLimitContact: e.RATE_LIMIT_CONTACT,
  };
}
