/**
 * `npm run bench [-- --scale 10m|100m] [--seed N] [--reload | --reuse] [--keep-files] [--only first-load,lighthouse,api,revenue,youtube,month-close] [--database portal_bench_<name>]`:
 * writes docs/benchmarks.md (and docs/benchmark-plans.md) with the machine, the data
 * sizes, the command and the date:
 * - first load: gzipped JS and CSS per route, and the login page and a manager's dashboard
 *   in Chromium under Slow 4G and 4× CPU slowdown beside their floor (first-load.ts);
 * - Lighthouse: its mobile performance score, Total Blocking Time and LCP for the login page
 *   and every page of the main menu, signed in (lighthouse.ts), on the same build and server;
 * - API: throughput and latency of the real server beside a bare Fastify route, and
 *   /healthz and a static file while a heavy report runs (api.ts); these two share one
 *   server on the embedded database with the demo network, measured once its data loaded;
 * - revenue data on PostgreSQL: the 10 M-row network (and with `--scale 100m` the 100 M
 *   one) loaded through the real import beside a raw COPY, then p50/p95 of the report
 *   calls for a manager and a member at each loaded size (reports.ts), with the plans
 *   of the slow ones. Loaded databases are kept between runs while the data set and the
 *   migrations are the same; `--reload` loads them again, `--reuse` keeps them across new
 *   migrations (the server applies those at start; the import figures stay the old ones).
 *   A load cut off carries on where it stopped in the next run (revenue-load.ts).
 *   `--database` times the reports on that database instead, a copy of the `--scale`
 *   network (`createdb -T portal_bench_10m`), so that a change can be measured on data of
 *   its own; it is never loaded there, and the other size is not measured.
 * - a report from YouTube: one day of the 10 M network published on the YouTube stand-in,
 *   fetched by the connected server, until report/summary shows it (youtube.ts).
 * - closing a month on PostgreSQL: every finished month of a copy of the loaded 10 M
 *   network closed in order, each timed (a database of its shape when it is not loaded).
 * A section not measured in a run (`--only`) keeps what the file said before.
 *
 * Environment: BENCH_DATABASE_URL (a PostgreSQL role that may create databases; without
 * it the local cluster and a `portal_bench` role, see postgres.ts), BENCH_DATA_DIR
 * (where the generated CSVs go, default $TMPDIR/portal-bench-data; each deleted once
 * loaded, unless --keep-files), BENCH_DURATION (s per API row), BENCH_REPORT_SECONDS (s per report call).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import prettier from 'prettier';
import { buildWeb, measureBundle, readBudgets } from './bundle-sizes.ts';
import {
  apiSection,
  responsivenessSection,
  waitUntilAnswering,
  type EmbeddedServer,
} from './bench/api.ts';
import { firstLoadSection } from './bench/first-load.ts';
import { lighthouseSection } from './bench/lighthouse.ts';
import { benchAdminUrl, describeServer } from './bench/postgres.ts';
import { monthCloseSection } from './bench/month-close-section.ts';
import { measureReports } from './bench/reports.ts';
import { plansDocument, revenueSection, type SizeRun } from './bench/revenue-section.ts';
import { measureYouTube, youtubeSection } from './bench/youtube.ts';
import { login, ROOT, startServer } from './bench/server.ts';
import type { CallPlans } from './bench/database/report-plans.ts';
import type { MonthCloseRun } from './bench/database/month-close.ts';
import type { LoadResult } from './bench/database/revenue-load.ts';

const DOC = path.join(ROOT, 'docs/benchmarks.md');
const PLANS_DOC = path.join(ROOT, 'docs/benchmark-plans.md');
const SIZES = ['10m', '100m'];
const REVENUE_HEADING = '## Revenue data on PostgreSQL';
const YOUTUBE_HEADING = '## Reports from YouTube';
const ONLY = ['first-load', 'lighthouse', 'api', 'revenue', 'youtube', 'month-close'];
const MONTH_CLOSE_HEADING = '## Closing a month on PostgreSQL';
const EMBEDDED_HEADINGS = [
  '## First load',
  '## Lighthouse',
  '## API',
  '## Embedded mode under a heavy report',
];
/** Hand-written notes on the figures, kept from run to run. */
const NOTES_START = '<!-- notes: kept by npm run bench -->';
const NOTES_END = '<!-- end of notes -->';

