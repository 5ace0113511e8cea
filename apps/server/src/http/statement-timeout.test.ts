import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PATHS } from '@portal/shared';
import { buildApp } from '../app.ts';
import { inSite } from '../db/site-scope.ts';
import { TEST_CONFIG, useTestContext } from '../test/test-context.ts';

const REQUEST_TIMEOUT_MS = 1_000;

describe.runIf(inject('testDatabase').engine === 'postgres')(
  "a site call's statements end with the call",
  () => {
    const t = useTestContext();
    let app: FastifyInstance;
    let admin: pg.Client;
    beforeAll(async () => {
      app = await buildApp({
        config: { ...TEST_CONFIG, requestTimeoutMs: REQUEST_TIMEOUT_MS },
        database: t.database,
        logger: false,
        reportWindows: false,
      });
      await app.ready();
      admin = new pg.Client({ connectionString: inject('testDatabase').url });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await app?.close();
    });

    /** Statements of this database waiting for a lock right now. */
    const waiting = async () =>
      Number(
        (
          await admin.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          )
        ).rows[0]!.n,
      );

    it('cancels a statement stuck past the request timeout, and answers 503', async () => {
      const site = await t.createSite();
      const account = await t.createAccount(site);
      const token = await t.login(site.domain, account.email, account.password);
      // Another session holds the sessions table: checking the caller's session waits.
      await admin.query('begin');
      await admin.query('lock table sessions in access exclusive mode');
      try {
        const response = await app.inject({
          url: `/api/${API_PATHS.me}`,
          headers: {
            'x-site-domain': site.domain,
            'accept-language': 'en',
            authorization: `Bearer ${token}`,
          },
        });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: 'unavailable' });
        // The statement is gone with its request, its connection back in the pool.
        expect(await waiting()).toBe(0);
      } finally {
        await admin.query('rollback');
      }
    });

    it('limits only the statements of the scope that asks for it', async () => {
      const site = await t.createSite();
      const sleep = (seconds: number) => t.database.pool.query(`select pg_sleep(${seconds})`);
      const started = performance.now();
      await expect(inSite(site.id, () => sleep(5), { statementTimeoutMs: 100 })).rejects.toThrow(
        expect.objectContaining({ code: '57014' }),
      );
      expect(performance.now() - started).toBeLessThan(4_000);
      // The setting was the transaction's: the connection's next user has no limit.
      await inSite(site.id, () => sleep(0.3));
    });
  },
);
