/**
 * `npm test`: every check and test tier, ending with the line `N passed, N failed`.
 * Type-check, lint and format count as one test each. Server tests run on PGlite, and
 * again on PostgreSQL when TEST_DATABASE_URL is set. Browser tests run in Chromium when
 * /usr/bin/chromium exists (CI installs it; under CI its absence fails), and with
 * TEST_DATABASE_URL some of them again through two server processes on PostgreSQL.
 *
 * Runs go side by side where that shortens the whole on a 2-core machine. The checks go
 * beside the unit tests. The server's two runs go beside each other: each has its own
 * database (PGlite in a child process, a fresh database on the PostgreSQL server), ports
 * and temporary folders, and much of their time is spent waiting on jobs, mail, the
 * operator command's processes and the database rather than computing, so each keeps
 * about a core to itself. Their tests that time things (a statement timeout, a restarted
 * cluster, session and cache expiry, mail awaited for ten seconds, each test's 30 s)
 * measure their own run's processes against deadlines that hold with that core; they
 * miss them only when the machine carries several times its cores in other work. The
 * browser runs go with each other: each starts its own server, database and copy of the
 * built app, and part of their time is spent waiting on pages.
 *
 * Every run shares one Node compile cache, kept for this run only: the operator command,
 * the browser tests' servers and vitest's workers each load the same TypeScript and
 * dependencies again, and Node then reads them compiled instead of compiling them anew.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
process.env.NODE_COMPILE_CACHE ??= path.join(reportDir, 'node-compile-cache');

let passed = 0;
let failed = 0;
const failures: string[] = [];
/** Lines that say why each failure failed, printed just before the last line. */
const reasons: string[] = [];

/** One command of the run: a check (one test) or a vitest run (its tests, from `report`). */
type Run = {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** A vitest run's JSON report; a check has none. */
  report?: string;
};

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** An npm script that counts as one test. */
function check(name: string, script: string): Run {
  return { name, command: npm, args: ['run', '--silent', script] };
}

type VitestSpec = {
  name: string;
  projects: string[];
  env?: NodeJS.ProcessEnv;
  /** Extra command-line arguments: the files to run. */
  args?: string[];
};

function vitest({ name, projects, env, args = [] }: VitestSpec): Run {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    env,
    report,
    command: process.execPath,
    args: [
      VITEST,
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
  };
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
};

/**
 * What went wrong in a failed run, for the end of the log (CI shows only its tail): the
 * tests that failed, the files that could not run, and vitest's unhandled errors.
 */
function whyFailed(report: VitestReport, output: string): string[] {
  const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';
  const why: string[] = [];
  for (const file of report.testResults) {
    const where = path.relative(ROOT, file.name);
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      why.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
    if (file.status === 'failed' && file.message) why.push(`${where}: ${firstLine(file.message)}`);
  }
  // Vitest's own block for errors outside any test (they fail the run, not a test).
  const lines = stripVTControlCharacters(output).split('\n');
  const start = lines.findIndex((line) => line.includes('Unhandled Error'));
  if (start >= 0) {
    const end = lines.findIndex((line, i) => i > start && /^\s*Test Files/.test(line));
    why.push(...lines.slice(start, Math.min(end < 0 ? lines.length : end, start + 40)));
  }
  return why;
}

