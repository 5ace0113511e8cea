/**
 * Loads a catalogue read by catalogue-file.ts: tags and tracks, idempotent by tag id
 * and ISRC, all of it in one transaction or nothing. Covers given as files are stored
 * by the SHA-256 of their bytes and served by the API (music/cover/…).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '@portal/shared';
import type { Db, Executor } from '../../db/client.ts';
import {
  musicCovers,
  musicFavorites,
  musicTags,
  musicTracks,
  musicTrackSites,
  musicTrackTags,
  siteDomains,
} from '../../db/schema.ts';
import { normalizeDomain } from '../../http/request-context.ts';
import { PNG_SIGNATURE, startsAsSvg } from '../../lib/image-size.ts';
import {
  Problems,
  type CatalogueDocument,
  type CatalogueTag,
  type CatalogueTrack,
  type CoverSource,
} from './catalogue-file.ts';

/** Cover files larger than this are refused (a cover shows at most a few hundred pixels wide). */
export const COVER_BYTES_MAX = 2 * 1024 * 1024;

export type Counts = { added: number; changed: number; unchanged: number };
export type CatalogueSummary = { tags: Counts; tracks: Counts; coversStored: number };

type StoredCover = { sha256: string; contentType: string; bytes: Buffer };

/** The image type of some bytes, from their first bytes; undefined for anything else. */
function imageType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (startsAsSvg(head)) return 'image/svg+xml';
  return undefined;
}

function storedCover(bytes: Buffer): StoredCover | undefined {
  const contentType = imageType(bytes);
  if (!contentType) return undefined;
  return { sha256: createHash('sha256').update(bytes).digest('hex'), contentType, bytes };
}

/**
 * Where cover files come from: beside the catalogue file on the server's disk (the
 * command line), or nowhere (a catalogue sent from the console brings no files, and must
 * not name the server's own).
 */
export type CoverFiles = { kind: 'beside'; baseDir: string | undefined } | { kind: 'none' };

/** Reads a cover file named relative to the catalogue file; a problem names the row. */
function readCover(
  source: CoverSource,
  track: CatalogueTrack,
  files: CoverFiles,
  problems: Problems,
): StoredCover | string | undefined {
  if (source.kind === 'url') return source.url;
  let bytes: Buffer;
  if (source.kind === 'data') {
    bytes = source.bytes;
  } else if (files.kind === 'none') {
    problems.add(track.where, {
      field: 'cover',
      key: 'coverFileNotSent',
      params: { path: source.path },
    });
    return undefined;
  } else {
    const full = path.resolve(files.baseDir ?? process.cwd(), source.path);
    try {
      if (statSync(full).size > COVER_BYTES_MAX) {
        problems.add(track.where, {
          field: 'cover',
          key: 'coverTooLarge',
          params: { path: source.path },
        });
        return undefined;
      }
      bytes = readFileSync(full);
    } catch {
      problems.add(track.where, {
        field: 'cover',
        key: 'coverFileMissing',
        params: { path: source.path, full },
      });
      return undefined;
    }
  }
  const cover = storedCover(bytes);
  if (!cover) problems.add(track.where, { field: 'cover', key: 'coverNotImage' });
  return cover;
}

/** What a track row holds, in a form two tracks can be compared by. */
type TrackState = {
  title: string;
  artist: string;
  category: CatalogueTrack['category'];
  durationSeconds: number;
  shopping: boolean;
  exclusive: boolean;
  coverSha256: string | null;
  coverUrl: string | null;
  previewUrl: string | null;
  releasedOn: string | null;
  allSites: boolean;
  withdrawn: boolean;
};
type Existing = { id: number; state: TrackState; tags: string[]; siteIds: number[] };

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

function sameState(a: TrackState, b: TrackState): boolean {
  return (Object.keys(a) as (keyof TrackState)[]).every((key) => a[key] === b[key]);
}

const TAG_COLUMNS: Record<Locale, 'nameKo' | 'nameEn' | 'nameZhCn' | 'nameZhTw'> = {
  ko: 'nameKo',
  en: 'nameEn',
  'zh-CN': 'nameZhCn',
  'zh-TW': 'nameZhTw',
};

function tagRow(tag: CatalogueTag, position: number) {
  const names = Object.fromEntries(
    LOCALES.map((locale) => [TAG_COLUMNS[locale], tag.names[locale]]),
  ) as Record<(typeof TAG_COLUMNS)[Locale], string>;
  return { id: tag.id, ...names, position };
}

