import path from 'node:path';
import { z } from 'zod';
import { parseSecretsKeys, SecretsKeyError, type SecretsKeyRing } from './lib/secrets.ts';

const zBoolean = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

/**
 * Every setting the server reads, validated once at boot. Nothing else reads
 * `process.env`. The README's settings table mirrors this schema.
 */
/** Fastify's `trustProxy`: off, on (any proxy), a hop count, or the proxies' addresses. */
const zTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (['false', '0', 'off', 'no', ''].includes(value)) return false;
    if (['true', 'on', 'yes'].includes(value)) return true;
    if (/^[1-9]\d{0,1}$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every((part) => /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(part))) return addresses;
    ctx.addIssue({
      code: 'custom',
      message: 'off, on, a number of proxy hops, or a comma-separated list of addresses/CIDRs',
    });
    return z.NEVER;
  });

/** Where the server listens unless PORT says otherwise; links printed for localhost use it. */
export const DEFAULT_PORT = 3000;
/** How long an unused session lives (SESSION_IDLE_HOURS): a working day. */
export const DEFAULT_SESSION_IDLE_HOURS = 8;
/** How long an operator token works (OPERATOR_TOKEN_TTL_DAYS). */
export const DEFAULT_OPERATOR_TOKEN_TTL_DAYS = 90;
/** How long an operator's session lasts (OPERATOR_SESSION_HOURS): a working day. */
export const DEFAULT_OPERATOR_SESSION_HOURS = 8;
/** An operator's session unused this long ends (OPERATOR_SESSION_IDLE_MINUTES). */
export const DEFAULT_OPERATOR_SESSION_IDLE_MINUTES = 60;
/** A day's report of a large network is tens of MB; a file past this is a mistake. */
export const DEFAULT_IMPORT_UPLOAD_MAX_BYTES = 2 * 2 ** 30;