/** Adds a finished run to the count: a check as one test, a vitest run from its report. */
function tally({ name, report }: Run, ok: boolean, output: string): void {
  if (!report || !existsSync(report)) {
    // A check, or a vitest run that could not even start (a config or import error).
    if (ok && !report) passed += 1;
    else {
      failed += 1;
      failures.push(report ? `${name} (did not run)` : name);
      reasons.push(`--- ${name}`, ...output.trim().split('\n').slice(-40));
    }
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  if (summary.numFailedTests > 0) failures.push(name);
  if (!ok && summary.numFailedTests === 0) {
    failed += 1;
    failures.push(`${name} (exited with an error)`);
  }
  if (!ok) reasons.push(`--- ${name}`, ...whyFailed(summary, output));
}

/** One run, its output shown as it comes. */
async function alone(run: Run): Promise<void> {
  console.log(`\n=== ${run.name}`);
  const { ok, output } = await runCaptured(run.command, run.args, run.env, true);
  tally(run, ok, output);
}

/**
 * Runs a command and keeps its output, also echoing it as it comes when `echo` is set;
 * resolves when it ends, never rejects.
 */
function runCaptured(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  echo = false,
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    const keep = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      chunks.push(chunk);
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    // 'close' follows 'error' when the command could not start: answer once.
    let ended = false;
    const end = (ok: boolean) => {
      if (ended) return;
      ended = true;
      resolve({ ok, output: Buffer.concat(chunks).toString() });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

/**
 * Several runs at once. Each one's output is held back and printed whole when they have
 * all ended, so the log reads as if they had run one after another.
 */
async function sideBySide(runs: Run[]): Promise<void> {
  console.log(`\n=== side by side: ${runs.map((run) => run.name).join('; ')}`);
  const finished = await Promise.all(
    runs.map(async (run) => {
      const started = Date.now();
      const { ok, output } = await runCaptured(run.command, run.args, run.env);
      console.log(`--- ${run.name}: ended after ${Math.round((Date.now() - started) / 1000)} s`);
      return { run, ok, output };
    }),
  );
  for (const { run, ok, output } of finished) {
    console.log(`\n=== ${run.name}\n${output}`);
    tally(run, ok, output);
  }
}

// The checks and the unit tests mostly wait on one core each: side by side they take
// about half as long on two cores.
await sideBySide([
  check('typecheck', 'typecheck'),
  check('lint', 'lint'),
  check('format', 'format:check'),
  vitest({
    name: 'unit and component tests, repository checks, bundle budgets',
    projects: ['shared', 'web', 'repo', 'bundle'],
  }),
]);
// The fuzz tests send 1,000 cases per call on one engine and 300 on the other, to keep a
// full run under 20 minutes: the 1,000 on PostgreSQL when it is there (it answers them
// in about half of PGlite's time), else on PGlite.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const fuzzRuns = (thorough: boolean) => process.env.FUZZ_RUNS ?? (thorough ? '1000' : '300');
const serverRuns = [
  vitest({
    name: 'server on PGlite',
    projects: ['server'],
    env: { TEST_DB_ENGINE: 'pglite', FUZZ_RUNS: fuzzRuns(!postgres) },
  }),
];
if (postgres) {
  serverRuns.push(
    vitest({
      name: 'server on PostgreSQL',
      projects: ['server'],
      env: { TEST_DB_ENGINE: 'postgres', FUZZ_RUNS: fuzzRuns(true) },
    }),
  );
  await sideBySide(serverRuns);
} else {
  await alone(serverRuns[0]!);
  console.log('\n=== server on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
}
if (existsSync(CHROMIUM)) {
  await alone(check('web build', 'build'));
  // The accessibility sweep is about as long as every other browser test together.
  // (Files are named: vitest's --exclude does not reach a project's own file list.)
  const sweep = 'a11y.test.ts';
  const others = readdirSync(path.join(ROOT, 'tests/browser'))
    .filter((file) => file.endsWith('.test.ts') && file !== sweep)
    .map((file) => `tests/browser/${file}`);
  const browserRuns: VitestSpec[] = [
    { name: 'browser tests', projects: ['browser'], args: others },
    {
      name: 'browser tests, accessibility sweep',
      projects: ['browser'],
      args: [`tests/browser/${sweep}`],
    },
  ];
  if (postgres) {
    browserRuns.push({
      name: 'browser tests, two processes on PostgreSQL behind a proxy',
      projects: ['browser-scaled'],
      env: { BROWSER_SCALE_OUT: '1' },
    });
  }
  await sideBySide(
    browserRuns.map((spec) => vitest({ ...spec, env: { CHROMIUM_PATH: CHROMIUM, ...spec.env } })),
  );
} else if (process.env.CI) {
  console.log(`\n=== browser tests: ${CHROMIUM} is missing under CI`);
  failed += 1;
  failures.push('browser tests (no Chromium)');
} else {
  console.log(`\n=== browser tests: skipped (${CHROMIUM} not found; apt-get install chromium)`);
}

rmSync(reportDir, { recursive: true, force: true });
if (reasons.length > 0) console.log(`\nWhy:\n${reasons.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