async function existingTracks(trx: Executor, isrcs: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  if (isrcs.length === 0) return found;
  const rows = await trx.select().from(musicTracks).where(inArray(musicTracks.isrc, isrcs));
  const ids = rows.map((row) => row.id);
  const [tagRows, siteRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          trx
            .select()
            .from(musicTrackTags)
            .where(inArray(musicTrackTags.trackId, ids))
            .orderBy(musicTrackTags.trackId, musicTrackTags.position),
          trx
            .select()
            .from(musicTrackSites)
            .where(inArray(musicTrackSites.trackId, ids))
            .orderBy(musicTrackSites.trackId, musicTrackSites.siteId),
        ]);
  for (const row of rows) {
    const { id, isrc, createdAt: _created, updatedAt: _updated, ...state } = row;
    found.set(isrc, {
      id,
      state,
      tags: tagRows.filter((tag) => tag.trackId === id).map((tag) => tag.tagId),
      siteIds: siteRows.filter((site) => site.trackId === id).map((site) => site.siteId),
    });
  }
  return found;
}

/** Site ids by domain, for the domains the file names. */
async function sitesByDomain(db: Executor, domains: string[]): Promise<Map<string, number>> {
  if (domains.length === 0) return new Map();
  const rows = await db
    .select({ domain: siteDomains.domain, siteId: siteDomains.siteId })
    .from(siteDomains)
    .where(inArray(siteDomains.domain, domains));
  return new Map(rows.map((row) => [row.domain, row.siteId]));
}

/** Rows written at once: well below PostgreSQL's limit of parameters per statement. */
const CHUNK = 500;
function chunks<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );
}

/**
 * Checks a catalogue against what it refers to (covers, tags, sites), then loads it in
 * one transaction: tags and tracks are added, or changed where they differ, and left
 * alone where they are the same, so loading a file twice changes nothing. Any problem
 * refuses the whole file, naming every row at fault.
 */
