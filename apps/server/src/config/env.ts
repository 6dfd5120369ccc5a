import path from 'node:path';
import { z } from 'zod';
import { defaultDataDir, defaultWebDist } from './paths';
import {
  storageConfigOf,
  storageEnvShape,
  storageProblems,
  type StorageConfig,
} from './storage-env';

export const nodeEnvs = ['development', 'production', 'test'] as const;
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];
export type LogLevel = (typeof logLevels)[number];
/** Fastify's `trustProxy`: off, or the addresses and ranges of the trusted proxies. */
export type TrustProxy = false | string[];

export interface Config {
  port: number;
  /** Unset: 127.0.0.1 with the dev outbox or the dev gateway, else 0.0.0.0. */
  host: string;
  nodeEnv: NodeEnv;
  /** Unset: the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  /** Unset: the repository's `data/`, wherever the command runs from. */
  dataDir: string;
  /** Uploaded files: DATA_DIR/files unless the S3_* variables name a bucket (storage-env.ts). */
  storage: StorageConfig;
  /** Unset: rate limits are counted in this process. */
  redisUrl: string | undefined;
  /** Starts every Redis key and channel of this app, so several apps can share one Redis. */
  redisPrefix: string;
  /** Without a trailing slash. */
  publicUrl: string;
  webDist: string;
  sentryDsn: string | undefined;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  bodyLimit: number;
  /**
   * The drain on SIGTERM (issue 33): how long the process keeps serving while it reports not
   * ready, for a load balancer that polls /api/health/ready to notice (DRAIN_DELAY_MS), and how
   * long it then gives the requests in flight before it exits anyway (DRAIN_TIMEOUT_MS).
   */
  drainDelayMs: number;
  drainTimeoutMs: number;
  /** Contact-form messages per IP per hour. */
  rateLimitContact: number;
  /** Sign-in codes an IP may ask for per 10 minutes. */
  rateLimitAuthSend: number;
  /** Codes an IP may try per 10 minutes, right or wrong. */
  rateLimitAuthTry: number;
  /** Wrong codes per 10 minutes, service-wide, past which no code is checked for a while. */
  rateLimitAuthFailures: number;
  /** Sign-in codes one address may be sent per 10 minutes, whichever browsers ask. */
  rateLimitCodesPerAddress: number;
  /** Drafts a visitor (by IP) may start per hour. */
  rateLimitDrafts: number;
  /** Comments a member may post per hour. */
  rateLimitComments: number;
  /** Chat messages one member may send per minute (CHAT_RATE_LIMIT). */
  chatRateLimit: number;
  /** How often the server pings each chat socket; one missed answer and it is dropped. */
  chatPingMs: number;
  /**
   * Notifications (issue 30): how often each process looks for new ones to send (NOTIFY_POLL_MS;
   * a request that wrote also wakes it at once), how often the reminders' jobs run
   * (NOTIFY_JOBS_MS: expired offers, unseen messages) and how long a message waits unseen
   * before its recipient is reminded (NOTIFY_UNSEEN_MS).
   */
  notifyPollMs: number;
  notifyJobsMs: number;
  notifyUnseenMs: number;
  /**
   * How long a view may wait to show in its item's count (and the lists' order by views); 0 for
   * tests, which bring the counts up to date themselves (it is always done at shutdown).
   */
  viewFlushMs: number;
  /**
   * How long a page of the public lists is served from memory (0: never); every write to items
   * in this process empties it, so this bounds only what other processes' writes take to show.
   */
  listCacheMs: number;
  /**
   * How often the matching job takes the items queued since (issue 30): how long a new idea
   * takes to reach the needs it may answer and the saved searches. 0: never (tests run it).
   */
  matchingIntervalMs: number;
  /** Unset: e-mail goes to the dev outbox. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Unset: SMS goes to the dev outbox. */
  sms: KavenegarConfig | undefined;
  google: GoogleConfig | undefined;
  /** The dev outbox is on outside production, and in production only with DEV_OUTBOX=1. */
  devOutbox: boolean;
  /** The dev outbox answers only requests from this machine, unless DEV_OUTBOX_PUBLIC=1. */
  devOutboxPublic: boolean;
  money: MoneyConfig;
  /** Unset: the dev gateway (when `devGateway`), else deposits are refused. */
  payment: ZarinpalConfig | undefined;
  /** The in-process test gateway is on outside production, and in production only with DEV_GATEWAY=1. */
  devGateway: boolean;
  /** E-mails, and separately pushes, one member is sent per hour; the rest are gathered into one. */
  notifyMaxPerHour: number;
  /** Web Push: the VAPID pair (unset: made at first start and kept in the database) and contact. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /**
   * The push services a Web Push subscription may name (PUSH_SERVICE_HOSTS): host names, `*.`
   * for any subdomain, with `:port` or `:*` (no port: 443 only). The server POSTs to the
   * endpoint a member submits, so anything else is refused, never fetched.
   */
  pushServiceHosts: string[];
  /**
   * Certificates of authorship (issue 31): how often the new versions of published ideas are
   * gathered into a signed tree (AUTHORSHIP_BATCH_SECONDS; 0: never on a clock, the tests run
   * it), the Ed25519 key that signs (AUTHORSHIP_SIGNING_KEY, base64 of its PKCS#8 DER; unset:
   * made at first start and kept in the database), and the RFC 3161 time-stamping authority
   * that stamps each root (TSA_URL; unset: no external timestamp).
   */
  authorshipBatchSeconds: number;
  authorshipSigningKey: string | undefined;
  tsaUrl: string | undefined;
  // Observability and overload (issue 33), together.
  /**
   * Prometheus metrics on a listener of their own (METRICS_PORT; unset: none, and nothing is
   * counted), bound to METRICS_HOST (default 127.0.0.1), never on the public port.
   */
  metricsPort: number | undefined;
  metricsHost: string;
  /**
   * The PostgreSQL pool's size (DATABASE_POOL_MAX) and how long a query waits for one of its
   * connections before the request is answered 503 (DATABASE_POOL_TIMEOUT_MS).
   */
  databasePoolMax: number;
  databasePoolTimeoutMs: number;
  overload: OverloadConfig;
}

