/**
 * The revenue-data benchmark's part of docs/benchmarks.md: the data sizes, the import
 * beside a raw COPY, the report calls per size and their ratio, and where the targets
 * of issues 6 and 12 are missed; and the query plans of the slow calls, in their own
 * file.
 */
import type { CallPlans } from './database/report-plans.ts';
import type { LoadResult } from './database/revenue-load.ts';
import { FLOOR_LABEL, type MeasuredCall, type ReportRun, type Role } from './reports.ts';

export type SizeRun = {
  size: string;
  /** `kept` or `loaded` when measured; otherwise why not. */
  status: 'kept' | 'loaded' | 'missing' | 'stale';
  load: LoadResult | undefined;
  /** Loaded under other migrations and kept with `--reuse`. */
  reused: boolean;
  reports?: ReportRun;
  plans?: CallPlans[];
};

/** Targets: issue 12 (50 ms at 10 M, 1.5× that at 100 M; import ≥ 50 % of COPY), issue 6 (100 ms). */
export const TARGET_P95_MS = 50;
export const ISSUE6_P95_MS = 100;
export const TARGET_GROWTH = 1.5;
export const TARGET_IMPORT_SHARE = 0.5;

const ROLES: Role[] = ['manager', 'member'];
const SIZE_NAMES: Record<string, string> = { '10m': '10 M', '100m': '100 M' };

const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : int(n));
const gb = (bytes: number) =>
  bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${(bytes / 1e6).toFixed(0)} MB`;
const sizeName = (size: string) => SIZE_NAMES[size] ?? size;

/** Statement parameters as JSON, a long array (a search's Shorts) cut to its first few. */
function shortParams(params: unknown[]): string {
  return JSON.stringify(
    params.map((param) =>
      Array.isArray(param) && param.length > 5
        ? [...param.slice(0, 5), `… ${int(param.length)} in all`]
        : param,
    ),
  );
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function find(run: SizeRun, label: string, role: Role): MeasuredCall | undefined {
  return run.reports?.calls.find((call) => call.label === label && call.role === role);
}

function labels(runs: SizeRun[]): string[] {
  const all = runs.flatMap((run) => run.reports?.calls.map((call) => call.label) ?? []);
  return [...new Set(all)];
}

/** Bytes on disk per Short, day and country beside its goal (issue 29). */
const TARGET_COUNTRY_ROW_BYTES = 120;

/**
 * The views and revenue kept per country, with their indexes, per Short, day and country
 * (the views report's: each has a row for every country a Short was seen in).
 */
function perCountryBytes(name: string, tables: LoadResult['tables']): string {
  const views = tables.find((t) => t.name === 'views_by_country');
  const revenue = tables.find((t) => t.name === 'revenue_by_country');
  if (!views || !revenue) return `${name}: no per-country rows`;
  const countryRows = views.countryRows ?? views.rows;
  const bytes = (views.bytes + revenue.bytes) / countryRows;
  return `${name}: ${bytes.toFixed(0)} bytes per Short, day and country (views and revenue with their indexes, ${int(countryRows)} country rows; goal ≤ ${TARGET_COUNTRY_ROW_BYTES})`;
}

function dataSizes(runs: SizeRun[]): string {
  const loaded = runs.filter((run) => run.load);
  const names = [...new Set(loaded.flatMap((run) => run.load!.tables.map((t) => t.name)))];
  const rows = names.map((name) => [
    `\`${name}\``,
    ...loaded.flatMap((run) => {
      const t = run.load!.tables.find((entry) => entry.name === name);
      return t ? [int(t.rows), gb(t.bytes)] : ['–', '–'];
    }),
  ]);
  const head = ['table', ...loaded.flatMap((run) => [`${sizeName(run.size)}: rows`, 'size'])];
  const networks = loaded.map(({ size, load }) => {
    const { network, csv } = load!;
    return `${sizeName(size)}: ${network.members} members, ${int(network.channels)} channels, ${int(network.videos)} Shorts; ${csv.files} CSV files, ${gb(csv.bytes)}`;
  });
  return `### Data sizes

${networks.map((line) => `- ${line}`).join('\n')}

Rows and size (with indexes) of every table that holds any, after the load:

${table(head, rows)}

${loaded.map(({ size, load }) => `- ${perCountryBytes(sizeName(size), load!.tables)}`).join('\n')}`;
}

