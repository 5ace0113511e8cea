import type { Db } from '../../db/client.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { parseCatalogueCsv, parseCatalogueJson } from './catalogue-file.ts';
import { importCatalogue, type CatalogueSummary } from './catalogue-import.ts';
import type { MusicsRepo, TrackRow } from './musics.repo.ts';
import type { MusicsService } from './musics.service.ts';

/** A catalogue track as operators see it: its tags' ids and the sites it is limited to. */
export type CatalogueTrackView = { row: TrackRow; tags: string[]; sites: string[] | null };

/**
 * The music catalogue as operators keep it from the console (docs/product.md §4.12.2):
 * a file sent whole, read and loaded like `npm run operator -- catalogue import`, and
 * the whole catalogue searched.
 */
export function createCatalogueService(deps: {
  db: Db;
  musics: MusicsRepo;
  rankings: Pick<MusicsService, 'refreshRanking'>;
  sites: Pick<SitesService, 'list'>;
}) {
  return {
    /**
     * Loads a catalogue file: `.json` as JSON, anything else as CSV. Covers are https
     * addresses here (a file sent alone brings no cover files). A refused file throws
     * the CatalogueError with every problem; a loaded one has the rankings recomputed.
     */
    async importFile(file: string, bytes: Buffer): Promise<CatalogueSummary> {
      const content = bytes.toString('utf8');
      const document = file.toLowerCase().endsWith('.json')
        ? parseCatalogueJson(file, content)
        : parseCatalogueCsv(file, content);
      const summary = await importCatalogue(deps.db, {
        file,
        document,
        coverFiles: { kind: 'none' },
      });
      // Tracks added, withdrawn or limited to some sites change what the rankings may show.
      for (const { site } of await deps.sites.list()) await deps.rankings.refreshRanking(site.id);
      return summary;
    },

    /** A page of every track, by title, matching `search` (title, artist or ISRC). */
    async tracks(
      search: string | undefined,
      page: { page: number; size: number },
    ): Promise<{ total: number; tracks: CatalogueTrackView[] }> {
      const { total, rows } = await deps.musics.catalogueTracks(search, {
        limit: page.size,
        offset: page.page * page.size,
      });
      const ids = rows.map((row) => row.id);
      const [tags, sites] = await Promise.all([
        deps.musics.tagIdsOf(ids),
        deps.musics.siteDomainsOf(ids),
      ]);
      return {
        total,
        tracks: rows.map((row) => ({
          row,
          tags: tags.get(row.id) ?? [],
          sites: row.allSites ? null : (sites.get(row.id) ?? []),
        })),
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