/**
 * When the server sheds requests with 503 and Retry-After (plugins/overload): the event loop's
 * mean delay and utilisation over a second past these (0: not checked), or more requests already
 * waiting for a database connection than `maxPoolWaiting` (0: not checked).
 */
export interface OverloadConfig {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxPoolWaiting: number;
  retryAfterSeconds: number;
}

/** The wallet's rules (PRODUCT.md section 5); amounts in whole units of `currency`. */
export interface MoneyConfig {
  currency: string;
  commissionPercent: number;
  saleHoldHours: number;
  depositMin: number;
  depositMax: number;
  referralReward: number;
  /**
   * What a friend's purchase must take from their own wallet to earn the referrer's reward
   * (PRODUCT.md section 6); a voucher's discount does not count.
   */
  referralMinPaid: number;
  /** The bounds of an idea's price; a negotiable idea has none. */
  ideaMinPrice: number;
  ideaMaxPrice: number;
  /** A deposit whose member never came back is verified after this long. */
  reconcileMinutes: number;
}

export interface ZarinpalConfig {
  gateway: 'zarinpal';
  merchantId: string;
  baseUrl: string;
}

export interface KavenegarConfig {
  provider: 'kavenegar';
  apiKey: string;
  baseUrl: string;
  /** A verify/lookup template; unset: the text goes through sms/send.json. */
  template: string | undefined;
  sender: string | undefined;
}

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
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

const fraction = z
  .string()
  .trim()
  .refine(
    (value) => /^(0(\.\d+)?|1(\.0+)?)$/.test(value),
    'must be a number from 0 to 1, such as 0.98',
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

// Only the proxies' own addresses or ranges: with 'true' (trust everyone) or a hop count, any
// client could write an X-Forwarded-For and choose its own address, so every per-IP limit and
// the dev outbox's "this machine only" would be theirs to bypass.
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === 'false' ||
      value.split(',').every((entry) => /[.:]/.test(entry) || proxyNames.has(entry.trim())),
    "must be 'false' or a comma-separated list of the proxies' addresses or ranges (such as loopback or 10.0.0.0/8); 'true' would trust any client",
  )
  .transform((value): TrustProxy => {
    if (value === 'false') return false;
    return value.split(',').map((entry) => entry.trim());
  });

/** A push service host entry: `host`, `*.domain`, each with an optional `:port` or `:*`. */
const pushHostPattern =
  /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:([0-9]{1,5}|\*))?$/;

/**
 * The push services the browsers subscribe with: Chrome, Edge's Chromium builds, Opera and
 * Samsung Internet use Firebase Cloud Messaging (fcm.googleapis.com, android.googleapis.com of
 * old); Firefox Mozilla's autopush; Safari Apple's (web.push.apple.com); Edge on Windows WNS
 * (wns2-<region>.notify.windows.com).
 */