/** The import's rows per second as a share of the raw COPY's, in the same load. */
function importShare({ import: imported, copy }: LoadResult): number {
  return imported.rows / imported.seconds / (copy.rows / copy.seconds);
}

/** One decimal: a share a little under the target must not read as on it. */
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function importTable(runs: SizeRun[]): string {
  const loaded = runs.filter((run) => run.load);
  const rows = loaded.map(({ size, load }) => {
    const { import: imported, copy } = load!;
    const importRate = imported.rows / imported.seconds;
    const copyRate = copy.rows / copy.seconds;
    const views = imported.byKind.views;
    const revenue = imported.byKind.revenue;
    return [
      sizeName(size),
      int(imported.rows),
      int(imported.seconds),
      int(importRate),
      views ? int(views.rows / views.seconds) : '–',
      revenue ? int(revenue.rows / revenue.seconds) : '–',
      int(copy.seconds),
      int(copyRate),
      percent(importShare(load!)),
      `${load!.loadedAt.slice(0, 10)}, load ${load!.loadAverage[2]!.toFixed(1)}`,
    ];
  });
  const misses = loaded
    .map(({ size, load }) => {
      const share = importShare(load!);
      return share >= TARGET_IMPORT_SHARE
        ? undefined
        : `- Import at ${sizeName(size)}: ${percent(share)} of raw COPY, ${((TARGET_IMPORT_SHARE - share) * 100).toFixed(1)} points under the 50 % target (issue 12): the merges, one file at a time in file order, are the import's path: a day's rollups (each Short's day written into four indexes, and after each checkpoint the whole pages of \`video_daily\`'s key into the WAL) are most of each, while the reading runs beside them in worker threads on the same two cores (docs/decisions/031).`;
    })
    .filter(Boolean);
  const aside = loaded.filter((run) => run.load!.import.rowsAside > 0);
  const carriedOn = loaded
    .filter(({ load }) => (load!.runs ?? 1) > 1 || (load!.alreadyIn?.files ?? 0) > 0)
    .map(({ size, load }) => {
      const runs = load!.runs ?? 1;
      const before = load!.alreadyIn ?? { files: 0, rows: 0 };
      return `- ${sizeName(size)} was loaded in ${runs} run${runs === 1 ? '' : 's'}, each carrying on where the one before was cut off.${
        before.files > 0
          ? ` ${int(before.files)} files (${int(before.rows)} rows) had been imported by a run that did not keep its times: the figures above are those of the other ${int(load!.import.rows)} rows.`
          : ''
      }`;
    });
  return `### Import

Every file of the data set (exchange rates, video list, then each day's views and revenue
report) as the generator writes it (in a worker thread, a few days ahead, on the other
core), a week's files at a time: \`COPY … FROM STDIN\` of those files, one per statement,
into plain tables with the files' columns and no index (emptied after each file,
untimed), then the same files through the real import as \`npm run operator -- import\`
runs it on a folder (\`importEach\`, one transaction per file, each file read into its
stage while the one before merges, a day's rollups refreshed once by its second file; the seconds of a kind are the
wall-clock time between files), from the same process. \`VACUUM (ANALYZE)\` afterwards is not counted.

${table(
  [
    'data set',
    'rows',
    'import s',
    'import rows/s',
    'views files rows/s',
    'revenue files rows/s',
    'COPY s',
    'COPY rows/s',
    'import ÷ COPY',
    'loaded (15-min load average)',
  ],
  rows,
)}
${misses.length > 0 ? `\n${misses.join('\n')}\n` : ''}${
    carriedOn.length > 0 ? `\n${carriedOn.join('\n')}\n` : ''
  }${
    aside.length > 0
      ? `\nRows kept aside (unregistered channels): ${aside.map((run) => `${sizeName(run.size)} ${int(run.load!.import.rowsAside)}`).join(', ')}.\n`
      : ''
  }`;
}

