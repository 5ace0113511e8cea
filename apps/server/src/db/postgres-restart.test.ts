import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { freePort } from '../test/operations.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres.ts';

const REQUEST_TIMEOUT_MS = 3_000;
const PASSWORD = 'restart-pass-1234';

/** The image's start command, as the Dockerfile's exec-form CMD says it. */
function imageCommand(): string[] {
  const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
  const cmd = [...dockerfile.matchAll(/^CMD (\[.*\])$/gm)].at(-1)?.[1];
  return JSON.parse(cmd ?? '[]') as string[];
}

describe('the container image', () => {
  it('starts the server with the command the tests and `npm start` run', () => {
    const [program, script] = imageCommand();
    expect(program).toBe('node');
    expect(script).toBe('apps/server/src/main.ts');
    const server = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'apps/server/package.json'), 'utf8'),
    ) as { scripts: { start: string } };
    expect(`node apps/server/${server.scripts.start.replace(/^node /, '')}`).toBe(
      `${program} ${script}`,
    );
  });

  it('copies only files that exist, and runs as a user other than root', () => {
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage).toMatch(/^node:24-/);
    for (const [, sources] of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm))
      for (const source of sources!.split(' '))
        expect(existsSync(path.join(REPO_ROOT, source)), source).toBe(true);
    expect(stages.at(-1)).toMatch(/^USER node$/m);
    expect(stages.at(-1)).toMatch(/^HEALTHCHECK /m);
  });
});

describe.runIf(inject('testDatabase').engine === 'postgres')(
  'PostgreSQL restarted under load',
  () => {
    let postgres: ThrowawayPostgres;
    let server: ChildProcess;
    let baseUrl = '';
    let output = '';

    beforeAll(async () => {
      postgres = await startThrowawayPostgres();
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      const [, script] = imageCommand();
      server = spawn(process.execPath, [script!], {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          DATABASE_URL: postgres.url,
          HOST: '127.0.0.1',
          PORT: String(port),
          DEMO: 'on',
          DEMO_DATA: 'none',
          DEMO_PASSWORD: PASSWORD,
          WEB_DIST_DIR: '/nonexistent',
          LOG_LEVEL: 'warn',
          REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
          DATABASE_CONNECT_TIMEOUT_MS: '1000',
          // Three clients on one address calling without pause: not what the limit is for.
          RATE_LIMIT_PER_MINUTE: '0',
          // An API client, not the web app: no protection headers.
          PROTECTION_HEADERS: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await until(async () => (await readiness()).status === 200, 90_000);
    }, 150_000);

    afterAll(async () => {
      if (server && server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      await postgres?.remove();
    });

    async function readiness(): Promise<{ status: number; body: unknown }> {
      if (server.exitCode !== null) throw new Error(`The server exited:\n${output}`);
      try {
        const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(10_000) });
        return { status: response.status, body: await response.json() };
      } catch {
        return { status: 0, body: undefined };
      }
    }

    async function until(check: () => Promise<boolean>, withinMs: number): Promise<void> {
      const deadline = Date.now() + withinMs;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`Gave up waiting; server output:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }

    it('reports not ready while the database is away, answers instead of hanging, and recovers by itself', async () => {
      const login = await fetch(`${baseUrl}/api/member/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-site-domain': 'localhost' },
        body: JSON.stringify({ id: 'manager@demo.example.com', password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const me = () =>
        fetch(`${baseUrl}/api/member/me`, {
          headers: {
            authorization: `Bearer ${token}`,
            'x-site-domain': 'localhost',
            'accept-language': 'en',
          },
          // A request still open this long after its timeout would be hanging.
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS + 7_000),
        });

      // Three clients call the API without pause throughout.
      const replies: { status: number; code?: string; message?: string }[] = [];
      const hangs: string[] = [];
      let loading = true;
      const client = async () => {
        while (loading) {
          try {
            const response = await me();
            const body = (await response.json()) as { code?: string; message?: string };
            replies.push({ status: response.status, code: body.code, message: body.message });
          } catch (error) {
            hangs.push(String(error));
          }
        }
      };
      const clients = [client(), client(), client()];

      await until(async () => replies.some((r) => r.status === 200), 10_000);
      await postgres.stop();
      await until(async () => (await readiness()).status === 503, 30_000);
      expect((await readiness()).body).toMatchObject({
        status: 'not ready',
        checks: { database: 'failing' },
      });
      await until(async () => replies.some((r) => r.status === 503), 30_000);

      await postgres.start();
      await until(async () => (await readiness()).status === 200, 60_000);
      expect((await readiness()).body).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
      });
      const afterwards = replies.length;
      await until(async () => replies.slice(afterwards).some((r) => r.status === 200), 30_000);
      loading = false;
      await Promise.all(clients);

      expect(hangs).toEqual([]);
      // While the database was away, callers were told so in their language, nothing else.
      const statuses = new Set(replies.map((r) => r.status));
      expect([...statuses].sort()).toEqual([200, 503]);
      for (const reply of replies.filter((r) => r.status === 503))
        expect(reply).toEqual({
          status: 503,
          code: 'unavailable',
          message: 'The service is briefly unavailable. Please try again in a moment.',
        });
      // The session outlived the restart.
      expect((await me()).status).toBe(200);
      expect(server.exitCode).toBeNull();
    }, 180_000);
  },
);
