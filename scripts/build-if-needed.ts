/**
 * Part of `npm start`: builds the web app when apps/web/dist is missing or older
 * than any of its sources, so a fresh clone and an edited tree both serve current code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILT = path.join(ROOT, 'apps/web/dist/index.html');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/bundle-budgets.json',
  'apps/web/public',
  'packages/shared/src',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source))));
if (builtAt >= sourcesAt) {
  console.log('Web app is up to date.');
} else {
  console.log(
    builtAt ? 'Web sources changed: building the web app…' : 'Building the web app (first start)…',
  );
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
}
