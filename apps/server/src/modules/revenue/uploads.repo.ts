import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { importUploadChunks, importUploads } from '../../db/schema.ts';

export type UploadRow = typeof importUploads.$inferSelect;
/** An upload with the site it goes into, as lists and replies name it. */
export type UploadWithSite = UploadRow & { siteName: string; domain: string };

/**
 * The site's name and its first domain (alphabetically, as the sites list orders them).
 * The outer table is named in full: drizzle leaves a lone table's columns unqualified,
 * and inside the subquery `site_id` would be the domain's own.
 */
const SITE_FIELDS = {
  siteName: sql<string>`(select s.name from sites s where s.id = import_uploads.site_id)`,
  domain: sql<string>`(select min(d.domain) from site_domains d where d.site_id = import_uploads.site_id)`,
};

/** Uploads, their bytes, and their progress (import_uploads, import_upload_chunks). */
export function createUploadsRepo(db: Executor) {
  const withSite = (where: SQL | undefined, trx: Executor) =>
    trx
      .select({ upload: importUploads, ...SITE_FIELDS })
      .from(importUploads)
      .where(where)
      .orderBy(desc(importUploads.createdAt), desc(importUploads.id));

  const flatten = (row: { upload: UploadRow; siteName: string; domain: string }) => ({
    ...row.upload,
    siteName: row.siteName,
    domain: row.domain,
  });

  return {
    async insert(
      values: Pick<UploadRow, 'siteId' | 'id' | 'operator' | 'fileName' | 'size'>,
      trx: Executor = db,
    ): Promise<void> {
      await trx.insert(importUploads).values(values);
    },

    /** One upload by id, of this operator, still not expired (`since`); with its site. */
    async find(
      id: string,
      operator: string,
      since: Date,
      trx: Executor = db,
    ): Promise<UploadWithSite | undefined> {
      const [row] = await withSite(
        and(
          eq(importUploads.id, id),
          eq(importUploads.operator, operator),
          gte(importUploads.updatedAt, since),
        ),
        trx,
      ).limit(1);
      return row && flatten(row);
    },

    /** One upload by id, whoever started it (the background import's look). */
    async byId(id: string, trx: Executor = db): Promise<UploadWithSite | undefined> {
      const [row] = await withSite(eq(importUploads.id, id), trx).limit(1);
      return row && flatten(row);
    },

    /** An unfinished upload of the same file by the same operator, to resume. */
    async findUnfinished(
      key: Pick<UploadRow, 'siteId' | 'operator' | 'fileName' | 'size'>,
      since: Date,
      trx: Executor = db,
    ): Promise<UploadWithSite | undefined> {
      const [row] = await withSite(
        and(
          eq(importUploads.siteId, key.siteId),
          eq(importUploads.operator, key.operator),
          eq(importUploads.fileName, key.fileName),
          eq(importUploads.size, key.size),
          eq(importUploads.state, 'uploading'),
          gte(importUploads.updatedAt, since),
        ),
        trx,
      ).limit(1);
      return row && flatten(row);
    },

    /** The operator's uploads changed since `since`, newest first, of one site or all. */
    async list(
      operator: string,
      since: Date,
      siteId: number | undefined,
      limit: number,
      trx: Executor = db,
    ): Promise<UploadWithSite[]> {
      const rows = await withSite(
        and(
          eq(importUploads.operator, operator),
          gte(importUploads.updatedAt, since),
          siteId === undefined ? undefined : eq(importUploads.siteId, siteId),
        ),
        trx,
      ).limit(limit);
      return rows.map(flatten);
    },

    /**
     * Adds a chunk at `offset` if the upload is still taking bytes there, and moves its
     * count on (to `importing` once it has them all). Undefined: it was not there; the
     * caller tells why from the row.
     */
    async addChunk(
      upload: Pick<UploadRow, 'siteId' | 'id'>,
      offset: number,
      bytes: Buffer,
      trx: Executor,
    ): Promise<UploadRow | undefined> {
      const end = offset + bytes.length;
      const [moved] = await trx
        .update(importUploads)
        .set({
          received: end,
          state: sql`case when ${end} = ${importUploads.size} then 'importing' else 'uploading' end`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(importUploads.siteId, upload.siteId),
            eq(importUploads.id, upload.id),
            eq(importUploads.state, 'uploading'),
            eq(importUploads.received, offset),
            gte(importUploads.size, end),
          ),
        )
        .returning();
      if (!moved) return undefined;
      await trx
        .insert(importUploadChunks)
        .values({ siteId: upload.siteId, uploadId: upload.id, offset, bytes });
      return moved;
    },

    /** The chunk that starts at or after `offset`, in order: the file read back. */
    async chunkFrom(
      upload: Pick<UploadRow, 'siteId' | 'id'>,
      offset: number,
      trx: Executor = db,
    ): Promise<{ offset: number; bytes: Buffer } | undefined> {
      const [row] = await trx
        .select({ offset: importUploadChunks.offset, bytes: importUploadChunks.bytes })
        .from(importUploadChunks)
        .where(
          and(
            eq(importUploadChunks.siteId, upload.siteId),
            eq(importUploadChunks.uploadId, upload.id),
            gte(importUploadChunks.offset, offset),
          ),
        )
        .orderBy(asc(importUploadChunks.offset))
        .limit(1);
      return row;
    },

    async setProgress(
      upload: Pick<UploadRow, 'siteId' | 'id'>,
      bytesRead: number,
      trx: Executor = db,
    ): Promise<void> {
      await trx
        .update(importUploads)
        .set({ bytesRead, updatedAt: sql`now()` })
        .where(
          and(
            eq(importUploads.siteId, upload.siteId),
            eq(importUploads.id, upload.id),
            eq(importUploads.state, 'importing'),
            lt(importUploads.bytesRead, bytesRead),
          ),
        );
    },

    /** Ends an import (done or failed) and drops its bytes. */
    async finish(
      upload: Pick<UploadRow, 'siteId' | 'id'>,
      end: Pick<UploadRow, 'state' | 'bytesRead' | 'summary' | 'error'>,
      trx: Executor = db,
    ): Promise<void> {
      await trx
        .update(importUploads)
        .set({ ...end, updatedAt: sql`now()` })
        .where(and(eq(importUploads.siteId, upload.siteId), eq(importUploads.id, upload.id)));
      await trx
        .delete(importUploadChunks)
        .where(
          and(
            eq(importUploadChunks.siteId, upload.siteId),
            eq(importUploadChunks.uploadId, upload.id),
          ),
        );
    },

    /** Drops an upload that is not being imported; false when there was none such. */
    async remove(upload: Pick<UploadRow, 'siteId' | 'id'>, trx: Executor = db): Promise<boolean> {
      const removed = await trx
        .delete(importUploads)
        .where(
          and(
            eq(importUploads.siteId, upload.siteId),
            eq(importUploads.id, upload.id),
            sql`${importUploads.state} <> 'importing'`,
          ),
        )
        .returning({ id: importUploads.id });
      return removed.length > 0;
    },

    /** Drops uploads (and their bytes) left unchanged since `before`; how many went. */
    async expire(before: Date, trx: Executor = db): Promise<number> {
      const gone = await trx
        .delete(importUploads)
        .where(lt(importUploads.updatedAt, before))
        .returning({ id: importUploads.id });
      return gone.length;
    },

    /** The uploads complete and waiting for (or in) their import. */
    async waitingImports(trx: Executor = db): Promise<string[]> {
      const rows = await trx
        .select({ id: importUploads.id })
        .from(importUploads)
        .where(eq(importUploads.state, 'importing'));
      return rows.map((row) => row.id);
    },

    /** Whether any chunk of the upload is left (tests and the expiry's checks). */
    async hasChunks(upload: Pick<UploadRow, 'siteId' | 'id'>, trx: Executor = db) {
      const [row] = await trx
        .select({ offset: importUploadChunks.offset })
        .from(importUploadChunks)
        .where(
          and(
            eq(importUploadChunks.siteId, upload.siteId),
            eq(importUploadChunks.uploadId, upload.id),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
