import { sql } from 'drizzle-orm';
import { IMPORT_UNMATCHED_LISTED } from '@portal/shared';
import type { Executor } from '../../db/client.ts';
import type { FileKind } from './report-files.ts';

/** One imported file, with the site it went into and the channels it kept aside. */
export type ImportRecordRow = {
  id: number;
  siteId: number;
  siteName: string;
  domain: string;
  fileName: string;
  kind: FileKind;
  rowsRead: number;
  rowsLoaded: number;
  rowsSkipped: number;
  firstDay: string | null;
  lastDay: string | null;
  importedBy: string;
  importedAt: Date;
  unmatchedChannels: number;
  unmatched: { channelId: string; rows: number; firstDay: string; lastDay: string }[];
};

type FileRow = {
  id: string;
  site_id: string;
  site_name: string;
  domain: string | null;
  file_name: string;
  kind: FileKind;
  rows_read: string;
  rows_loaded: string;
  rows_skipped: string;
  first_day: string | null;
  last_day: string | null;
  imported_by: string;
  imported_at: Date | string;
  unmatched_channels: string;
  total: string;
};

type UnmatchedRow = {
  site_id: string;
  import_file_id: string;
  channel_id: string;
  rows: string;
  first_day: string;
  last_day: string;
};

/** The import history (import_files, import_unmatched) as the console lists it. */
export function createImportHistoryRepo(db: Executor) {
  return {
    /**
     * A page of imported files, newest first, of one site or of all, each with its first
     * IMPORT_UNMATCHED_LISTED channels kept aside (most rows first) and their count.
     */
    async list(
      siteId: number | undefined,
      page: { page: number; size: number },
    ): Promise<{ total: number; rows: ImportRecordRow[] }> {
      const { rows: files } = await db.execute<FileRow>(sql`
        select f.id, f.site_id, s.name as site_name,
          (select min(d.domain) from site_domains d where d.site_id = f.site_id) as domain,
          f.file_name, f.kind, f.rows_read, f.rows_loaded, f.rows_skipped,
          f.first_day::text as first_day, f.last_day::text as last_day, f.imported_by, f.imported_at,
          (select count(*) from import_unmatched u
            where u.site_id = f.site_id and u.import_file_id = f.id) as unmatched_channels,
          count(*) over () as total
        from import_files f join sites s on s.id = f.site_id
        where ${siteId === undefined ? sql`true` : sql`f.site_id = ${siteId}`}
        order by f.imported_at desc, f.id desc
        limit ${page.size} offset ${page.page * page.size}`);
      const { rows: unmatched } =
        files.length === 0
          ? { rows: [] as UnmatchedRow[] }
          : await db.execute<UnmatchedRow>(sql`
            select site_id, import_file_id, channel_id, rows,
              first_day::text as first_day, last_day::text as last_day
            from (
              select u.*, row_number() over (
                partition by u.site_id, u.import_file_id order by u.rows desc, u.channel_id) as place
              from import_unmatched u
              join unnest(${sql.param(files.map((file) => file.site_id))}::bigint[],
                ${sql.param(files.map((file) => file.id))}::bigint[])
                as k(site_id, id) on u.site_id = k.site_id and u.import_file_id = k.id
            ) ranked
            where place <= ${IMPORT_UNMATCHED_LISTED}
            order by place`);
      const total =
        files.length > 0 ? Number(files[0]!.total) : page.page === 0 ? 0 : await this.count(siteId);
      return {
        total,
        rows: files.map((file) => ({
          id: Number(file.id),
          siteId: Number(file.site_id),
          siteName: file.site_name,
          domain: file.domain ?? '',
          fileName: file.file_name,
          kind: file.kind,
          rowsRead: Number(file.rows_read),
          rowsLoaded: Number(file.rows_loaded),
          rowsSkipped: Number(file.rows_skipped),
          firstDay: file.first_day,
          lastDay: file.last_day,
          importedBy: file.imported_by,
          importedAt: new Date(file.imported_at),
          unmatchedChannels: Number(file.unmatched_channels),
          unmatched: unmatched
            .filter((row) => row.site_id === file.site_id && row.import_file_id === file.id)
            .map((row) => ({
              channelId: row.channel_id,
              rows: Number(row.rows),
              firstDay: row.first_day,
              lastDay: row.last_day,
            })),
        })),
      };
    },

    /** How many files the history holds, of one site or of all (a page past the end). */
    async count(siteId: number | undefined): Promise<number> {
      const { rows } = await db.execute<{ total: string }>(sql`
        select count(*) as total from import_files
        where ${siteId === undefined ? sql`true` : sql`site_id = ${siteId}`}`);
      return Number(rows[0]?.total ?? 0);
    },
  };
}

export type ImportHistoryRepo = ReturnType<typeof createImportHistoryRepo>;