/** The network a report from YouTube is timed on. */
const YOUTUBE_SCALE = '10m';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '10m' },
    seed: { type: 'string', default: '1' },
    reload: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'keep-files': { type: 'boolean', default: false },
    only: { type: 'string' },
    database: { type: 'string' },
  },
});
if (!SIZES.includes(values.scale)) throw new Error(`--scale: one of ${SIZES.join(', ')}`);
/** The sections to measure: all, or those `--only` names (comma-separated). */
const only = values.only?.split(',');
if (only?.some((name) => !ONLY.includes(name))) throw new Error(`--only ${ONLY.join('|')}[,…]`);
const wanted = (name: string) => !only || only.includes(name);

/** The file's `## ` sections by heading, to keep those this run does not measure. */
function sections(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of text.split(/^(?=## )/m).slice(1)) {
    found.set(part.split('\n', 1)[0]!.trim(), `${part.trimEnd()}\n`);
  }
  return found;
}

/** The hand-written notes block of a section, if it has one. */
function notesOf(section: string | undefined): string | undefined {
  const start = section?.indexOf(NOTES_START) ?? -1;
  const end = section?.indexOf(NOTES_END) ?? -1;
  return section && start >= 0 && end > start
    ? section.slice(start, end + NOTES_END.length)
    : undefined;
}

/** Runs scripts/bench/database/cli.ts and gives back its JSON answer. */
async function serverBench<T>(adminUrl: string, args: string[]): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-answer-'));
  const out = path.join(dir, 'answer.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [path.join(ROOT, 'scripts/bench/database/cli.ts'), ...args, '--out', out],
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
  const copy = values.database;
  for (const size of copy ? [values.scale] : SIZES) {
    const load = !copy && SIZES.indexOf(size) <= SIZES.indexOf(values.scale);
    const database = copy ? ['--database', copy] : [];
    console.error(`== revenue data, ${size}: ${load ? 'load if needed' : 'measure if loaded'}`);
    const answer = await serverBench<LoadAnswer>(adminUrl, [
      'load',
      ...database,
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
        ...database,
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

const loadAverageNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

/**
 * The sections measured on the embedded database: the web app built into a folder of its
 * own, the real server on a fresh data folder with the demo network, once its data loaded.
 */
async function measureEmbedded(): Promise<Map<string, string>> {
  const sections = new Map<string, string>();
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  console.error('== building the web app');
  buildWeb(webDir);
  const budgets = readBudgets();
  const sizes = measureBundle(webDir, budgets);
  const password = randomBytes(9).toString('base64url');
  console.error('== starting the server and waiting for the demo data to load');
  const server = await startServer(
    { DEMO: 'on', DEMO_PASSWORD: password, WEB_DIST_DIR: webDir },
    /^Demo data: loaded/,
  );
  try {
    const domain = 'localhost';
    const embedded: EmbeddedServer = {
      baseUrl: server.baseUrl,
      domain,
      memberToken: await login(server.baseUrl, domain, 'creator1@demo.example.com', password),
      managerToken: await login(server.baseUrl, domain, 'manager@demo.example.com', password),
      data: 'its default data (4,000 Shorts on 40 channels, 180 days)',
      settledAfter: 0,
    };
    console.error('== waiting for the server to finish its own work on the data');
    embedded.settledAfter = await waitUntilAnswering(embedded);
    if (wanted('first-load')) {
      sections.set(
        '## First load',
        await firstLoadSection({
          baseUrl: server.baseUrl,
          managerToken: embedded.managerToken,
          sizes,
          budgets,
          date,
          loadAverage: loadAverageNow(),
        }),
      );
    }
    if (wanted('lighthouse')) {
      sections.set(
        '## Lighthouse',
        await lighthouseSection({
          baseUrl: server.baseUrl,
          managerToken: embedded.managerToken,
          memberToken: embedded.memberToken,
          date,
          loadAverage: loadAverageNow,
        }),
      );
    }
    if (wanted('api')) {
      sections.set('## API', await apiSection(embedded, { date, loadAverage: loadAverageNow() }));
      const script = sizes.firstLoad.files.find((file) => file.endsWith('.js'));
      const style = sizes.firstLoad.files.find((file) => file.endsWith('.css'));
      sections.set(
        '## Embedded mode under a heavy report',
        await responsivenessSection(embedded, {
          date,
          loadAverage: loadAverageNow(),
          scriptPath: `/${script}`,
          stylePath: `/${style}`,
        }),
      );
    }
  } finally {
    await server.stop();
    rmSync(webDir, { recursive: true, force: true });
  }
  return sections;
}

const previous = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
const kept = sections(previous);
const date = new Date().toISOString().slice(0, 10);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const loadAtStart = os.loadavg();
let postgres = /^PostgreSQL: .*$/m.exec(kept.get('## Machine') ?? '')?.[0];

const embedded =
  wanted('first-load') || wanted('lighthouse') || wanted('api')
    ? await measureEmbedded()
    : new Map<string, string>();
// A section measured again keeps the notes written under it by hand.
const [firstLoad, lighthouse, api, responsiveness] = EMBEDDED_HEADINGS.map((heading) => {
  const fresh = embedded.get(heading);
  const notes = notesOf(kept.get(heading));
  if (!fresh) return kept.get(heading);
  return notes ? `${fresh.trimEnd()}\n\n${notes}\n` : fresh;
});
let revenue = kept.get(REVENUE_HEADING);
let plans: string | undefined;
if (wanted('revenue')) {
  const adminUrl = await benchAdminUrl();
  postgres = `PostgreSQL: ${describeServer(adminUrl)}.`;
  const runs = await measureRevenue(adminUrl);
  const notes = notesOf(revenue) ?? `${NOTES_START}\n${NOTES_END}`;
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

let youtube = kept.get(YOUTUBE_HEADING);
if (wanted('youtube')) {
  const adminUrl = await benchAdminUrl();
  postgres = `PostgreSQL: ${describeServer(adminUrl)}.`;
  const dataRoot = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-data');
  console.error(`== a report from YouTube, ${YOUTUBE_SCALE}: load if needed`);
  const answer = await serverBench<LoadAnswer>(adminUrl, [
    'load',
    ...['--scale', YOUTUBE_SCALE, '--seed', values.seed],
    ...['--data-dir', path.join(dataRoot, `${YOUTUBE_SCALE}-s${values.seed}`)],
    ...(values.reuse ? ['--reuse'] : []),
  ]);
  if (!answer.result) throw new Error(`the ${YOUTUBE_SCALE} network is not loaded`);
  const loadAverage = loadAverageNow();
  const run = await measureYouTube({
    url: answer.url,
    manager: answer.result.manager,
    password: answer.result.password,
    seed: Number(values.seed),
    scale: YOUTUBE_SCALE,
    lastDay: answer.result.key.lastDay,
  });
  const args = process.argv.slice(2).join(' ');
  youtube = youtubeSection({
    run,
    command: `npm run bench${args ? ` -- ${args}` : ''}`,
    commit: commitDescription(),
    date,
    loadAverage,
  });
}

let monthClose = kept.get(MONTH_CLOSE_HEADING);
if (wanted('month-close')) {
  const adminUrl = await benchAdminUrl();
  postgres = `PostgreSQL: ${describeServer(adminUrl)}.`;
  // A network this role cannot read (loaded by another) counts as not loaded.
  const check = await serverBench<LoadAnswer>(adminUrl, [
    'load',
    ...['--scale', '10m', '--seed', values.seed, '--check'],
    ...(values.reuse ? ['--reuse'] : []),
  ]).catch(() => undefined);
  const loaded = check?.status === 'kept';
  console.error(
    `== closing months on ${loaded ? 'the loaded 10 M network' : 'a 10 M-shaped database'}`,
  );
  const run = await serverBench<MonthCloseRun>(adminUrl, [
    'close',
    ...['--scale', '10m'],
    ...(loaded ? [] : ['--synthetic']),
  ]);
  const args = process.argv.slice(2).join(' ');
  monthClose = monthCloseSection(run, {
    command: `npm run bench${args ? ` -- ${args}` : ''}`,
    commit: commitDescription(),
    date,
    about: loaded
      ? 'the loaded 10 M network'
      : "a database of the 10 M network's shape made for the run (400 channels, 8 members, 180 days of `channel_daily`, what a close reads; no loaded 10 M network this role could read)",
  });
}

const machine = `## Machine

${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.
${postgres ?? ''}
Load average when the last run started: ${loadAtStart.map((n) => n.toFixed(1)).join(', ')} (1, 5, 15 min). The
machine is shared with other work, which the figures include.
`;
const report = `# Benchmarks

Written by \`npm run bench\`; each section says when and how it was measured.

${[machine, firstLoad, lighthouse, api, responsiveness, revenue, youtube, monthClose].filter(Boolean).join('\n')}`;

const options = { ...(await prettier.resolveConfig(DOC)), parser: 'markdown' };
writeFileSync(DOC, await prettier.format(report, options));
if (plans) writeFileSync(PLANS_DOC, await prettier.format(plans, options));
console.log(readFileSync(DOC, 'utf8'));