export async function importCatalogue(
  db: Db,
  input: {
    file: string;
    document: CatalogueDocument;
    /** Cover files beside the catalogue file (in `baseDir`) unless said otherwise. */
    baseDir?: string;
    coverFiles?: CoverFiles;
  },
): Promise<CatalogueSummary> {
  const { document } = input;
  const problems = new Problems(input.file, document.problems);

  const covers = new Map<string, StoredCover>();
  const coverOf = new Map<CatalogueTrack, StoredCover | string>();
  for (const track of document.tracks) {
    const files = input.coverFiles ?? { kind: 'beside', baseDir: input.baseDir };
    const cover = readCover(track.cover, track, files, problems);
    if (cover === undefined) continue;
    coverOf.set(track, cover);
    if (typeof cover !== 'string') covers.set(cover.sha256, cover);
  }

  const fileTags = new Set(document.tags.map((tag) => tag.id));
  const named = [...new Set(document.tracks.flatMap((track) => track.tags))];
  const knownRows =
    named.length === 0
      ? []
      : await db.select({ id: musicTags.id }).from(musicTags).where(inArray(musicTags.id, named));
  const known = new Set([...fileTags, ...knownRows.map((row) => row.id)]);

  const domains = [
    ...new Set(document.tracks.flatMap((track) => (track.sites ?? []).map(normalizeDomain))),
  ];
  const siteIds = await sitesByDomain(db, domains);
  for (const track of document.tracks) {
    const unknownTags = track.tags.filter((tag) => !known.has(tag));
    if (unknownTags.length > 0) {
      problems.add(track.where, {
        field: 'tags',
        key: 'unknownTags',
        params: { tags: unknownTags.map((tag) => `"${tag}"`).join(', ') },
      });
    }
    const unknownSites = (track.sites ?? []).filter(
      (domain) => !siteIds.has(normalizeDomain(domain)),
    );
    if (unknownSites.length > 0)
      problems.add(track.where, {
        field: 'sites',
        key: 'unknownSites',
        params: { domains: unknownSites.map((d) => `"${d}"`).join(', ') },
      });
  }
  problems.check();

  return db.transaction(async (trx) => {
    const summary: CatalogueSummary = {
      tags: { added: 0, changed: 0, unchanged: 0 },
      tracks: { added: 0, changed: 0, unchanged: 0 },
      coversStored: 0,
    };

    // Tags first: tracks refer to them.
    if (document.tags.length > 0) {
      const before = new Map(
        (
          await trx
            .select()
            .from(musicTags)
            .where(inArray(musicTags.id, [...fileTags]))
        ).map((row) => [row.id, row]),
      );
      for (const [position, tag] of document.tags.entries()) {
        const row = tagRow(tag, position);
        const old = before.get(tag.id);
        if (!old) {
          await trx.insert(musicTags).values(row);
          summary.tags.added += 1;
        } else if (
          (Object.keys(row) as (keyof typeof row)[]).some((key) => old[key] !== row[key])
        ) {
          await trx.update(musicTags).set(row).where(eq(musicTags.id, tag.id));
          summary.tags.changed += 1;
        } else {
          summary.tags.unchanged += 1;
        }
      }
    }

    for (const batch of chunks([...covers.values()])) {
      const stored = await trx
        .insert(musicCovers)
        .values(batch)
        .onConflictDoNothing()
        .returning({ sha256: musicCovers.sha256 });
      summary.coversStored += stored.length;
    }

    const existing = await existingTracks(
      trx,
      document.tracks.map((track) => track.isrc),
    );
    const toInsert: { track: CatalogueTrack; state: TrackState }[] = [];
    const linksOf = new Map<number, { track: CatalogueTrack; sites: number[] }>();
    for (const track of document.tracks) {
      const cover = coverOf.get(track)!;
      const sites = (track.sites ?? [])
        .map((domain) => siteIds.get(normalizeDomain(domain))!)
        .sort((a, b) => a - b);
      const state: TrackState = {
        title: track.title,
        artist: track.artist,
        category: track.category,
        durationSeconds: track.durationSeconds,
        shopping: track.shopping,
        exclusive: track.exclusive,
        coverSha256: typeof cover === 'string' ? null : cover.sha256,
        coverUrl: typeof cover === 'string' ? cover : null,
        previewUrl: track.previewUrl,
        releasedOn: track.releasedOn,
        allSites: track.sites === null,
        withdrawn: track.withdrawn,
      };
      const old = existing.get(track.isrc);
      if (!old) {
        toInsert.push({ track, state });
        continue;
      }
      const uniqueSites = [...new Set(sites)];
      if (
        sameState(old.state, state) &&
        sameList(old.tags, track.tags) &&
        sameList(old.siteIds, uniqueSites)
      ) {
        summary.tracks.unchanged += 1;
        continue;
      }
      await trx
        .update(musicTracks)
        .set({ ...state, updatedAt: sql`now()` })
        .where(eq(musicTracks.id, old.id));
      await trx.delete(musicTrackTags).where(eq(musicTrackTags.trackId, old.id));
      await trx.delete(musicTrackSites).where(eq(musicTrackSites.trackId, old.id));
      linksOf.set(old.id, { track, sites: uniqueSites });
      summary.tracks.changed += 1;
    }

    for (const batch of chunks(toInsert)) {
      const inserted = await trx
        .insert(musicTracks)
        .values(batch.map(({ track, state }) => ({ isrc: track.isrc, ...state })))
        .returning({ id: musicTracks.id, isrc: musicTracks.isrc });
      const idOf = new Map(inserted.map((row) => [row.isrc, row.id]));
      for (const { track } of batch) {
        const sites = [
          ...new Set((track.sites ?? []).map((domain) => siteIds.get(normalizeDomain(domain))!)),
        ];
        linksOf.set(idOf.get(track.isrc)!, { track, sites });
      }
      summary.tracks.added += batch.length;
    }

    const links = [...linksOf.entries()];
    const tagLinks = links.flatMap(([trackId, { track }]) =>
      track.tags.map((tagId, position) => ({ trackId, tagId, position })),
    );
    const siteLinks = links.flatMap(([trackId, { sites }]) =>
      sites.map((siteId) => ({ siteId, trackId })),
    );
    for (const batch of chunks(tagLinks)) await trx.insert(musicTrackTags).values(batch);
    for (const batch of chunks(siteLinks)) await trx.insert(musicTrackSites).values(batch);

    // A track withdrawn, or no longer shown on a site, leaves the favorites there: it
    // would otherwise hide in a list and still count towards the limit.
    if (summary.tracks.changed > 0) await dropHiddenFavorites(trx);
    return summary;
  });
}

async function dropHiddenFavorites(trx: Executor): Promise<void> {
  await trx.execute(sql`
    delete from ${musicFavorites} f
    using ${musicTracks} t
    where t.id = f.track_id
      and (t.withdrawn or (not t.all_sites and not exists (
        select 1 from ${musicTrackSites} s where s.site_id = f.site_id and s.track_id = t.id)))`);
}
