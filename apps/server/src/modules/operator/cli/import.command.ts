/**
 * `npm run operator -- import --site <domain> <files or folders>`: loads YouTube's
 * reports, video lists and exchange rates (docs/data-formats.md), each file on its own
 * and all or nothing; a refused file is named with its line and column, and the rest
 * still load. Files go through `importEach`: they are read ahead while earlier ones
 * merge, and a day's views and revenue reports refresh its rollups once (decision 031).
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../db/client.ts';
import type { Services } from '../../../services.ts';
import { ImportError } from '../../revenue/import-problems.ts';
import { importEach } from '../../revenue/revenue-import.ts';
import { parseOptions, runCommand, typedPath, UsageError } from './command-kit.ts';

export const IMPORT_USAGE = `  import --site <domain> <files or folders> ...
                                       Import CSV files (docs/data-formats.md): rates
                                       and video lists first, then reports by name.`;

/** Rates and video lists go first so the reports that follow can use them. */
function loadOrder(file: string): number {
  const name = path.basename(file).toLowerCase();
  if (name.includes('exchange')) return 0;
  if (name.startsWith('video')) return 1;
  return 2;
}

/** Files named on the command line, folders expanded to their `.csv` files. */
export function expandFiles(paths: string[]): string[] {
  const files = paths.flatMap((given) => {
    const full = typedPath(given);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      throw new UsageError(`Cannot read "${given}".`);
    }
    if (!stat.isDirectory()) return [full];
    return readdirSync(full)
      .filter((name) => name.toLowerCase().endsWith('.csv'))
      .map((name) => path.join(full, name));
  });
  return files.sort((a, b) => loadOrder(a) - loadOrder(b) || a.localeCompare(b));
}

async function run(services: Services, database: Database, args: string[]): Promise<number> {
  const parsed = parseOptions(args, { site: { type: 'string' } });
  const domain = parsed.values.site?.trim().toLowerCase();
  if (!domain || parsed.positionals.length === 0) throw new UsageError('');
  const site = await services.sites.resolve(domain);
  const files = expandFiles(parsed.positionals);
  let failed = 0;
  const inputs = files.map((file) => {
    const name = path.basename(file);
    return {
      siteId: site.id,
      file: name,
      open: () => createReadStream(file),
      importedBy: 'command-line',
      onProgress: (rows: number) =>
        process.stderr.write(`  ${name}: ${rows.toLocaleString('en')} rows read\r`),
    };
  });
  // The path the bench's load measures.
  for await (const outcome of importEach(database.pool, inputs)) {
    if ('error' in outcome) {
      if (!(outcome.error instanceof ImportError)) throw outcome.error;
      failed += 1;
      console.error(`${outcome.error.message} — nothing from this file was imported.`);
      continue;
    }
    const { summary } = outcome;
    const days = summary.firstDay ? ` ${summary.firstDay}…${summary.lastDay}` : '';
    const aside = summary.unmatched
      .map((entry) => `${entry.rows} row(s) of unregistered channel ${entry.channelId}`)
      .join('; ');
    console.log(
      `${outcome.file}\t${summary.kind}${days}\tread ${summary.rowsRead}, loaded ${summary.rowsLoaded}, skipped ${
        summary.rowsRead - summary.rowsLoaded
      }${aside ? ` (kept aside: ${aside})` : ''}`,
    );
  }
  if (failed > 0) console.error(`${failed} of ${files.length} file(s) refused.`);
  return failed > 0 ? 1 : 0;
}

export function importCommand(
  { services, database }: { services: Services; database: Database },
  args: string[],
  usage: () => number,
): Promise<number> {
  return runCommand(() => run(services, database, args), usage);
}
