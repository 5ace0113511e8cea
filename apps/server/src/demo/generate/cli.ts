/**
 * `npm run demo:generate -- [--out <dir>] [--seed <n>] [--scale <name or factor>]
 * [--last-day YYYY-MM-DD]`: writes a demo network's import files (see generate.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../config.ts';
import { DEFAULT_LAST_DAY, generateDemoData, type Progress } from './generate.ts';
import { parseIsoDay } from './network.ts';
import { parseScale, SCALE_NAMES } from './scale.ts';

const USAGE = `Usage: npm run demo:generate -- [options]

Writes a demo network's data files (docs/data-formats.md): demo-network.json,
videos.csv, exchange_rates.csv and a views and a revenue report per day.

Options:
  --out <dir>             where to write (default data/demo-import); files of an
                          earlier run there are replaced
  --seed <n>              whole number 0–4294967295 (default 1): same seed, same files
  --scale <size>          ${SCALE_NAMES.join(', ')} or a factor of the default (default: default)
  --last-day YYYY-MM-DD   the last day of the window (default ${DEFAULT_LAST_DAY})`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const number = new Intl.NumberFormat('en');

async function main(args: string[]): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        out: { type: 'string' },
        seed: { type: 'string', default: '1' },
        scale: { type: 'string', default: 'default' },
        'last-day': { type: 'string', default: DEFAULT_LAST_DAY },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const seed = Number(values.seed);
  if (!/^\d+$/.test(values.seed) || seed > 0xffff_ffff) fail(`Bad --seed: ${values.seed}`);
  const scale = parseScale(values.scale);
  if (!scale) fail(`Bad --scale: ${values.scale}`);
  const lastDay = values['last-day'];
  if (parseIsoDay(lastDay) === undefined) fail(`Bad --last-day: ${lastDay}`);
  // npm runs the script in the server workspace; INIT_CWD is where the command was typed.
  const outDir = values.out
    ? path.resolve(process.env.INIT_CWD || process.cwd(), values.out)
    : path.join(REPO_ROOT, 'data/demo-import');

  const started = performance.now();
  let lastReport = started;
  const report = (progress: Progress) => {
    const now = performance.now();
    if (now - lastReport < 2000 && progress.day < progress.days) return;
    lastReport = now;
    console.error(
      `day ${progress.day}/${progress.days} (${progress.date}): ${number.format(progress.files)} files, ` +
        `${number.format(progress.viewsRows)} views rows, ${number.format(progress.revenueRows)} revenue rows`,
    );
  };
  console.error(
    `Writing the ${scale.name} demo network (${number.format(scale.channels)} channels, ` +
      `${number.format(scale.shorts)} Shorts, ${scale.days} days, seed ${seed}) into ${outDir}`,
  );
  const summary = await generateDemoData({ outDir, seed, scale, lastDay, onProgress: report });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    [
      `Wrote ${summary.files} files (${(summary.bytes / 1e6).toFixed(1)} MB) into ${outDir} in ${seconds.toFixed(1)} s:`,
      `  ${summary.members} members, ${number.format(summary.channels)} channels, ${number.format(summary.videos)} Shorts, ` +
        `${summary.firstDay} to ${summary.lastDay}`,
      `  ${number.format(summary.viewsRows)} views rows, ${number.format(summary.revenueRows)} revenue rows`,
    ].join('\n'),
  );
}

await main(process.argv.slice(2));