function reportsTable(run: SizeRun): string {
  const rows = labels([run]).map((label) => {
    const cells = ROLES.flatMap((role) => {
      const call = find(run, label, role);
      return call ? [ms(call.timing.p50), ms(call.timing.p95)] : ['–', '–'];
    });
    const requests = ROLES.map((role) => find(run, label, role)?.timing.requests ?? 0);
    return [label, ...cells, requests.join(' / ')];
  });
  return table(
    [
      'call',
      'manager p50 ms',
      'manager p95 ms',
      'member p50 ms',
      'member p95 ms',
      'requests (manager / member)',
    ],
    rows,
  );
}

function ratioTable(small: SizeRun, large: SizeRun): string {
  const rows = labels([small, large]).map((label) => [
    label,
    ...ROLES.map((role) => {
      const a = find(small, label, role);
      const b = find(large, label, role);
      return a && b ? `${(b.timing.p95 / a.timing.p95).toFixed(2)}×` : '–';
    }),
  ]);
  return table(['call', 'manager p95 100 M ÷ 10 M', 'member p95 100 M ÷ 10 M'], rows);
}

/** Every call over a target, with by how much. */
function missedTargets(runs: SizeRun[]): string[] {
  const lines: string[] = [];
  const small = runs.find((run) => run.size === '10m' && run.reports);
  const large = runs.find((run) => run.size === '100m' && run.reports);
  const reportsOnly = (run: SizeRun | undefined) =>
    run?.reports?.calls.filter((call) => call.label !== FLOOR_LABEL) ?? [];
  for (const call of reportsOnly(small)) {
    const { p95 } = call.timing;
    if (p95 <= TARGET_P95_MS) continue;
    const issue6 =
      p95 >= ISSUE6_P95_MS
        ? `; also over issue 6's 100 ms by ${ms(p95 - ISSUE6_P95_MS)} ms`
        : `; within issue 6's 100 ms`;
    lines.push(
      `- 10 M, ${call.role}, ${call.label}: p95 ${ms(p95)} ms, ${(p95 / TARGET_P95_MS).toFixed(1)}× the 50 ms target${issue6}.`,
    );
  }
  for (const call of reportsOnly(large)) {
    const { p95 } = call.timing;
    const limit = TARGET_P95_MS * TARGET_GROWTH;
    const before = small && find(small, call.label, call.role)?.timing.p95;
    const growth = before ? p95 / before : undefined;
    if (p95 <= limit && (growth === undefined || growth <= TARGET_GROWTH)) continue;
    lines.push(
      `- 100 M, ${call.role}, ${call.label}: p95 ${ms(p95)} ms (${(p95 / limit).toFixed(1)}× the ${limit} ms target)` +
        (growth === undefined ? '.' : `, ${growth.toFixed(2)}× its 10 M p95.`),
    );
  }
  return lines;
}

