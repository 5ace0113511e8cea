import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ensureDemoCatalogue } from '../demo/demo-catalogue.ts';
import { startDemoImport } from '../demo/demo-data.ts';
import { ensureDemoNetwork } from '../demo/demo-network.ts';
import {
  createScratchDatabase,
  fingerprint,
  operatorCommand,
  withClient,
} from '../test/operations.ts';
import { TEST_CONFIG } from '../test/test-context.ts';
import { acrossSitesView, openDatabase, type DatabaseOptions, type Database } from './client.ts';

/** The test plays the operator and the demo set-up: it works across sites (decision 021). */
const openAcrossSites = async (options: DatabaseOptions) =>
  acrossSitesView(await openDatabase(options), 'tests');

const PASSWORD = 'demo-move-1234';
const MANAGER = 'manager@demo.example.com';

/** What the demo manager's dashboard says over the network's whole history. */
async function managerSummary(database: Database): Promise<unknown> {
  const app = await buildApp({
    config: TEST_CONFIG,
    database,
    logger: false,
    reportWindows: false,
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/member/login',
      headers: { 'x-site-domain': 'localhost' },
      payload: { id: MANAGER, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const summary = await app.inject({
      url: '/api/report/summary?period=lifetime',
      headers: {
        'x-site-domain': 'localhost',
        authorization: `Bearer ${login.json<{ token: string }>().token}`,
      },
    });
    expect(summary.statusCode).toBe(200);
    return summary.json();
  } finally {
    await app.close();
  }
}

async function embeddedFingerprint(dataDir: string) {
  const database = await openAcrossSites({ url: undefined, poolSize: 1, embeddedDataDir: dataDir });
  try {
    return await fingerprint((sql) => database.pool.query(sql));
  } finally {
    await database.close();
  }
}

describe.runIf(inject('testDatabase').engine === 'postgres')(
  'moving the portal between the embedded database and PostgreSQL',
  () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-move-'));
    const embeddedDir = path.join(dir, 'embedded');
    const exported = path.join(dir, 'embedded.export.gz');
    const scratch: Awaited<ReturnType<typeof createScratchDatabase>>[] = [];
    let original: Record<string, string>;
    let originalSummary: unknown;

    beforeAll(async () => {
      // The demo network with its small data set, made and imported as `npm start` does.
      const database = await openAcrossSites({
        url: undefined,
        poolSize: 1,
        embeddedDataDir: embeddedDir,
      });
      try {
        const demo = await ensureDemoNetwork(database, {
          dataDir: embeddedDir,
          demoPassword: PASSWORD,
          demoData: 'small',
        });
        await ensureDemoCatalogue(database, demo.siteId);
        const loaded = await startDemoImport(database, {
          siteId: demo.siteId,
          dataDir: embeddedDir,
          plan: demo.data!,
          log: () => {},
        }).done;
        expect(loaded.error).toBeUndefined();
        expect(loaded.rows).toBeGreaterThan(1000);
        originalSummary = await managerSummary(database);
        original = await fingerprint((sql) => database.pool.query(sql));
      } finally {
        await database.close();
      }
    }, 180_000);

    afterAll(async () => {
      for (const database of scratch) await database.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('moves the demo network from the embedded database to PostgreSQL with nothing lost', async () => {
      const out = await operatorCommand({ DATA_DIR: embeddedDir }, 'db', 'export', exported);
      expect(out).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/^Exported [\d,]+ rows/),
      });

      const target = await createScratchDatabase();
      scratch.push(target);
      const into = await operatorCommand({ DATABASE_URL: target.url }, 'db', 'import', exported);
      expect(into).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/^Imported [\d,]+ rows/),
      });

      // Every table holds the same rows, and the manager sees the same figures.
      const moved = await withClient(target.url, (c) => fingerprint((sql) => c.query(sql)));
      expect(moved).toEqual(original);
      expect(Object.keys(moved)).toContain('revenue_by_country');
      expect(moved.revenue_by_country).not.toMatch(/^0 rows/);
      const database = await openAcrossSites({
        url: target.url,
        poolSize: 2,
        embeddedDataDir: undefined,
      });
      try {
        expect(await managerSummary(database)).toEqual(originalSummary);
        // New rows continue after the imported ids.
        const { rows } = await database.pool.query<{ id: string }>(
          `insert into operator_tokens (name, token_hash) values ('after-move', 'x') returning id::text`,
        );
        const { rows: max } = await database.pool.query<{ id: string }>(
          `select max(id)::text as id from operator_tokens where name <> 'after-move'`,
        );
        expect(Number(rows[0]!.id)).toBeGreaterThan(Number(max[0]?.id ?? 0));
        await database.pool.query(`delete from operator_tokens where name = 'after-move'`);
      } finally {
        await database.close();
      }

      // Importing again is refused and changes nothing (the manager's sign-in above is kept).
      const signedIn = await withClient(target.url, (c) => fingerprint((sql) => c.query(sql)));
      const again = await operatorCommand({ DATABASE_URL: target.url }, 'db', 'import', exported);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('This database is not empty');
      expect(await withClient(target.url, (c) => fingerprint((sql) => c.query(sql)))).toEqual(
        signedIn,
      );

      // And back: from PostgreSQL into a new embedded database.
      const back = path.join(dir, 'postgres.export.gz');
      expect((await operatorCommand({ DATABASE_URL: target.url }, 'db', 'export', back)).code).toBe(
        0,
      );
      const returnedDir = path.join(dir, 'returned');
      const home = await operatorCommand({ DATA_DIR: returnedDir }, 'db', 'import', back);
      expect(home).toMatchObject({ code: 0 });
      expect(await embeddedFingerprint(returnedDir)).toEqual(signedIn);
    }, 180_000);

    it('imports nothing from a file cut short', async () => {
      const whole = readFileSync(exported);
      const cut = path.join(dir, 'cut.export.gz');
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.7)));
      const target = await createScratchDatabase();
      scratch.push(target);
      const out = await operatorCommand({ DATABASE_URL: target.url }, 'db', 'import', cut);
      expect(out.code).toBe(1);
      expect(out.stderr).toContain('nothing was imported');
      const print = await withClient(target.url, (c) => fingerprint((sql) => c.query(sql)));
      expect(Object.values(print).every((p) => p.startsWith('0 rows'))).toBe(true);
    }, 60_000);
  },
);
