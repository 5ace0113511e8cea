/**
 * The part of `npm run bench` that works on the PostgreSQL bench databases through the
 * server's own modules (scripts/bench.ts runs it in a child process; progress on stderr,
 * the answer as JSON in the `--out` file):
 *
 *   BENCH_ADMIN_URL=<url> node scripts/bench/database/cli.ts load --scale 10m [--seed 1]
 *     [--last-day YYYY-MM-DD] --data-dir <dir> [--reload | --reuse] [--keep-files] [--check]
 *     [--database portal_bench_<name>] --out <file>
 *   BENCH_ADMIN_URL=<url> node scripts/bench/database/cli.ts plans --scale 10m --calls <file> --out <file>
 *   BENCH_ADMIN_URL=<url> node scripts/bench/database/cli.ts close --scale 10m [--synthetic] --out <file>
 *
 * BENCH_ADMIN_URL is a role that may create databases (in the environment, so its
 * password stays out of the process list). `load` makes `portal_bench_<scale>` (or
 * `--database`) hold that network (see revenue-load.ts); with `--check` it only says whether it does.
 * `plans` writes the query plans of the calls (report-plans.ts). `close` times closing
 * every finished month on a copy of the loaded network (month-close.ts); `--synthetic`
 * builds a database of the 10 M network's shape instead, where none is loaded.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_LAST_DAY } from '../../../apps/server/src/demo/generate/generate.ts';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase } from '../../../apps/server/src/db/drop-database.ts';
import { createSyntheticNetwork, measureMonthClose } from './month-close.ts';
import { planReportCalls, type PlannedCall } from './report-plans.ts';
import {
  databaseUrl,
  ensureLoaded,
  loadedNetwork,
  sameKey,
  schemaHash,
  type LoadKey,
} from './revenue-load.ts';

function benchDatabaseName(scale: string): string {
  return `portal_bench_${scale.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    scale: { type: 'string', default: '10m' },
    /** Another bench database than the scale's own (portal_bench_…), e.g. to time the import alone. */
    database: { type: 'string' },
    seed: { type: 'string', default: '1' },
    'last-day': { type: 'string', default: DEFAULT_LAST_DAY },
    'data-dir': { type: 'string' },
    reload: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'keep-files': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    synthetic: { type: 'boolean', default: false },
    calls: { type: 'string' },
    out: { type: 'string' },
  },
});

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`--${name} is required`);
  return value;
}

const out = required('out', values.out);
const adminUrl = process.env.BENCH_ADMIN_URL;
if (!adminUrl) throw new Error('BENCH_ADMIN_URL is required');
const name = values.database ?? benchDatabaseName(values.scale);
if (positionals[0] === 'load') {
  const key: LoadKey = {
    scale: values.scale,
    seed: Number(values.seed),
    lastDay: values['last-day'],
    schema: schemaHash(),
  };
  if (values.check) {
    const loaded = await loadedNetwork(adminUrl, name);
    const status = !loaded ? 'missing' : sameKey(loaded.key, key, values.reuse) ? 'kept' : 'stale';
    writeFileSync(
      out,
      JSON.stringify({
        status,
        url: databaseUrl(adminUrl, name),
        result: loaded,
        schema: key.schema,
      }),
    );
  } else {
    const loaded = await ensureLoaded({
      adminUrl,
      name,
      key,
      dataDir: required('data-dir', values['data-dir']),
      reload: values.reload,
      reuse: values.reuse,
      keepFiles: values['keep-files'],
    });
    writeFileSync(out, JSON.stringify({ ...loaded, schema: key.schema }));
  }
} else if (positionals[0] === 'plans') {
  const calls = JSON.parse(readFileSync(required('calls', values.calls), 'utf8')) as PlannedCall[];
  const plans = await planReportCalls(databaseUrl(adminUrl, name), calls);
  writeFileSync(out, JSON.stringify(plans));
} else if (positionals[0] === 'close') {
  if (values.synthetic) {
    const synthetic = `portal_bench_synthetic_${randomBytes(3).toString('hex')}`;
    await createSyntheticNetwork(adminUrl, synthetic, values['last-day']);
    try {
      writeFileSync(out, JSON.stringify(await measureMonthClose(adminUrl, synthetic)));
    } finally {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await dropDatabase(client, synthetic).finally(() => client.end());
    }
  } else {
    writeFileSync(out, JSON.stringify(await measureMonthClose(adminUrl, name)));
  }
} else {
  throw new Error('Usage: cli.ts load|plans|close … (see the comment at the top)');
}
