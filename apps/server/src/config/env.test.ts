import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { packageRoot } from './paths';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('works with no variables at all', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir: path.join(repositoryRoot, 'data'),
      storage: { kind: 'local' },
      redisUrl: undefined,
      redisPrefix: 'ideabazaar:',
      publicUrl: 'http://localhost:3000',
      webDist: path.resolve(packageRoot, '../web/dist'),
      sentryDsn: undefined,
      logLevel: 'info',
      trustProxy: false,
      bodyLimit: 1_048_576,
      drainDelayMs: 0,
      drainTimeoutMs: 10_000,
      rateLimitContact: 5,
      rateLimitAuthSend: 30,
      rateLimitAuthTry: 60,
      rateLimitAuthFailures: 1000,
      rateLimitCodesPerAddress: 10,
      rateLimitDrafts: 60,
      rateLimitComments: 60,
      chatRateLimit: 30,
      chatPingMs: 30_000,
      notifyPollMs: 250,
      notifyJobsMs: 30_000,
      notifyUnseenMs: 120_000,
      viewFlushMs: 5000,
      listCacheMs: 2000,
      matchingIntervalMs: 3000,
      smtpUrl: undefined,
      smtpFrom: 'IdeaBazaar <no-reply@localhost>',
      sms: undefined,
      google: undefined,
      devOutbox: true,
      devOutboxPublic: false,
      money: {
        currency: 'IRT',
        commissionPercent: 10,
        saleHoldHours: 72,
        depositMin: 10_000,
        depositMax: 200_000_000,
        referralReward: 50_000,
        referralMinPaid: 500_000,
        ideaMinPrice: 1_000,
        ideaMaxPrice: 10_000_000_000,
        reconcileMinutes: 15,
      },
      payment: undefined,
      devGateway: true,
      notifyMaxPerHour: 5,
      vapid: undefined,
      vapidSubject: 'mailto:no-reply@localhost',
      pushServiceHosts: [
        'fcm.googleapis.com',
        'android.googleapis.com',
        'updates.push.services.mozilla.com',
        '*.push.services.mozilla.com',
        'web.push.apple.com',
        '*.push.apple.com',
        '*.notify.windows.com',
      ],
      authorshipBatchSeconds: 60,
      authorshipSigningKey: undefined,
      tsaUrl: undefined,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      databasePoolMax: 10,
      databasePoolTimeoutMs: 5000,
      overload: {
        maxEventLoopDelayMs: 1000,
        maxEventLoopUtilization: 0,
        maxPoolWaiting: 1000,
        retryAfterSeconds: 5,
      },
    });
  });

  it('reads the metrics listener and the overload bounds', () => {
    const config = loadConfig({
      METRICS_PORT: '9464',
      METRICS_HOST: '10.0.0.5',
      DATABASE_POOL_MAX: '4',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.9',
      OVERLOAD_MAX_POOL_WAITING: '0',
    });
    expect(config).toMatchObject({
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
      databasePoolMax: 4,
      overload: { maxEventLoopUtilization: 0.9, maxPoolWaiting: 0 },
    });
    expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1.5' })).toThrow(
      /OVERLOAD_MAX_EVENT_LOOP_UTILIZATION must be a number from 0 to 1/,
    );
  });

  it('reads every variable it knows', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://app:secret@db:5432/ideabazaar',
        DATA_DIR: 'var/data',
        REDIS_URL: 'redis://cache:6379',
        REDIS_PREFIX: 'shop-2:',
        PUBLIC_URL: 'https://ideabazaar.example/',
        WEB_DIST: '/opt/web',
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.0/8, loopback',
        BODY_LIMIT: '2048',
        RATE_LIMIT_CONTACT: '20',
        RATE_LIMIT_AUTH_SEND: '12',
        RATE_LIMIT_AUTH_TRY: '40',
        RATE_LIMIT_AUTH_FAILURES: '500',
        RATE_LIMIT_CODES_PER_ADDRESS: '4',
        RATE_LIMIT_DRAFTS: '7',
        RATE_LIMIT_COMMENTS: '9',
        DEV_OUTBOX_PUBLIC: '1',
        SMTP_URL: 'smtps://mailer:pw@mail.example:465',
        SMTP_FROM: 'IdeaBazaar <hello@ideabazaar.example>',
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: 'ABC-123',
        KAVENEGAR_BASE_URL: 'https://sms.example/',
        KAVENEGAR_TEMPLATE: 'verify',
        KAVENEGAR_SENDER: '10004346',
        GOOGLE_ISSUER: 'https://issuer.example/',
        GOOGLE_CLIENT_ID: 'client',
        GOOGLE_CLIENT_SECRET: 'secret',
        CURRENCY: 'IRR',
        COMMISSION_PERCENT: '15',
        SALE_HOLD_HOURS: '24',
        DEPOSIT_MIN: '5000',
        DEPOSIT_MAX: '9000000',
        REFERRAL_REWARD: '20000',
        REFERRAL_MIN_PAID: '140000',
        IDEA_MIN_PRICE: '500',
        IDEA_MAX_PRICE: '900000000',
        PAYMENT_RECONCILE_MINUTES: '30',
        PAYMENT_GATEWAY: 'zarinpal',
        ZARINPAL_MERCHANT_ID: 'merchant-1',
        ZARINPAL_BASE_URL: 'https://sandbox.zarinpal.example/',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'production',
      databaseUrl: 'postgres://app:secret@db:5432/ideabazaar',
      dataDir: '/srv/app/var/data',
      redisUrl: 'redis://cache:6379',
      redisPrefix: 'shop-2:',
      publicUrl: 'https://ideabazaar.example',
      webDist: '/opt/web',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', 'loopback'],
      bodyLimit: 2048,
      rateLimitContact: 20,
      rateLimitAuthSend: 12,
      rateLimitAuthTry: 40,
      rateLimitAuthFailures: 500,
      rateLimitCodesPerAddress: 4,
      rateLimitDrafts: 7,
      rateLimitComments: 9,
      smtpUrl: 'smtps://mailer:pw@mail.example:465',
      smtpFrom: 'IdeaBazaar <hello@ideabazaar.example>',
      sms: {
        provider: 'kavenegar',
        apiKey: 'ABC-123',
        baseUrl: 'https://sms.example',
        template: 'verify',
        sender: '10004346',
      },
      google: { issuer: 'https://issuer.example', clientId: 'client', clientSecret: 'secret' },
      devOutbox: false,
      devOutboxPublic: true,
      money: {
        currency: 'IRR',
        commissionPercent: 15,
        saleHoldHours: 24,
        depositMin: 5000,
        depositMax: 9_000_000,
        referralReward: 20_000,
        referralMinPaid: 140_000,
        ideaMinPrice: 500,
        ideaMaxPrice: 900_000_000,
        reconcileMinutes: 30,
      },
      payment: {
        gateway: 'zarinpal',
        merchantId: 'merchant-1',
        baseUrl: 'https://sandbox.zarinpal.example',
      },
      devGateway: false,
    });
  });

  it('derives PUBLIC_URL from PORT, keeps tests silent and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '4000', NODE_ENV: 'test', DATABASE_URL: '' });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.logLevel).toBe('silent');
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('listens on this machine only with the dev outbox or the dev gateway, unless HOST says otherwise', () => {
    const live = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      SMS_PROVIDER: 'kavenegar',
      KAVENEGAR_API_KEY: 'key',
      PAYMENT_GATEWAY: 'zarinpal',
      ZARINPAL_MERCHANT_ID: 'merchant',
    };
    expect(loadConfig(live).host).toBe('0.0.0.0');
    expect(loadConfig({ ...live, DEV_OUTBOX: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...live, PAYMENT_GATEWAY: '', DEV_GATEWAY: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...live, DEV_OUTBOX: '1', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    // A staging server with the dev outbox at a public address answers other machines.
    expect(
      loadConfig({ ...live, DEV_OUTBOX: '1', PUBLIC_URL: 'https://staging.example' }).host,
    ).toBe('0.0.0.0');
    expect(loadConfig({ ...live, DEV_OUTBOX: '1', PUBLIC_URL: 'http://127.0.0.1:3100' }).host).toBe(
      '127.0.0.1',
    );
  });

  it("keeps the data in the repository's data folder from any working folder", () => {
    // `npm run dev` runs the server in apps/server, `npm run seed:demo` at the root.
    expect(loadConfig({}, '/srv/app/apps/server').dataDir).toBe(loadConfig({}, '/srv/app').dataDir);
    expect(loadConfig({ DATA_DIR: 'here' }, '/srv/app').dataDir).toBe('/srv/app/here');
  });

  it('lists every bad variable in plain words', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://root@localhost/db',
      NODE_ENV: 'staging',
    });
    expect(problems).toEqual([
      "PORT must be an integer between 1 and 65535, got 'abc'",
      "NODE_ENV must be one of development, production, test, got 'staging'",
      "DATABASE_URL must be a postgres:// or postgresql:// URL, got 'mysql://root@localhost/db'",
    ]);
  });

  it('puts every problem in the message, one per line', () => {
    expect(() => loadConfig({ PORT: '70000', LOG_LEVEL: 'loud' })).toThrow(
      "Invalid configuration:\n  - PORT must be an integer between 1 and 65535, got '70000'\n" +
        "  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    );
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its address', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY must be 'false' or/);
  });

  it('rejects other malformed values', () => {
    expect(
      problemsOf({
        REDIS_URL: 'localhost:6379',
        REDIS_PREFIX: 'shop 2',
        PUBLIC_URL: 'ideabazaar.example',
        BODY_LIMIT: '1.5',
        RATE_LIMIT_CONTACT: '0',
        TRUST_PROXY: '2',
      }),
    ).toEqual([
      "REDIS_URL must be a redis:// or rediss:// URL, got 'localhost:6379'",
      "REDIS_PREFIX must be 1 to 64 letters, digits or any of : . _ - (such as ideabazaar:), got 'shop 2'",
      "PUBLIC_URL must be a http:// or https:// URL, got 'ideabazaar.example'",
      "TRUST_PROXY must be 'false' or a comma-separated list of the proxies' addresses or ranges (such as loopback or 10.0.0.0/8); 'true' would trust any client, got '2'",
      "BODY_LIMIT must be an integer between 1024 and 104857600, got '1.5'",
      "RATE_LIMIT_CONTACT must be an integer between 1 and 100000, got '0'",
    ]);
  });

  it('refuses a production start that would send sign-in codes nowhere or take no real payments', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SMTP_URL and SMS_PROVIDER must be set in production, or DEV_OUTBOX=1 to send sign-in codes to the dev outbox at /dev/outbox',
      'PAYMENT_GATEWAY must be set in production, or DEV_GATEWAY=1 to take deposits through the test gateway',
    ]);
    const withGateway = loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1', DEV_GATEWAY: '1' });
    expect(withGateway.devGateway).toBe(true);
    expect(
      problemsOf({ PAYMENT_GATEWAY: 'zarinpal', DEPOSIT_MIN: '10', DEPOSIT_MAX: '5' }),
    ).toEqual([
      'ZARINPAL_MERCHANT_ID is required when PAYMENT_GATEWAY is zarinpal',
      'DEPOSIT_MIN must not be above DEPOSIT_MAX',
    ]);
    expect(problemsOf({ IDEA_MIN_PRICE: '10', IDEA_MAX_PRICE: '5' })).toEqual([
      'IDEA_MIN_PRICE must not be above IDEA_MAX_PRICE',
    ]);
    const farmable =
      'REFERRAL_MIN_PAID x COMMISSION_PERCENT / 100 must be at least REFERRAL_REWARD, so a reward never passes the commission of the sale that earned it';
    expect(problemsOf({ REFERRAL_MIN_PAID: '100000' })).toEqual([farmable]);
    expect(problemsOf({ COMMISSION_PERCENT: '0' })).toEqual([farmable]);
    expect(() => loadConfig({ COMMISSION_PERCENT: '0', REFERRAL_REWARD: '0' })).not.toThrow();
    expect(() => loadConfig({ REFERRAL_MIN_PAID: '500000' })).not.toThrow();
    expect(problemsOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })[0]).toMatch(
      /^SMS_PROVIDER must be set in production/,
    );
    const explicit = loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1', DEV_GATEWAY: '1' });
    expect(explicit.devOutbox).toBe(true);
  });

  it('checks the variables that go together', () => {
    expect(problemsOf({ SMS_PROVIDER: 'kavenegar', GOOGLE_CLIENT_ID: 'only-id' })).toEqual([
      'KAVENEGAR_API_KEY is required when SMS_PROVIDER is kavenegar',
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
    expect(problemsOf({ SMS_PROVIDER: 'twilio' })).toEqual([
      "SMS_PROVIDER must be one of kavenegar, got 'twilio'",
    ]);
    expect(problemsOf({ SMTP_URL: 'http://mail' })).toEqual([
      "SMTP_URL must be a smtp:// or smtps:// URL, got 'http://mail'",
    ]);
  });

  it('keeps files in an S3-compatible bucket when all its variables are set, and only then', () => {
    const bucket = {
      S3_ENDPOINT: 'https://minio.internal:9000/',
      S3_BUCKET: 'ideabazaar-files',
      S3_ACCESS_KEY_ID: 'access',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(bucket).storage).toEqual({
      kind: 's3',
      endpoint: 'https://minio.internal:9000',
      bucket: 'ideabazaar-files',
      region: 'us-east-1',
      accessKeyId: 'access',
      secretAccessKey: 'secret',
      prefix: '',
    });
    expect(
      loadConfig({ ...bucket, S3_REGION: 'eu-central-1', S3_PREFIX: 'shop/files/' }).storage,
    ).toMatchObject({ region: 'eu-central-1', prefix: 'shop/files/' });
    const together =
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set together to keep uploaded files in an S3-compatible store';
    expect(problemsOf({ ...bucket, S3_SECRET_ACCESS_KEY: '' })).toEqual([
      `${together} (missing: S3_SECRET_ACCESS_KEY); unset them all to keep files in DATA_DIR/files`,
    ]);
    expect(problemsOf({ S3_PREFIX: 'files/' })[0]).toContain(
      '(missing: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
    expect(
      problemsOf({ ...bucket, S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'Files', S3_PREFIX: '/x' }),
    ).toEqual([
      "S3_ENDPOINT must be a http:// or https:// URL, got 'minio:9000'",
      "S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens, got 'Files'",
      "S3_PREFIX must be a folder-like name such as ideabazaar/ (letters, digits, ! _ . * ' ( ) - and /), got '/x'",
    ]);
  });

  it('reads the Web Push keys and contact, and the hourly cap of notifications', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'k'.repeat(43);
    const config = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      NOTIFY_MAX_PER_HOUR: '12',
      PUBLIC_URL: 'https://ideabazaar.example/',
    });
    expect(config.vapid).toEqual({ publicKey, privateKey });
    expect(config.vapidSubject).toBe('https://ideabazaar.example');
    expect(config.notifyMaxPerHour).toBe(12);
    expect(loadConfig({ SMTP_FROM: 'Bazaar <hello@bazaar.example>' }).vapidSubject).toBe(
      'mailto:hello@bazaar.example',
    );
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    ]);
    expect(
      problemsOf({ VAPID_SUBJECT: 'http://insecure.example', NOTIFY_MAX_PER_HOUR: '0' }),
    ).toEqual([
      "NOTIFY_MAX_PER_HOUR must be an integer between 1 and 1000, got '0'",
      "VAPID_SUBJECT must be a mailto: address or an https:// URL, got 'http://insecure.example'",
    ]);
  });

  it('never repeats a password found in a bad value', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/app' });
    expect(problem).toContain("got 'mysql://root:***@db/app'");
    expect(problem).not.toContain('hunter2');
  });
});
