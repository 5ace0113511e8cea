/**
 * `npm run bench [-- --scale 10m|100m] [--seed N] [--reload | --reuse] [--keep-files] [--only api|revenue]`:
 * writes docs/benchmarks.md (and docs/benchmark-plans.md) with the machine, the data
 * sizes, the command and the date:
 * - API: throughput and latency of the real server beside a bare Fastify route (api.ts);
 * - revenue data on PostgreSQL: the 10 M-row network (and with `--scale 100m` the 100 M
 *   one) loaded through the real import beside a raw COPY, then p50/p95 of the report
 *   calls for a manager and a member at each loaded size (reports.ts), with the plans
 *   of the slow ones. Loaded databases are kept between runs while the data set and the
 *   migrations are the same; `--reload` loads them again, `--reuse` keeps them across new
 *   migrations (the server applies those at start; the import figures stay the old ones).
 * A section not measured in a run (`--only`) keeps what the file said before.
 *
 * Environment: BENCH_DATABASE_URL (a PostgreSQL role that may create databases; without
 * it the local cluster and a `portal_bench` role, see postgres.ts), BENCH_DATA_DIR
 * (where the generated CSVs go, default $TMPDIR/portal-bench-data; deleted after a
 * load), BENCH_DURATION (s per API row), BENCH_REPORT_SECONDS (s per report call).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import prettier from 'prettier';
import type { CallPlans } from '../apps/server/dev/bench/report-plans.ts';
import type { LoadResult } from '../apps/server/dev/bench/revenue-load.ts';
import { apiSection } from './bench/api.ts';
import { benchAdminUrl, describeServer } from './bench/postgres.ts';
import { measureReports } from './bench/reports.ts';
import { plansDocument, revenueSection, type SizeRun } from './bench/revenue-section.ts';
import { ROOT } from './bench/server.ts';

const DOC = path.join(ROOT, 'docs/benchmarks.md');
const PLANS_DOC = path.join(ROOT, 'docs/benchmark-plans.md');
const SIZES = ['10m', '100m'];
const REVENUE_HEADING = '## Revenue data on PostgreSQL';
/** Hand-written notes on the figures, kept from run to run. */
const NOTES_START = '<!-- notes: kept by npm run bench -->';
const NOTES_END = '<!-- end of notes -->';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '10m' },
    seed: { type: 'string', default: '1' },
    reload: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'keep-files': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
if (!SIZES.includes(values.scale)) throw new Error(`--scale: one of ${SIZES.join(', ')}`);
if (values.only && !['api', 'revenue'].includes(values.only)) throw new Error('--only api|revenue');

/** The file's `## ` sections by heading, to keep those this run does not measure. */
function sections(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of text.split(/^(?=## )/m).slice(1)) {
    found.set(part.split('\n', 1)[0]!.trim(), `${part.trimEnd()}\n`);
  }
  return found;
}

/** Runs apps/server/dev/bench/cli.ts and gives back its JSON answer. */
async function serverBench<T>(adminUrl: string, args: string[]): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-answer-'));
  const out = path.join(dir, 'answer.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [path.join(ROOT, 'apps/server/dev/bench/cli.ts'), ...args, '--out', out],
        {
          env: { ...process.env, BENCH_ADMIN_URL: adminUrl },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`bench cli ${args[0]} exited with ${code}`)),
      );
    });
    return JSON.parse(readFileSync(out, 'utf8')) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type LoadAnswer = {
  status: SizeRun['status'];
  url: string;
  result: LoadResult | undefined;
  /** The migrations' hash now, beside the one the database was loaded under. */
  schema: string;
};

async function measureRevenue(adminUrl: string): Promise<SizeRun[]> {
  const dataRoot = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-data');
  const runs: SizeRun[] = [];
  for (const size of SIZES) {
    const load = SIZES.indexOf(size) <= SIZES.indexOf(values.scale);
    console.error(`== revenue data, ${size}: ${load ? 'load if needed' : 'measure if loaded'}`);
    const answer = await serverBench<LoadAnswer>(adminUrl, [
      'load',
      ...['--scale', size, '--seed', values.seed],
      ...['--data-dir', path.join(dataRoot, `${size}-s${values.seed}`)],
      ...(load ? [] : ['--check']),
      ...(load && values.reload ? ['--reload'] : []),
      ...(values.reuse ? ['--reuse'] : []),
      ...(values['keep-files'] ? ['--keep-files'] : []),
    ]);
    const run: SizeRun = {
      size,
      status: answer.status,
      load: answer.result,
      reused: answer.result !== undefined && answer.result.key.schema !== answer.schema,
    };
    runs.push(run);
    if (!answer.result || (answer.status !== 'kept' && answer.status !== 'loaded')) continue;
    console.error(`== reports at ${size}`);
    run.reports = await measureReports(answer.url, answer.result);
    const calls = run.reports.calls
      .filter((call) => call.path.startsWith('report/'))
      .map(({ label, email, path: call, query }) => ({ label, email, path: call, query }));
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-bench-calls-')), 'c.json');
    writeFileSync(file, JSON.stringify(calls));
    try {
      console.error(`== query plans at ${size}`);
      run.plans = await serverBench<CallPlans[]>(adminUrl, [
        'plans',
        ...['--scale', size, '--calls', file],
      ]);
    } finally {
      rmSync(path.dirname(file), { recursive: true, force: true });
    }
  }
  return runs;
}

function commitDescription(): string {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });
  return `commit ${head.trim()}${dirty.trim() ? ' with uncommitted changes in the tree' : ''}`;
}

const previous = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
const kept = sections(previous);
const date = new Date().toISOString().slice(0, 10);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const loadAtStart = os.loadavg();
let postgres = /^PostgreSQL: .*$/m.exec(kept.get('## Machine') ?? '')?.[0];

const api = values.only === 'revenue' ? kept.get('## API') : await apiSection();
let revenue = kept.get(REVENUE_HEADING);
let plans: string | undefined;
if (values.only !== 'api') {
  const adminUrl = await benchAdminUrl();
  postgres = `PostgreSQL: ${describeServer(adminUrl)}.`;
  const runs = await measureRevenue(adminUrl);
  const notesAt = revenue?.indexOf(NOTES_START) ?? -1;
  const notes =
    revenue && notesAt >= 0
      ? revenue.slice(notesAt, revenue.indexOf(NOTES_END) + NOTES_END.length)
      : `${NOTES_START}\n${NOTES_END}`;
  const args = process.argv.slice(2).join(' ');
  revenue = revenueSection({
    runs,
    command: `npm run bench${args ? ` -- ${args}` : ''}`,
    commit: commitDescription(),
    date,
    notes,
  });
  plans = plansDocument(runs, date);
}

const machine = `## Machine

${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.
${postgres ?? ''}
Load average when the last run started: ${loadAtStart.map((n) => n.toFixed(1)).join(', ')} (1, 5, 15 min). The
machine is shared with other work, which the figures include.
`;
const report = `# Benchmarks

Written by \`npm run bench\`; each section says when and how it was measured.

${[machine, api, revenue].filter(Boolean).join('\n')}`;

const options = { ...(await prettier.resolveConfig(DOC)), parser: 'markdown' };
writeFileSync(DOC, await prettier.format(report, options));
if (plans) writeFileSync(PLANS_DOC, await prettier.format(plans, options));
console.log(readFileSync(DOC, 'utf8'));