const zEnv = z.object({
  /**
   * The production switch (deliberately not NODE_ENV, which libraries read for other
   * things): refuses the demo, the embedded database and default secrets.
   */
  PRODUCTION: zBoolean.default(false),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATA_DIR: z.string().min(1).default('data'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(DEFAULT_SESSION_IDLE_HOURS),
  OPERATOR_TOKEN_TTL_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_OPERATOR_TOKEN_TTL_DAYS),
  OPERATOR_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(72)
    .default(DEFAULT_OPERATOR_SESSION_HOURS),
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(72 * 60)
    .default(DEFAULT_OPERATOR_SESSION_IDLE_MINUTES),
  LOGIN_CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  DEMO: zBoolean.default(true),
  DEMO_PASSWORD: z.string().min(8).max(64).optional(),
  DEMO_DATA: z.enum(['default', 'small', 'none']).default('default'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  TRUST_PROXY: zTrustProxy.default(false),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  IMPORT_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 2 ** 30)
    .default(DEFAULT_IMPORT_UPLOAD_MAX_BYTES),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(20),
  RATE_LIMIT_NETWORK_TOKEN_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(120),
  METRICS_TOKEN: z.string().min(16).max(256).optional(),
  PROTECTION_HEADERS: zBoolean.default(true),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_BASE_URL: z.url().default('https://www.googleapis.com'),
  YOUTUBE_REPORTING_BASE_URL: z.url().default('https://youtubereporting.googleapis.com/v1'),
  GOOGLE_OAUTH_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OAUTH_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_OAUTH_REVOKE_URL: z.url().default('https://oauth2.googleapis.com/revoke'),
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:$/.test(new URL(value).protocol), 'an smtp:// or smtps:// address')
    .optional(),
  MAIL_FROM: z.email().default('no-reply@localhost'),
  SECRETS_KEY: z
    .string()
    .transform((value, ctx): SecretsKeyRing => {
      try {
        return parseSecretsKeys(value);
      } catch (error) {
        if (!(error instanceof SecretsKeyError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    })
    .optional(),
});

/**
 * A Google OAuth 2.0 web client (docs/product.md §14.3) and where its endpoints answer.
 */
export type GoogleOAuthSettings = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
};

export type Config = {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** How long a request waits for a database connection before failing (not hanging). */
  databaseConnectTimeoutMs: number;
  dataDir: string;
  sessionTtlDays: number;
  /** A session unused this long ends before its expiry (sliding). */
  sessionIdleHours: number;
  /** How long an operator token made now works. */
  operatorTokenTtlDays: number;
  /** How long an operator's session lasts, and how long it may go unused. */
  operatorSessionHours: number;
  operatorSessionIdleMinutes: number;
  loginCodeTtlMinutes: number;
  demo: boolean;
  demoPassword: string | undefined;
  /**
   * The demo network's revenue data, generated and imported on first start: `default`
   * (40 channels, 4,000 Shorts, 180 days), `small` (for the browser tests) or `none`.
   */
  demoData: z.infer<typeof zEnv>['DEMO_DATA'];
  logLevel: z.infer<typeof zEnv>['LOG_LEVEL'];
  webDistDir: string;
  /** How people reach the server (scheme, and port for localhost): links printed for them use it. */
  publicOrigin: string | undefined;
  trustProxy: boolean | number | string[];
  /** No API request (but the operator's imports) takes longer than this; it answers 503. */
  requestTimeoutMs: number;
  /** The largest CSV body the operator's revenue upload reads (default 2 GiB). */
  importUploadMaxBytes: number;
  /**
   * API requests per client address and minute (0: no limit), and for signing in and up;
   * a network token's calls per token and minute besides.
   */
  rateLimit: { perMinute: number; signInPerMinute: number; networkTokenPerMinute: number };
  /** When set, `/metrics` wants `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Whether site calls must carry the web app's protection headers (off for API clients). */
  protectionHeaders: boolean;
  youtube: {
    apiKey: string | undefined;
    baseUrl: string;
    /**
     * The demo without a key plays YouTube with the local stand-in
     * (apps/server/dev/youtube-stand-in.ts); a real deployment sets a key and DEMO=off.
     */
    useStandIn: boolean;
    /** The Reporting API, where a connected network's daily reports are listed and fetched. */
    reportingBaseUrl: string;
    /** The OAuth client a manager connects the network's content-owner account with. */
    oauth: GoogleOAuthSettings;
  };
  /**
   * The keys that seal stored secrets (lib/secrets.ts); unset outside production, the
   * server keeps one in its data folder.
   */
  secretsKeys: SecretsKeyRing | undefined;
  /**
   * Where email goes out (SMTP_URL) and the address it comes from (MAIL_FROM; each site's
   * name is the sender's name). Without an SMTP server messages stay in the outbox.
   */
  mail: { smtpUrl: string | undefined; from: string };
};

export class ConfigError extends Error {}

/** The repository root, found from this file so `npm start` works from any workspace. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to nothing (as compose passes `${X:-}`) counts as unset.
  const parsed = zEnv.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PRODUCTION) {
    const problems = productionProblems(e);
    if (problems.length > 0)
      throw new ConfigError(
        `PRODUCTION=on refuses to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
  }
  return {
    production: e.PRODUCTION,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    operatorTokenTtlDays: e.OPERATOR_TOKEN_TTL_DAYS,
    operatorSessionHours: e.OPERATOR_SESSION_HOURS,
    operatorSessionIdleMinutes: e.OPERATOR_SESSION_IDLE_MINUTES,
    loginCodeTtlMinutes: e.LOGIN_CODE_TTL_MINUTES,
    demo: e.DEMO,
    demoPassword: e.DEMO_PASSWORD,
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    publicOrigin: e.PUBLIC_ORIGIN && new URL(e.PUBLIC_ORIGIN).origin,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    importUploadMaxBytes: e.IMPORT_UPLOAD_MAX_BYTES,
    protectionHeaders: e.PROTECTION_HEADERS,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      networkTokenPerMinute: e.RATE_LIMIT_NETWORK_TOKEN_PER_MINUTE,
    },
    metricsToken: e.METRICS_TOKEN,
    youtube: {
      apiKey: e.YOUTUBE_API_KEY,
      baseUrl: e.YOUTUBE_API_BASE_URL,
      useStandIn: e.DEMO && !e.YOUTUBE_API_KEY,
      reportingBaseUrl: e.YOUTUBE_REPORTING_BASE_URL,
      oauth: {
        clientId: e.GOOGLE_OAUTH_CLIENT_ID,
        clientSecret: e.GOOGLE_OAUTH_CLIENT_SECRET,
        authorizeUrl: e.GOOGLE_OAUTH_AUTHORIZE_URL,
        tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
        revokeUrl: e.GOOGLE_OAUTH_REVOKE_URL,
      },
    },
    secretsKeys: e.SECRETS_KEY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
  };
}

/** Passwords found in examples (ours and everyone's): a deployment must choose its own. */
const DEFAULT_SECRETS = new Set([
  '',
  'secret',
  'password',
  'postgres',
  'portal',
  'change-me',
  'changeme',
  'example',
]);

function productionProblems(e: z.infer<typeof zEnv>): string[] {
  const problems: string[] = [];
  if (e.DEMO) problems.push('DEMO is on; set DEMO=off (the demo makes accounts with known logins)');
  if (!e.DATABASE_URL)
    problems.push(
      'DATABASE_URL is not set; production runs on PostgreSQL, not the embedded database',
    );
  else if (DEFAULT_SECRETS.has(decodeURIComponent(new URL(e.DATABASE_URL).password).toLowerCase()))
    problems.push('DATABASE_URL has no password or an example one; choose a secret password');
  if (!e.YOUTUBE_API_KEY)
    problems.push('YOUTUBE_API_KEY is not set; channel lookup and verification need it');
  if (!e.SECRETS_KEY)
    problems.push(
      'SECRETS_KEY is not set; stored secrets (YouTube refresh tokens, payout details) are sealed with it',
    );
  if (!e.SMTP_URL)
    problems.push('SMTP_URL is not set; password resets and notices would never leave the outbox');
  if (!e.METRICS_TOKEN)
    problems.push(
      'METRICS_TOKEN is not set; /metrics would tell anyone the traffic and the pool of the database',
    );
  if ((e.GOOGLE_OAUTH_CLIENT_ID === undefined) !== (e.GOOGLE_OAUTH_CLIENT_SECRET === undefined))
    problems.push('GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET go together; set both');
  return problems;
}
