/**
 * `npm run operator -- catalogue import <files>`: loads the music catalogue (tags and
 * tracks, docs/catalogue-format.md), each file all or nothing, then recomputes the
 * weekly rankings the catalogue feeds.
 */
import path from 'node:path';
import type { Services } from '../../../services.ts';
import type { Database } from '../../../db/client.ts';
import { CatalogueError, readCatalogueFile } from '../../musics/catalogue-file.ts';
import { importCatalogue, type Counts } from '../../musics/catalogue-import.ts';
import { parseOptions, runCommand, typedPath, UsageError } from './command-kit.ts';

export const CATALOGUE_USAGE = `  catalogue import <files> ...         Load the music catalogue: JSON (tags and
                                       tracks) or CSV (tracks, or tags), in the order
                                       given; by ISRC, so loading again changes nothing.`;

function counts(what: string, { added, changed, unchanged }: Counts): string {
  return `${what}: ${added} added, ${changed} changed, ${unchanged} unchanged`;
}

async function run(services: Services, database: Database, args: string[]): Promise<number> {
  const [action, ...rest] = args;
  const parsed = parseOptions(rest, {});
  if (action !== 'import' || parsed.positionals.length === 0) throw new UsageError('');
  let failed = 0;
  let loaded = 0;
  for (const given of parsed.positionals) {
    const file = typedPath(given);
    try {
      const summary = await importCatalogue(database.db, {
        file: path.basename(file),
        document: readCatalogueFile(file),
        baseDir: path.dirname(file),
      });
      loaded += 1;
      console.log(
        `${path.basename(file)}\t${counts('tags', summary.tags)}; ${counts('tracks', summary.tracks)}; ${summary.coversStored} new cover file(s)`,
      );
    } catch (error) {
      if (!(error instanceof CatalogueError)) throw error;
      failed += 1;
      console.error(error.message);
    }
  }
  if (loaded > 0) {
    // Tracks added, withdrawn or limited to some sites change what the rankings may show.
    const all = await services.sites.list();
    for (const { site } of all) await services.musics.refreshRanking(site.id);
    console.error(`Weekly rankings recomputed for ${all.length} site(s).`);
  }
  if (failed > 0) console.error(`${failed} of ${parsed.positionals.length} file(s) refused.`);
  return failed > 0 ? 1 : 0;
}

export function catalogueCommand(
  { services, database }: { services: Services; database: Database },
  args: string[],
  usage: () => number,
): Promise<number> {
  return runCommand(() => run(services, database, args), usage);
}