export function revenueSection(input: {
  runs: SizeRun[];
  command: string;
  commit: string;
  date: string;
  notes: string;
}): string {
  const { runs } = input;
  const parts = [
    `## Revenue data on PostgreSQL

Measured on ${input.date} by \`${input.command}\` (${input.commit}). The data sets are
\`npm run demo:generate -- --scale 10m|100m --seed ${runs[0]?.load?.key.seed ?? 1} --last-day ${runs[0]?.load?.key.lastDay ?? '2026-11-19'}\`,
loaded into \`portal_bench_10m\` / \`portal_bench_100m\` with the demo's members, approved
channels, assignments and fee rates (\`ensureDemoNetwork\`), and kept between runs while
the generator's options and the migrations stay the same (\`--reload\` loads again).
\`npm run bench\` loads 10 M when needed and measures 100 M when it is loaded;
\`npm run bench -- --scale 100m\` loads 100 M too (hours on this machine).`,
  ];
  const reused = runs.filter((run) => run.reused && run.reports);
  if (reused.length > 0) {
    parts.push(
      `${reused.map((run) => sizeName(run.size)).join(' and ')}: loaded under earlier migrations and kept with \`--reuse\` (the server applied the newer ones at start); the import figures are those of that load.`,
    );
  }
  const unmeasured = runs.filter((run) => !run.reports);
  if (unmeasured.length > 0) {
    parts.push(
      unmeasured
        .map(
          (run) =>
            `${sizeName(run.size)} was not measured in this run: its database is ${run.status === 'missing' ? 'not loaded' : 'from other migrations or another data set'} (\`npm run bench -- --scale ${run.size}\` loads it).`,
        )
        .join('\n'),
    );
  }
  if (runs.some((run) => run.load)) parts.push(dataSizes(runs), importTable(runs));
  const measured = runs.filter((run) => run.reports);
  if (measured.length > 0) {
    parts.push(`### Reports

The real server (\`apps/server/src/main.ts\`, \`DATABASE_URL\` on the bench database,
\`DEMO=off\`, pool of 10), logged in as the site's manager and as the member with the most
channels; each call made one request at a time (${3} warm-up requests, then up to
${process.env.BENCH_REPORT_SECONDS ?? 8} s or 200 requests, at least 15), over HTTP on the same
machine. Money in KRW at each day's rate (the site's currency). "One channel" and
"video detail" use the viewer's top channel and top Short of the last 28 days; the search
is a title word found in about a tenth of the titles. The first row, \`member/me\` on the
same server, reads no report: it is what any authenticated call costs on this machine
while the run lasts, the floor under the others.`);
    for (const run of measured) {
      const settled = run.reports!.settledAfter;
      parts.push(
        `#### ${sizeName(run.size)} rows\n\n${reportsTable(run)}\n\nThe server kept the database busy for ${int(settled)} s after it started (its own work on the data, waited out before measuring).`,
      );
      const problems = run.reports!.problems;
      if (problems.length > 0) {
        parts.push(
          `Problems at ${sizeName(run.size)}:\n\n${problems.map((p) => `- ${p}`).join('\n')}`,
        );
      }
    }
    const small = measured.find((run) => run.size === '10m');
    const large = measured.find((run) => run.size === '100m');
    if (small && large) parts.push(`#### 100 M ÷ 10 M (p95)\n\n${ratioTable(small, large)}`);
    const missed = missedTargets(measured);
    parts.push(
      `### Targets

Issue 6: every report call p95 under 100 ms at 10 M rows. Issue 12: p95 ≤ 50 ms at 10 M
rows and ≤ 1.5× that (75 ms) at 100 M; import ≥ 50 % of raw COPY.

${missed.length > 0 ? missed.join('\n') : 'Every report call measured here is within its targets.'}

The query plans (\`EXPLAIN (ANALYZE, BUFFERS)\` of every statement of each call, made once
through the server's own services) of the calls over 50 ms are in
[benchmark-plans.md](benchmark-plans.md).`,
    );
  }
  parts.push(input.notes);
  return `${parts.join('\n\n')}\n`;
}

/** Statements quicker than this are listed without their plan. */
const PLAN_FROM_MS = 5;

/** docs/benchmark-plans.md: each slow call's statements, slowest first, with their plans. */
export function plansDocument(runs: SizeRun[], date: string): string {
  const parts = [
    `# Query plans of the slow report calls

Written by \`npm run bench\` on ${date}: for every call whose p95 in
[benchmarks.md](benchmarks.md) is over ${TARGET_P95_MS} ms, each statement it ran, slowest
first, with \`EXPLAIN (ANALYZE, BUFFERS)\` (the call made once through the server's own
services; timings under EXPLAIN ANALYZE run a little slower than the real ones).
Statements under ${PLAN_FROM_MS} ms are listed without their plan.`,
  ];
  for (const run of runs) {
    for (const call of run.plans ?? []) {
      const measured = run.reports?.calls.find(
        (entry) => entry.label === call.label && entry.email === call.email,
      );
      if (!measured || measured.timing.p95 <= TARGET_P95_MS) continue;
      const statements = call.queries
        .map((query, index) => {
          const sql = query.sql.replace(/\n\s*\n/g, '\n').trim();
          const head = `${index + 1}. ${ms(query.ms)} ms, parameters \`${shortParams(query.params)}\``;
          if (query.ms < PLAN_FROM_MS) {
            return `${head}: \`${sql.replace(/\s+/g, ' ').slice(0, 100)}…\``;
          }
          return `${head}

   \`\`\`sql
${indent(sql)}
   \`\`\`

   \`\`\`text
${indent(query.plan)}
   \`\`\``;
        })
        .join('\n\n');
      parts.push(
        `## ${sizeName(run.size)}, ${measured.role}: ${call.label} (p95 ${ms(measured.timing.p95)} ms)\n\n${statements}`,
      );
    }
  }
  return `${parts.join('\n\n')}\n`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `   ${line}`)
    .join('\n');
}
