/**
 * Starts the real server (built web app, embedded database in a fresh data
 * directory, demo network with a known password) for the browser tests, and makes
 * an operator login link the way an operator would. With BROWSER_SCALE_OUT=1 (and
 * TEST_DATABASE_URL) it starts two server processes on a new PostgreSQL database
 * behind a round-robin proxy instead, and the tests go through the proxy.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { startRoundRobinProxy } from '../../apps/server/dev/round-robin-proxy.ts';
import { startYouTubeStandIn } from '../../apps/server/dev/youtube-stand-in.ts';
import { createScratchDatabase } from '../../apps/server/src/test/operations.ts';
import { startServer, type ServerProcess } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    browserEnv: {
      baseUrl: string;
      demoPassword: string;
      managerLoginLink: string;
      /** The server's copy of the built web app: tests may publish a new build into it. */
      webDistDir: string;
      /** The server's DATA_DIR: the operator command run with it works on the same database. */
      dataDir: string;
      /**
       * The YouTube and Google stand-in the server asks (Data API, OAuth, Reporting API);
       * tests change channels and publish reports through its control calls.
       */
      youtubeUrl: string;
      /** Scale-out mode: the PostgreSQL database both processes share. */
      databaseUrl?: string;
    };
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const OPERATOR = path.join(ROOT, 'apps/server/src/modules/operator/cli/cli.ts');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-browser-'));
  const webDistDir = path.join(dataDir, 'web');
  cpSync(path.join(ROOT, 'apps/web/dist'), webDistDir, { recursive: true });
  const demoPassword = randomBytes(9).toString('base64url');
  // YouTube is played by the stand-in, run here so the tests can publish descriptions and reports.
  const youtubeKey = randomBytes(12).toString('hex');
  const youtube = await startYouTubeStandIn({ apiKey: youtubeKey });
  const scaleOut = process.env.BROWSER_SCALE_OUT === '1';
  const database = scaleOut ? await createScratchDatabase() : undefined;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO: 'on',
    DEMO_PASSWORD: demoPassword,
    // A few thousand rows, imported in a couple of seconds: the journeys see a network with data.
    DEMO_DATA: 'small',
    LOG_LEVEL: 'warn',
    // The journeys sign in and sign up far more often than a person, all from one address.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    // The journeys' own set-up calls the API from Node, as an API client would; the web
    // app's signing is proven under the default (on) by tests/browser/security.test.ts.
    PROTECTION_HEADERS: 'off',
    WEB_DIST_DIR: webDistDir,
    YOUTUBE_API_BASE_URL: youtube.settings.baseUrl,
    YOUTUBE_API_KEY: youtube.settings.apiKey,
    // Google's consent, tokens and the Reporting API are the stand-in's too: the
    // connection journey goes through its consent page and fetches the reports it holds.
    GOOGLE_OAUTH_CLIENT_ID: youtube.settings.oauth.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: youtube.settings.oauth.clientSecret,
    GOOGLE_OAUTH_AUTHORIZE_URL: youtube.settings.oauth.authorizeUrl,
    GOOGLE_OAUTH_TOKEN_URL: youtube.settings.oauth.tokenUrl,
    GOOGLE_OAUTH_REVOKE_URL: youtube.settings.oauth.revokeUrl,
    YOUTUBE_REPORTING_BASE_URL: youtube.settings.reportingBaseUrl,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };

  // The first process makes the demo network; a second one (scale-out) finds it there.
  const servers: ServerProcess[] = [];
  for (let i = 0; i < (scaleOut ? 2 : 1); i++) servers.push(await startServer(env));
  const upstreams = servers.map((server) => server.baseUrl);
  const proxy = scaleOut ? await startRoundRobinProxy(upstreams) : undefined;
  const baseUrl = proxy?.baseUrl ?? upstreams[0]!;

  const { stdout } = await promisify(execFile)(
    process.execPath,
    [OPERATOR, 'login-link', 'manager@demo.example.com', '--site', 'localhost'],
    { cwd: ROOT, env: { ...env, PUBLIC_ORIGIN: baseUrl } },
  );
  project.provide('browserEnv', {
    baseUrl,
    demoPassword,
    managerLoginLink: stdout.trim(),
    webDistDir,
    dataDir,
    youtubeUrl: youtube.baseUrl,
    ...(database ? { databaseUrl: database.url } : {}),
  });

  return async () => {
    await proxy?.close();
    for (const server of servers) await server.stop();
    await database?.drop();
    await youtube.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
