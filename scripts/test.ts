/**
 * `npm test`: every check and test tier, one after another, ending with the line
 * `N passed, N failed`. Type-check, lint and format count as one test each. Server tests run
 * on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. Browser tests run
 * in Chromium when /usr/bin/chromium exists (CI installs it; under CI its absence fails),
 * and with TEST_DATABASE_URL some of them again through two server processes on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));

let passed = 0;
let failed = 0;
const failures: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function step(name: string, command: string, args: string[]): void {
  console.log(`\n=== ${name}`);
  if (run(command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

function vitest(name: string, projects: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n=== ${name}`);
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(
    process.execPath,
    [
      VITEST,
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  if (!existsSync(report)) {
    // Vitest could not even start (a config or import error): count it as a failure.
    failed += 1;
    failures.push(`${name} (did not run)`);
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTests: number;
  };
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  if (summary.numFailedTests > 0) failures.push(name);
  if (!ok && summary.numFailedTests === 0) {
    failed += 1;
    failures.push(`${name} (exited with an error)`);
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
step('typecheck', npm, ['run', '--silent', 'typecheck']);
step('lint', npm, ['run', '--silent', 'lint']);
step('format', npm, ['run', '--silent', 'format:check']);
vitest('unit and component tests, bundle budgets', ['shared', 'web', 'bundle']);
// The fuzz tests send 1,000 cases per call on one engine and 300 on the other, to keep a
// full run under 20 minutes: the 1,000 on PostgreSQL when it is there (it answers them
// in about half of PGlite's time), else on PGlite.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const fuzzRuns = (thorough: boolean) => process.env.FUZZ_RUNS ?? (thorough ? '1000' : '300');
vitest('server on PGlite', ['server'], {
  TEST_DB_ENGINE: 'pglite',
  FUZZ_RUNS: fuzzRuns(!postgres),
});
if (postgres) {
  vitest('server on PostgreSQL', ['server'], {
    TEST_DB_ENGINE: 'postgres',
    FUZZ_RUNS: fuzzRuns(true),
  });
} else {
  console.log('\n=== server on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
}
if (existsSync(CHROMIUM)) {
  step('web build', npm, ['run', '--silent', 'build']);
  vitest('browser tests', ['browser'], { CHROMIUM_PATH: CHROMIUM });
  if (process.env.TEST_DATABASE_URL) {
    vitest('browser tests, two processes on PostgreSQL behind a proxy', ['browser-scaled'], {
      CHROMIUM_PATH: CHROMIUM,
      BROWSER_SCALE_OUT: '1',
    });
  }
} else if (process.env.CI) {
  console.log(`\n=== browser tests: ${CHROMIUM} is missing under CI`);
  failed += 1;
  failures.push('browser tests (no Chromium)');
} else {
  console.log(`\n=== browser tests: skipped (${CHROMIUM} not found; apt-get install chromium)`);
}

rmSync(reportDir, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