export const defaultPushServiceHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const envSchema = z.object({
  PORT: integer(1, 65535).default(3000),
  HOST: z.string().trim().min(1).optional(),
  NODE_ENV: oneOf(nodeEnvs).default('development'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().optional(),
  ...storageEnvShape,
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9:._-]{1,64}$/,
      'must be 1 to 64 letters, digits or any of : . _ - (such as ideabazaar:)',
    )
    .default('ideabazaar:'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  WEB_DIST: z.string().optional(),
  SENTRY_DSN: url(['http:', 'https:']).optional(),
  LOG_LEVEL: oneOf(logLevels).optional(),
  TRUST_PROXY: trustProxy.optional(),
  BODY_LIMIT: integer(1024, 100 * 1024 * 1024).default(1024 * 1024),
  DRAIN_DELAY_MS: integer(0, 120_000).default(0),
  DRAIN_TIMEOUT_MS: integer(1000, 600_000).default(10_000),
  RATE_LIMIT_CONTACT: integer(1, 100_000).default(5),
  RATE_LIMIT_AUTH_SEND: integer(1, 100_000).default(30),
  RATE_LIMIT_AUTH_TRY: integer(1, 100_000).default(60),
  RATE_LIMIT_AUTH_FAILURES: integer(1, 10_000_000).default(1000),
  RATE_LIMIT_CODES_PER_ADDRESS: integer(1, 100_000).default(10),
  RATE_LIMIT_DRAFTS: integer(1, 100_000).default(60),
  RATE_LIMIT_COMMENTS: integer(1, 100_000).default(60),
  CHAT_RATE_LIMIT: integer(1, 100_000).default(30),
  CHAT_PING_MS: integer(100, 600_000).default(30_000),
  NOTIFY_POLL_MS: integer(20, 60_000).default(250),
  NOTIFY_JOBS_MS: integer(100, 3_600_000).default(30_000),
  NOTIFY_UNSEEN_MS: integer(1000, 86_400_000).default(120_000),
  LIST_CACHE_MS: integer(0, 60_000).default(2000),
  MATCHING_INTERVAL_MS: integer(0, 600_000).default(3000),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  SMTP_FROM: z.string().trim().min(3).default('IdeaBazaar <no-reply@localhost>'),
  SMS_PROVIDER: oneOf(['kavenegar']).optional(),
  KAVENEGAR_API_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]+$/, 'must be letters, digits, - or _')
    .optional(),
  KAVENEGAR_BASE_URL: url(['http:', 'https:']).default('https://api.kavenegar.com'),
  KAVENEGAR_TEMPLATE: z.string().trim().optional(),
  KAVENEGAR_SENDER: z.string().trim().regex(/^\d+$/, 'must be a line number').optional(),
  GOOGLE_ISSUER: url(['http:', 'https:']).default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  DEV_OUTBOX: oneOf(['0', '1']).optional(),
  DEV_OUTBOX_PUBLIC: oneOf(['0', '1']).optional(),
  CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')
    .default('IRT'),
  COMMISSION_PERCENT: integer(0, 100).default(10),
  SALE_HOLD_HOURS: integer(0, 24 * 90).default(72),
  DEPOSIT_MIN: integer(1, 999_999_999_999_999).default(10_000),
  DEPOSIT_MAX: integer(1, 999_999_999_999_999).default(200_000_000),
  REFERRAL_REWARD: integer(0, 999_999_999_999).default(50_000),
  REFERRAL_MIN_PAID: integer(0, 999_999_999_999_999).optional(),
  IDEA_MIN_PRICE: integer(0, 999_999_999_999_999).default(1_000),
  IDEA_MAX_PRICE: integer(1, 999_999_999_999_999).default(10_000_000_000),
  PAYMENT_RECONCILE_MINUTES: integer(1, 24 * 60).default(15),
  PAYMENT_GATEWAY: oneOf(['zarinpal']).optional(),
  ZARINPAL_MERCHANT_ID: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'must be letters, digits, - or _')
    .optional(),
  ZARINPAL_BASE_URL: url(['http:', 'https:']).default('https://payment.zarinpal.com'),
  DEV_GATEWAY: oneOf(['0', '1']).optional(),
  NOTIFY_MAX_PER_HOUR: integer(1, 1000).default(5),
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'must be a P-256 public key in unpadded base64url (87 characters)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'must be a P-256 private key in unpadded base64url (43 characters)',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .refine(
      (value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
      'must be a mailto: address or an https:// URL',
    )
    .optional(),
  AUTHORSHIP_BATCH_SECONDS: integer(0, 86_400).default(60),
  AUTHORSHIP_SIGNING_KEY: z
    .string()
    .trim()
    .regex(
      /^MC4CAQAwBQYDK2VwBCIEI[A-Za-z0-9+/]{43}$/,
      'must be an Ed25519 private key: base64 of its PKCS#8 DER (openssl genpkey -algorithm ed25519 -outform DER | base64)',
    )
    .optional(),
  TSA_URL: url(['http:', 'https:']).optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .trim()
    .transform((value) => value.split(',').map((entry) => entry.trim().toLowerCase()))
    .refine(
      (entries) => entries.every((entry) => pushHostPattern.test(entry)),
      'must be comma-separated host names, each maybe starting with *. and ending with :port or :* (such as fcm.googleapis.com,*.notify.windows.com)',
    )
    .optional(),
  // Observability and overload (issue 33).
  METRICS_PORT: integer(1, 65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_POOL_MAX: integer(1, 1000).default(10),
  DATABASE_POOL_TIMEOUT_MS: integer(100, 60_000).default(5000),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: integer(0, 60_000).default(1000),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: fraction.default(0),
  // 100 shed one detail in seven at 50 clients on PostgreSQL (npm run bench, issue 34), while
  // every answer came within 300 ms: a request sends several queries at once, so 50 clients
  // queue well past 100 without being late. A thousand is about a second of queries on the
  // default pool, where the pool's own timeout would refuse them anyway.
  OVERLOAD_MAX_POOL_WAITING: integer(0, 100_000).default(1000),
  OVERLOAD_RETRY_AFTER_SECONDS: integer(1, 3600).default(5),
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

/** Whether PUBLIC_URL names an address of another machine than this one. */
const publicElsewhere = (url: string | undefined) => {
  if (url === undefined) return false;
  const host = new URL(url).hostname;
  return !(host === 'localhost' || host === '[::1]' || /^127\./.test(host));
};

/**
 * Reads the configuration from environment variables (all optional). Empty values count as
 * unset; relative folders are resolved against `cwd`, the default data folder is the repository's.
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
  const problems = crossChecks(e);
  if (problems.length > 0) throw new ConfigError(problems);
  const devOutbox = e.NODE_ENV !== 'production' || e.DEV_OUTBOX === '1';
  const devGateway =
    e.PAYMENT_GATEWAY === undefined && (e.NODE_ENV !== 'production' || e.DEV_GATEWAY === '1');
  return {
    port: e.PORT,
    // A server whose codes or payments are pretend ones (the dev outbox, the dev gateway) is for
    // this machine: other machines reach it only when HOST says so, or when PUBLIC_URL names an
    // address other machines use (a staging server), which it must then answer on.
    host:
      e.HOST ??
      ((devOutbox || devGateway) && !publicElsewhere(e.PUBLIC_URL) ? '127.0.0.1' : '0.0.0.0'),
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : defaultDataDir,
    storage: storageConfigOf(e),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : defaultWebDist,
    sentryDsn: e.SENTRY_DSN,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY ?? false,
    bodyLimit: e.BODY_LIMIT,
    drainDelayMs: e.DRAIN_DELAY_MS,
    drainTimeoutMs: e.DRAIN_TIMEOUT_MS,
    rateLimitContact: e.RATE_LIMIT_CONTACT,
    rateLimitAuthSend: e.RATE_LIMIT_AUTH_SEND,
    rateLimitAuthTry: e.RATE_LIMIT_AUTH_TRY,
    rateLimitAuthFailures: e.RATE_LIMIT_AUTH_FAILURES,
    rateLimitCodesPerAddress: e.RATE_LIMIT_CODES_PER_ADDRESS,
    rateLimitDrafts: e.RATE_LIMIT_DRAFTS,
    rateLimitComments: e.RATE_LIMIT_COMMENTS,
    chatRateLimit: e.CHAT_RATE_LIMIT,
    chatPingMs: e.CHAT_PING_MS,
    notifyPollMs: e.NOTIFY_POLL_MS,
    notifyJobsMs: e.NOTIFY_JOBS_MS,
    notifyUnseenMs: e.NOTIFY_UNSEEN_MS,
    viewFlushMs: 5000,
    listCacheMs: e.LIST_CACHE_MS,
    matchingIntervalMs: e.MATCHING_INTERVAL_MS,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    sms:
      e.SMS_PROVIDER === 'kavenegar' && e.KAVENEGAR_API_KEY
        ? {
            provider: 'kavenegar',
            apiKey: e.KAVENEGAR_API_KEY,
            baseUrl: e.KAVENEGAR_BASE_URL.replace(/\/+$/, ''),
            template: e.KAVENEGAR_TEMPLATE || undefined,
            sender: e.KAVENEGAR_SENDER,
          }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            issuer: e.GOOGLE_ISSUER.replace(/\/+$/, ''),
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    devOutbox,
    devOutboxPublic: e.DEV_OUTBOX_PUBLIC === '1',
    money: {
      currency: e.CURRENCY,
      commissionPercent: e.COMMISSION_PERCENT,
      saleHoldHours: e.SALE_HOLD_HOURS,
      depositMin: e.DEPOSIT_MIN,
      depositMax: e.DEPOSIT_MAX,
      referralReward: e.REFERRAL_REWARD,
      referralMinPaid: e.REFERRAL_MIN_PAID ?? 10 * e.REFERRAL_REWARD,
      ideaMinPrice: e.IDEA_MIN_PRICE,
      ideaMaxPrice: e.IDEA_MAX_PRICE,
      reconcileMinutes: e.PAYMENT_RECONCILE_MINUTES,
    },
    payment:
      e.PAYMENT_GATEWAY === 'zarinpal' && e.ZARINPAL_MERCHANT_ID
        ? {
            gateway: 'zarinpal',
            merchantId: e.ZARINPAL_MERCHANT_ID,
            baseUrl: e.ZARINPAL_BASE_URL.replace(/\/+$/, ''),
          }
        : undefined,
    devGateway,
    notifyMaxPerHour: e.NOTIFY_MAX_PER_HOUR,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? vapidSubjectOf(e.PUBLIC_URL, e.SMTP_FROM),
    pushServiceHosts: e.PUSH_SERVICE_HOSTS ?? defaultPushServiceHosts,
    authorshipBatchSeconds: e.AUTHORSHIP_BATCH_SECONDS,
    authorshipSigningKey: e.AUTHORSHIP_SIGNING_KEY,
    tsaUrl: e.TSA_URL,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databasePoolTimeoutMs: e.DATABASE_POOL_TIMEOUT_MS,
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxPoolWaiting: e.OVERLOAD_MAX_POOL_WAITING,
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_SECONDS,
    },
  };
}

/** The push services' contact: the site when it is on https, else the mail's sender. */
function vapidSubjectOf(publicUrl: string | undefined, smtpFrom: string): string {
  if (publicUrl?.startsWith('https://')) return publicUrl.replace(/\/+$/, '');
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(smtpFrom)?.[1] ?? smtpFrom.trim();
  return `mailto:${/^[^@\s]+@[^@\s]+$/.test(address) ? address : 'no-reply@localhost'}`;
}

/** Rules that span variables: a provider needs its key, production needs real delivery. */
function crossChecks(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [...storageProblems(e)];
  if (e.SMS_PROVIDER === 'kavenegar' && !e.KAVENEGAR_API_KEY) {
    problems.push('KAVENEGAR_API_KEY is required when SMS_PROVIDER is kavenegar');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (e.NODE_ENV === 'production' && e.DEV_OUTBOX !== '1') {
    const missing = [!e.SMTP_URL && 'SMTP_URL', !e.SMS_PROVIDER && 'SMS_PROVIDER'].filter(Boolean);
    if (missing.length > 0) {
      problems.push(
        `${missing.join(' and ')} must be set in production, or DEV_OUTBOX=1 to send sign-in codes to the dev outbox at /dev/outbox`,
      );
    }
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (e.PAYMENT_GATEWAY === 'zarinpal' && !e.ZARINPAL_MERCHANT_ID) {
    problems.push('ZARINPAL_MERCHANT_ID is required when PAYMENT_GATEWAY is zarinpal');
  }
  if (e.DEPOSIT_MIN > e.DEPOSIT_MAX) {
    problems.push('DEPOSIT_MIN must not be above DEPOSIT_MAX');
  }
  if (e.IDEA_MIN_PRICE > e.IDEA_MAX_PRICE) {
    problems.push('IDEA_MIN_PRICE must not be above IDEA_MAX_PRICE');
  }
  // A reward above the commission of the sale that earned it would let a member and an
  // accomplice selling to each other earn more than they pay.
  const minPaid = e.REFERRAL_MIN_PAID ?? 10 * e.REFERRAL_REWARD;
  if (e.REFERRAL_REWARD > 0 && (minPaid * e.COMMISSION_PERCENT) / 100 < e.REFERRAL_REWARD) {
    problems.push(
      'REFERRAL_MIN_PAID x COMMISSION_PERCENT / 100 must be at least REFERRAL_REWARD, so a reward never passes the commission of the sale that earned it',
    );
  }
  if (e.NODE_ENV === 'production' && !e.PAYMENT_GATEWAY && e.DEV_GATEWAY !== '1') {
    problems.push(
      'PAYMENT_GATEWAY must be set in production, or DEV_GATEWAY=1 to take deposits through the test gateway',
    );
  }
  return problems;
}
