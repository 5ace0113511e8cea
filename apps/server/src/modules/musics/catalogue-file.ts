/**
 * Catalogue files (docs/catalogue-format.md): a JSON document with tags and tracks, a
 * CSV of tracks, or a CSV of tags. Reading checks every row and names the rows it
 * refuses; nothing here touches the database (catalogue-import.ts loads what this reads).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  LOCALES,
  MUSIC_CATEGORIES,
  MUSIC_TAG_ID_PATTERN,
  normaliseIsrc,
  type Locale,
  type MusicCategory,
} from '@portal/shared';
import { catalogueLine, type CatalogueIssue } from './catalogue-problems.ts';

export const CATALOGUE_TEXT_MAX = 200;
export const TAG_NAME_MAX = 40;
export const TRACK_SECONDS_MAX = 3_600;
/** Problems listed at once when a file is refused; more are counted, not listed. */
const PROBLEMS_LISTED = 20;

/** A cover as a file names it: an https address, a file beside the catalogue, or bytes made in memory (the demo). */
export type CoverSource =
  { kind: 'url'; url: string } | { kind: 'file'; path: string } | { kind: 'data'; bytes: Buffer };

export type CatalogueTag = { id: string; names: Record<Locale, string>; where: string };

export type CatalogueTrack = {
  isrc: string;
  title: string;
  artist: string;
  category: MusicCategory;
  tags: string[];
  durationSeconds: number;
  shopping: boolean;
  exclusive: boolean;
  cover: CoverSource;
  previewUrl: string | null;
  releasedOn: string | null;
  /** Domains of the sites the track is limited to; null: every site. */
  sites: string[] | null;
  withdrawn: boolean;
  /** Where the row is in its file (`line 7`, `tracks[3]`), for messages. */
  where: string;
};

/**
 * What a file holds: the rows that read well, and a problem for each that did not (the
 * import adds the problems it finds in the rest, then refuses the file if there are any).
 */
export type CatalogueDocument = {
  tags: CatalogueTag[];
  tracks: CatalogueTrack[];
  problems?: CatalogueIssue[];
};

/**
 * Why a file was refused: every problem found, each naming its row (`problems` as the
 * command line prints them, `issues` for putting them in other languages).
 */
export class CatalogueError extends Error {
  readonly problems: string[];
  readonly issues: CatalogueIssue[];
  constructor(file: string, issues: CatalogueIssue[]) {
    const problems = issues.map(catalogueLine);
    const listed = problems.slice(0, PROBLEMS_LISTED);
    const more = problems.length - listed.length;
    super(
      [
        `${file}: refused, nothing was imported.`,
        ...listed.map((problem) => `  ${problem}`),
        ...(more > 0 ? [`  … and ${more} more problem(s).`] : []),
      ].join('\n'),
    );
    this.problems = problems;
    this.issues = issues;
  }
}

