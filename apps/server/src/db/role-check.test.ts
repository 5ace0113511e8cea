import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { useTestContext } from '../test/test-context.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres.ts';
import { openDatabase } from './client.ts';
import { rlsBypassProblem, roleRights } from './role-check.ts';

describe('the database role production runs as', () => {
  const t = useTestContext();

  it.runIf(inject('testDatabase').engine === 'postgres')(
    'reads the rights of the role the server logs in as',
    async () => {
      const role = await roleRights(t.database.queuePool);
      // The test role is an ordinary one, as production's must be.
      expect(role).toEqual({
        name: decodeURIComponent(new URL(inject('testDatabase').url).username),
        superuser: false,
        bypassRls: false,
      });
      expect(rlsBypassProblem(role)).toBeUndefined();
    },
  );

  it('refuses a superuser and a role with BYPASSRLS, saying why and what to do', () => {
    expect(rlsBypassProblem({ name: 'portal', superuser: true, bypassRls: true })).toBe(
      'the database role "portal" is a superuser, which skips row-level security; ' +
        'connect as a role that is neither (deploy/postgres-init, docs/operations.md)',
    );
    expect(rlsBypassProblem({ name: 'app', superuser: false, bypassRls: true })).toMatch(
      /^the database role "app" has BYPASSRLS, which skips row-level security;/,
    );
    expect(rlsBypassProblem({ name: 'app', superuser: false, bypassRls: false })).toBeUndefined();
  });
});

describe.runIf(inject('testDatabase').engine === 'postgres')(
  'the reference deployment (compose.yaml and its database init script)',
  () => {
    let cluster: ThrowawayPostgres;
    beforeAll(async () => {
      cluster = await startThrowawayPostgres();
    }, 60_000);
    afterAll(() => cluster?.remove());

    it('refuses to start in production as the superuser', async () => {
      const url = new URL(cluster.url);
      url.password = 'not-an-example-1234';
      const started = await promisify(execFile)(
        process.execPath,
        [path.join(REPO_ROOT, 'apps/server/src/main.ts')],
        {
          cwd: REPO_ROOT,
          env: {
            PATH: process.env.PATH,
            PRODUCTION: 'on',
            DEMO: 'off',
            DATABASE_URL: url.toString(),
            YOUTUBE_API_KEY: 'a-real-key',
            SECRETS_KEY: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
            METRICS_TOKEN: 'a-metrics-token-of-32-characters',
            SMTP_URL: 'smtp://mail.example.com:587',
            PORT: '0',
          },
        },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(started.code).toBe(1);
      expect(started.stderr).toContain(
        'PRODUCTION=on refuses to start:\n  - the database role "portal" is a superuser',
      );
    }, 60_000);

    it('connects the app as a role that owns its database but cannot bypass row-level security', async () => {
      // The cluster's administrator, as the postgres image makes it: what compose used to connect as.
      const admin = new pg.Pool({ connectionString: cluster.url, max: 1 });
      const before = await roleRights(admin);
      // A database of its own, as the image makes POSTGRES_DB.
      await admin.query('create database portal');
      await admin.end();
      expect(rlsBypassProblem(before)).toMatch(/"portal" is a superuser/);

      const { port } = new URL(cluster.url);
      const script = path.join(REPO_ROOT, 'deploy/postgres-init/01-app-role.sh');
      const env = {
        ...process.env,
        POSTGRES_USER: 'portal',
        POSTGRES_DB: 'portal',
        PORTAL_DB_PASSWORD: 'app-pass-1234',
        PGHOST: '127.0.0.1',
        PGPORT: port,
      };
      await promisify(execFile)('sh', [script], { env });
      // Run again (by hand, on a volume made before it existed) it changes nothing.
      await promisify(execFile)('sh', [script], { env });

      // The app's role migrates the empty database (tables, row policies, extensions)…
      const database = await openDatabase({
        url: `postgresql://portal_app:app-pass-1234@127.0.0.1:${port}/portal`,
        poolSize: 2,
        embeddedDataDir: undefined,
      });
      try {
        // …and production lets it run.
        const role = await roleRights(database.queuePool);
        expect(role).toEqual({ name: 'portal_app', superuser: false, bypassRls: false });
        expect(rlsBypassProblem(role)).toBeUndefined();
      } finally {
        await database.close();
      }
    }, 60_000);
  },
);
