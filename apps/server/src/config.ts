import path from 'node:path';
import { z } from 'zod';

const zBoolean = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

/**
 * Every setting the server reads, validated once at boot. Nothing else reads
 * `process.env`. The README's settings table mirrors this schema.
 */
const zEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('data'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  DEMO: zBoolean.default(true),
  DEMO_PASSWORD: z.string().min(8).max(64).optional(),
  DEMO_DATA: z.enum(['default', 'small', 'none']).default('default'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_BASE_URL: z.url().default('https://www.googleapis.com'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  sessionTtlDays: number;
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
  youtube: {
    apiKey: string | undefined;
    baseUrl: string;
    /**
     * The demo without a key plays YouTube with the local stand-in
     * (apps/server/dev/youtube-stand-in.ts); a real deployment sets a key and DEMO=off.
     */
    useStandIn: boolean;
  };
};

export class ConfigError extends Error {}

/** The repository root, found from this file so `npm start` works from any workspace. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = zEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    loginCodeTtlMinutes: e.LOGIN_CODE_TTL_MINUTES,
    demo: e.DEMO,
    demoPassword: e.DEMO_PASSWORD,
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    youtube: {
      apiKey: e.YOUTUBE_API_KEY,
      baseUrl: e.YOUTUBE_API_BASE_URL,
      useStandIn: e.DEMO && !e.YOUTUBE_API_KEY,
    },
  };
}