/** Where a problem stands in its file, for listing problems in the file's order. */
function rowOrder(where: string): number {
  const match = /^(line |tags\[|tracks\[)(\d+)/.exec(where);
  if (!match) return -1;
  return Number(match[2]) + (match[1] === 'tracks[' ? 1_000_000 : 0);
}

/** Collects the problems of one file; `check` throws the CatalogueError when there are any. */
export class Problems {
  readonly #file: string;
  readonly list: CatalogueIssue[];
  constructor(file: string, found: readonly CatalogueIssue[] = []) {
    this.#file = file;
    this.list = [...found];
  }
  add(where: string, issue: Omit<CatalogueIssue, 'where'>): void {
    this.list.push({ where, ...issue });
  }
  check(): void {
    if (this.list.length === 0) return;
    const ordered = [...this.list].sort((a, b) => rowOrder(a.where) - rowOrder(b.where));
    throw new CatalogueError(this.#file, ordered);
  }
}

/** A value of one row: read by name, its field as the file names it, and as a message does. */
type Cells = {
  get(field: string): unknown;
  name(field: string): string;
  label(field: string): string;
};

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', '']);

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : String(value).trim();
}

function list(value: unknown, separator: RegExp): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  return text(value)
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** `YYYY-MM-DD` of a real day. */
function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Whole seconds, written `132` or `2:12`. */
function seconds(value: unknown): number | undefined {
  const written = text(value);
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(written);
  const total = clock
    ? Number(clock[1]) * 60 + Number(clock[2])
    : /^\d+$/.test(written)
      ? Number(written)
      : NaN;
  return Number.isInteger(total) && total >= 1 && total <= TRACK_SECONDS_MAX ? total : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const word = text(value).toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

function readTrack(cells: Cells, where: string, problems: Problems): CatalogueTrack | undefined {
  const before = problems.list.length;
  const problem = (field: string, issue: Pick<CatalogueIssue, 'key' | 'params'>) =>
    problems.add(where, { field: cells.name(field), label: cells.label(field), ...issue });

  const isrcText = text(cells.get('isrc'));
  const isrc = normaliseIsrc(isrcText);
  if (!isrcText) problem('isrc', { key: 'missing' });
  else if (!isrc) problem('isrc', { key: 'notIsrc', params: { value: isrcText } });

  const required = (field: string) => {
    const value = text(cells.get(field));
    if (!value) problem(field, { key: 'missing' });
    else if (value.length > CATALOGUE_TEXT_MAX)
      problem(field, { key: 'tooLong', params: { max: CATALOGUE_TEXT_MAX } });
    return value;
  };
  const title = required('title');
  const artist = required('artist');

  const categoryText = text(cells.get('category')).toLowerCase();
  const category = MUSIC_CATEGORIES.find((known) => known === categoryText);
  if (!category) {
    problem(
      'category',
      categoryText ? { key: 'notCategory', params: { value: categoryText } } : { key: 'missing' },
    );
  }

  const tags = [...new Set(list(cells.get('tags'), /[|;,]/))];
  for (const tag of tags) {
    if (!MUSIC_TAG_ID_PATTERN.test(tag))
      problem('tags', { key: 'notTagIdShort', params: { value: tag } });
  }

  const durationSeconds = seconds(cells.get('duration_seconds'));
  if (durationSeconds === undefined) {
    problem('duration_seconds', {
      key: 'notLength',
      params: { value: text(cells.get('duration_seconds')) },
    });
  }

  const flags = Object.fromEntries(
    (['shopping', 'exclusive', 'withdrawn'] as const).map((field) => {
      const value = flag(cells.get(field));
      if (value === undefined)
        problem(field, { key: 'notFlag', params: { value: text(cells.get(field)) } });
      return [field, value ?? false];
    }),
  ) as Record<'shopping' | 'exclusive' | 'withdrawn', boolean>;

  const coverText = text(cells.get('cover'));
  let cover: CoverSource | undefined;
  if (!coverText) problem('cover', { key: 'coverMissing' });
  else if (/^[a-z][a-z0-9+.-]*:/i.test(coverText) && !/^[a-z]:[\\/]/i.test(coverText)) {
    if (isHttpsUrl(coverText)) cover = { kind: 'url', url: coverText };
    else problem('cover', { key: 'coverNotHttps', params: { value: coverText } });
  } else cover = { kind: 'file', path: coverText };

  const preview = text(cells.get('preview_url'));
  if (preview && !isHttpsUrl(preview))
    problem('preview_url', { key: 'notHttps', params: { value: preview } });

  const released = text(cells.get('released_on'));
  if (released && !isDay(released))
    problem('released_on', { key: 'notDay', params: { value: released } });

  const sites = list(cells.get('sites'), /[|;,\s]+/).map((domain) => domain.toLowerCase());

  if (problems.list.length > before || !isrc || !category || !durationSeconds || !cover)
    return undefined;
  return {
    isrc,
    title,
    artist,
    category,
    tags,
    durationSeconds,
    ...flags,
    cover,
    previewUrl: preview || null,
    releasedOn: released || null,
    sites: sites.length > 0 ? sites : null,
    where,
  };
}

function readTag(cells: Cells, where: string, problems: Problems): CatalogueTag | undefined {
  const before = problems.list.length;
  const id = text(cells.get('id'));
  if (!MUSIC_TAG_ID_PATTERN.test(id)) {
    problems.add(where, {
      field: cells.name('id'),
      label: cells.label('id'),
      key: 'notTagId',
      params: { value: id },
    });
  }
  const names = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const name = text(cells.get(locale));
    const field = { field: cells.name(locale), label: cells.label(locale) };
    if (!name) problems.add(where, { ...field, key: 'tagNameMissing' });
    else if (name.length > TAG_NAME_MAX)
      problems.add(where, { ...field, key: 'tooLong', params: { max: TAG_NAME_MAX } });
    names[locale] = name;
  }
  return problems.list.length > before ? undefined : { id, names, where };
}

/** Refuses a second row with the same key, naming both rows. */
function firstOnly<T extends { where: string }>(
  rows: T[],
  key: (row: T) => string,
  what: 'duplicateTag' | 'duplicateIsrc',
  problems: Problems,
): T[] {
  const seen = new Map<string, T>();
  for (const row of rows) {
    const earlier = seen.get(key(row));
    if (earlier)
      problems.add(row.where, { key: what, params: { value: key(row), first: earlier.where } });
    else seen.set(key(row), row);
  }
  return [...seen.values()];
}

function finish(document: CatalogueDocument, problems: Problems): CatalogueDocument {
  const tags = firstOnly(document.tags, (tag) => tag.id, 'duplicateTag', problems);
  const tracks = firstOnly(document.tracks, (track) => track.isrc, 'duplicateIsrc', problems);
  return { tags, tracks, problems: problems.list };
}

/** Reads the JSON form: `{ "tags": [...], "tracks": [...] }`. */
export function parseCatalogueJson(file: string, content: string): CatalogueDocument {
  const problems = new Problems(file);
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    problems.add('the file', {
      key: 'notJson',
      params: { detail: error instanceof Error ? error.message : String(error) },
    });
    problems.check();
  }
  const root = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const arrayOf = (key: 'tags' | 'tracks'): Record<string, unknown>[] => {
    const value = root[key] ?? [];
    if (!Array.isArray(value)) {
      problems.add(`"${key}"`, { key: 'mustBeList' });
      return [];
    }
    return value.map((item, index) => {
      if (typeof item === 'object' && item !== null && !Array.isArray(item))
        return item as Record<string, unknown>;
      problems.add(`${key}[${index}]`, { key: 'mustBeObject' });
      return {};
    });
  };
  if (!Array.isArray(root.tags) && !Array.isArray(root.tracks)) {
    problems.add('the file', { key: 'noTagsNorTracks' });
  }
  const tags = arrayOf('tags').flatMap((item, index) => {
    const names = (
      typeof item.names === 'object' && item.names !== null ? item.names : {}
    ) as Record<string, unknown>;
    const cells: Cells = {
      get: (field) => (field === 'id' ? item.id : names[field]),
      name: (field) => (field === 'id' ? 'id' : `names.${field}`),
      label: (field) => (field === 'id' ? '"id"' : `"names.${field}"`),
    };
    return readTag(cells, `tags[${index}]`, problems) ?? [];
  });
  const tracks = arrayOf('tracks').flatMap((item, index) => {
    const cells: Cells = {
      get: (field) => item[field],
      name: (field) => field,
      label: (field) => `"${field}"`,
    };
    return readTrack(cells, `tracks[${index}]`, problems) ?? [];
  });
  return finish({ tags, tracks }, problems);
}

const TRACK_COLUMNS = ['isrc', 'title', 'artist', 'category', 'duration_seconds', 'cover'];
const TAG_COLUMNS = ['tag_id', ...LOCALES];

/**
 * Reads a CSV of tracks (header with `isrc`) or of tags (header with `tag_id`). Columns
 * are found by name in any order; a track's `tags` and `sites` are separated by `|`.
 */
export function parseCatalogueCsv(file: string, content: string): CatalogueDocument {
  const problems = new Problems(file);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, { bom: true, skip_empty_lines: true, info: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
  } catch (error) {
    problems.add('the file', {
      key: 'notCsv',
      params: { detail: error instanceof Error ? error.message : String(error) },
    });
    problems.check();
    return { tags: [], tracks: [] };
  }
  const [header, ...rows] = records;
  const lower = (header?.record ?? []).map((name) => name.trim().toLowerCase());
  const isTags = lower.includes('tag_id');
  const required = isTags ? TAG_COLUMNS : TRACK_COLUMNS;
  if (!isTags && !lower.includes('isrc')) {
    problems.add('line 1', { key: 'notHeader' });
    problems.check();
  }
  const missing = required.filter((column) => !lower.includes(column.toLowerCase()));
  if (missing.length > 0)
    problems.add('line 1', { key: 'missingColumns', params: { columns: missing.join(', ') } });
  problems.check();

  const index = (field: string) =>
    lower.indexOf((isTags && field === 'id' ? 'tag_id' : field).toLowerCase());
  const document: CatalogueDocument = { tags: [], tracks: [] };
  for (const { record, info } of rows) {
    const column = (field: string) => (isTags && field === 'id' ? 'tag_id' : field);
    const cells: Cells = {
      get: (field) => {
        const at = index(field);
        return at < 0 ? undefined : record[at];
      },
      name: column,
      label: (field) => `column "${column(field)}"`,
    };
    const where = `line ${info.lines}`;
    if (isTags) {
      const tag = readTag(cells, where, problems);
      if (tag) document.tags.push(tag);
    } else {
      const track = readTrack(cells, where, problems);
      if (track) document.tracks.push(track);
    }
  }
  return finish(document, problems);
}

/** Reads a catalogue file by its name: `.json` as JSON, anything else as CSV. */
export function readCatalogueFile(filePath: string): CatalogueDocument {
  const name = path.basename(filePath);
  let content: string;
  try {
    content = readFileSync(filePath, 'utf8');
  } catch {
    throw new CatalogueError(name, [
      { where: 'the file', key: 'unreadable', params: { path: filePath } },
    ]);
  }
  return name.toLowerCase().endsWith('.json')
    ? parseCatalogueJson(name, content)
    : parseCatalogueCsv(name, content);
}
