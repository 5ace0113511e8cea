import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { HEADERS } from '@portal/shared';
import {
  standInYouTubeSettings,
  startYouTubeStandIn,
  type StandInContentOwner,
  type YouTubeStandIn,
} from '../../dev/youtube-stand-in.ts';
import { parseSecretsKeys } from '../lib/secrets.ts';
import { buildApp, type AppOptions } from '../app.ts';
import { createServices, type Services } from '../services.ts';
import type { VerificationRetry } from '../jobs/channel-verification.job.ts';
import type { MailRetry } from '../jobs/mail-outbox.job.ts';
import { acrossSitesView, openDatabase, type Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createAccountsRepo, type Account } from '../modules/accounts/accounts.repo.ts';
import { createSitesRepo, type Site } from '../modules/sites/sites.repo.ts';

export const TEST_YOUTUBE_KEY = 'test-youtube-key';

export const TEST_CONFIG = {
  sessionTtlDays: 30,
  loginCodeTtlMinutes: 15,
  webDistDir: '/nonexistent',
  logLevel: 'silent' as const,
  // Replaced by each file's own stand-in address.
  youtube: {
    ...standInYouTubeSettings('http://127.0.0.1:9', TEST_YOUTUBE_KEY),
    useStandIn: false,
  },
  secretsKeys: parseSecretsKeys(`test1:${Buffer.alloc(32, 11).toString('base64')}`),
};

/** Verification gives up after 4 attempts about a second apart, so tests see both outcomes. */
export const TEST_VERIFICATION_RETRY: VerificationRetry = {
  limit: 3,
  delaySeconds: 1,
  delayMaxSeconds: 1,
  pollingIntervalSeconds: 0.5,
};

/** A message the SMTP server did not take is tried again after 1 s, then 2 s, 4 tries in all. */
export const TEST_MAIL_RETRY: MailRetry = { baseSeconds: 1, maxSeconds: 2, attempts: 4 };

export type TestContext = {
  app: FastifyInstance;
  /** The file's own YouTube stand-in, which the app's YouTube client calls. */
  youtube: YouTubeStandIn;
  /** Stops the app (and its job queue) and starts a new one on the same database. */
  restartApp(): Promise<void>;
  database: Database;
  services: Services;
  /** A new site with its own unique domain. */
  createSite(overrides?: Partial<Site>): Promise<Site & { domain: string }>;
  createAccount(
    site: { id: number },
    overrides?: Partial<Pick<Account, 'email' | 'nickname' | 'role'>> & { password?: string },
  ): Promise<Account & { password: string }>;
  /** Calls the API as a browser on `domain` would. */
  call(
    method: 'GET' | 'POST',
    path: string,
    options?: {
      domain?: string;
      token?: string;
      body?: unknown;
      lang?: string;
      headers?: Record<string, string>;
    },
  ): Promise<LightMyRequestResponse>;
  login(domain: string, email: string, password: string): Promise<string>;
};

/**
 * Deletes the mail earlier test files left to be sent, before an app with an SMTP server
 * starts. Those files are done (one file runs at a time on the run's one database, see
 * global-setup.ts), and most of them ran without an SMTP server, so their messages are
 * still due. The mail worker claims the due messages of every site, oldest first: it
 * would send them all to this file's SMTP server ahead of the file's own, and a test's
 * wait for its message could run out behind them.
 */
async function dropEarlierFilesMail(database: Database): Promise<void> {
  await database.db.delete(mailOutbox).where(inArray(mailOutbox.state, ['pending', 'sending']));
}

/** Builds the real app against the run's test database for one test file. */
export function useTestContext(
  /** Settings a file runs with beyond the tests' defaults (e.g. `publicOrigin`). */
  settings: Partial<AppOptions['config']> = {},
  /** The YouTube stand-in's content owners (each test connecting one of its own). */
  standIn: { contentOwners?: StandInContentOwner[] } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const { url, engine } = inject('testDatabase');
    // On the embedded engine the single connection is handed back soon, so an
    // operator command run by a test can take its turn.
    const opened = await openDatabase({
      url,
      poolSize: engine === 'pglite' ? 1 : 4,
      embeddedDataDir: undefined,
      ...(engine === 'pglite' ? { idleTimeoutMs: 100 } : {}),
    });
    // The app gets the server's handle; the tests' own setup and checks look across sites.
    const database = acrossSitesView(opened, 'tests');
    const youtube = await startYouTubeStandIn({ apiKey: TEST_YOUTUBE_KEY, ...standIn });
    const config = {
      ...TEST_CONFIG,
      ...settings,
      youtube: { ...TEST_CONFIG.youtube, ...youtube.settings },
    };
    if (config.mail?.smtpUrl) await dropEarlierFilesMail(database);
    const startApp = async () => {
      const app = await buildApp({
        config,
        database: opened,
        logger: false,
        verificationRetry: TEST_VERIFICATION_RETRY,
        // Tests recompute report windows themselves, when they want them.
        reportWindows: false,
        rankingDelaySeconds: 0,
        mailRetry: TEST_MAIL_RETRY,
        smtpTimeouts: { connectMs: 2_000, socketMs: 2_000 },
      });
      await app.ready();
      return app;
    };
    Object.assign(context, {
      app: await startApp(),
      youtube,
      database,
      services: createServices(database, config),
      async restartApp() {
        await context.app.close();
        context.app = await startApp();
      },
      async createSite(overrides = {}) {
        const domain = `${randomUUID().slice(0, 8)}.test-site.example`;
        const site = await createSitesRepo(database.db).insert(
          {
            name: `Site ${domain}`,
            colorPrimary: '2563eb',
            colorPrimaryDim: 'dbeafe',
            ...overrides,
          },
          [domain],
        );
        return { ...site, domain };
      },
      async createAccount(site, overrides = {}) {
        const password = overrides.password ?? 'pass-1234';
        const account = await createAccountsRepo(database.db).insert({
          siteId: site.id,
          email: overrides.email ?? `${randomUUID().slice(0, 8)}@example.com`,
          nickname: overrides.nickname ?? 'tester',
          role: overrides.role ?? 'member',
          passwordHash: await hashPassword(password),
        });
        if (!account) throw new Error('test account already exists');
        return { ...account, password };
      },
      call(method, path, options = {}) {
        const headers: Record<string, string> = {
          'accept-language': options.lang ?? 'en',
          ...options.headers,
        };
        if (options.domain) headers[HEADERS.siteDomain] = options.domain;
        if (options.token) headers.authorization = `Bearer ${options.token}`;
        return context.app.inject({
          method,
          url: `/api/${path}`,
          headers,
          ...(options.body === undefined ? {} : { payload: options.body as object }),
        });
      },
      async login(domain, email, password) {
        const response = await context.call('POST', 'member/login', {
          domain,
          body: { id: email, password },
        });
        if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
        return response.json<{ token: string }>().token;
      },
    } satisfies TestContext);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.youtube?.close();
    await context.database?.close();
  });
  return context;
}
