import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { acrossSites, inSite } from '../../db/site-scope.ts';
import { AppError } from '../../http/errors.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { ImportError } from './import-problems.ts';
import { importFile, type Connections, type ImportSummary } from './revenue-import.ts';
import type { UploadRow, UploadsRepo, UploadWithSite } from './uploads.repo.ts';

/** An unfinished upload left alone this long is dropped; a finished one leaves the list. */
export const UPLOAD_TTL_MS = 24 * 3_600_000;
/** The uploads an operator's list shows at most. */
const LISTED = 20;
/** How often the import writes how far it has read. */
const PROGRESS_EVERY_MS = 500;

/**
 * Why an upload's import failed, as stored: a problem of the file (with its line), or
 * `internal` when the server could not finish it (decision 028).
 */
export type UploadFailure = {
  problem?: ImportError['problem'];
  /** The English reason of a refusal that has no problem key. */
  reason?: string;
  line?: number | null;
  column?: string | null;
  internal?: true;
};

/** The operator who owns an upload: only they see it and send its bytes. */
type Owner = { name: string };

/**
 * Uploads of report files in chunks, kept in the database, imported in the background
 * through `importFile` like every other import (docs/product.md §4.12.1, decision 028).
 */
export function createRevenueUploads(deps: {
  db: Db;
  /** The import's connections (the site-scoped pool). */
  pool: Connections;
  uploads: UploadsRepo;
  sites: SitesService;
  now: () => Date;
  /** IMPORT_UPLOAD_MAX_BYTES: an upload announcing more is refused. */
  maxBytes: number;
  /** Puts the import of a complete upload on the job queue. */
  enqueueImport: ((uploadId: string) => Promise<void>) | undefined;
  log: { error(detail: unknown, message?: string): void };
}) {
  const { uploads } = deps;
  const since = () => new Date(deps.now().getTime() - UPLOAD_TTL_MS);
  const enqueue = (id: string) => {
    if (!deps.enqueueImport) throw new Error("an upload's import needs the server's job queue");
    return deps.enqueueImport(id);
  };

  async function owned(owner: Owner, id: string): Promise<UploadWithSite> {
    const upload = await uploads.find(id, owner.name, since());
    if (!upload) throw new AppError('upload_not_found');
    return upload;
  }

  /** Copies the upload's chunks, in order, into a file of its own for the import to read. */
  async function copyOut(upload: UploadRow, file: string): Promise<void> {
    const handle = await open(file, 'w');
    try {
      let written = 0;
      while (written < upload.size) {
        const chunk = await uploads.chunkFrom(upload, written);
        // The count moves on with each chunk in one transaction: a gap is a bug.
        if (!chunk || chunk.offset !== written)
          throw new Error(`upload ${upload.id} lacks its bytes from ${written}`);
        await handle.write(chunk.bytes);
        written += chunk.bytes.length;
      }
    } finally {
      await handle.close();
    }
  }

  /**
   * The file's bytes as the import reads them, telling how far it got every so often.
   * A write still under way is not doubled (on the embedded database it waits for the
   * import's one connection, and lands after it).
   */
  function withProgress(stream: Readable, upload: UploadRow) {
    let read = 0;
    let told = 0;
    let writing: Promise<void> | undefined;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        read += chunk.length;
        if (!writing && Date.now() - told >= PROGRESS_EVERY_MS) {
          told = Date.now();
          writing = uploads
            .setProgress(upload, read)
            .catch((error: unknown) =>
              deps.log.error({ err: error }, 'upload progress not written'),
            )
            .finally(() => (writing = undefined));
        }
        done(null, chunk);
      },
    });
    stream.on('error', (error) => counted.destroy(error));
    return { stream: stream.pipe(counted), settled: () => writing };
  }

  async function finish(
    upload: UploadRow,
    end: { summary: ImportSummary } | { failure: UploadFailure },
  ) {
    await uploads.finish(
      upload,
      'summary' in end
        ? { state: 'done', bytesRead: upload.size, summary: end.summary, error: null }
        : { state: 'failed', bytesRead: upload.bytesRead, summary: null, error: end.failure },
    );
  }

  return {
    /**
     * Announces a file of `size` bytes for a site. The same file (name and size) the
     * operator began sending there and has not finished is resumed instead: its reply
     * says how much the server holds.
     */
    async create(
      owner: Owner,
      input: { site: string; name: string; size: number },
    ): Promise<UploadWithSite> {
      if (input.size > deps.maxBytes) throw new AppError('payload_too_large');
      const site = await deps.sites.resolve(input.site);
      const key = { siteId: site.id, operator: owner.name, fileName: input.name, size: input.size };
      const unfinished = await uploads.findUnfinished(key, since());
      if (unfinished) return unfinished;
      const id = randomUUID();
      await uploads.insert({ ...key, id });
      return (await uploads.find(id, owner.name, since()))!;
    },

    /**
     * Keeps `bytes` at `offset` of the upload, which must be where the server is; the
     * last bytes start the import. Anything amiss changes nothing.
     */
    async chunk(
      owner: Owner,
      input: { id: string; offset: number },
      bytes: Buffer,
    ): Promise<UploadWithSite> {
      const upload = await owned(owner, input.id);
      if (upload.state !== 'uploading') throw new AppError('upload_not_open');
      if (input.offset !== upload.received) throw new AppError('upload_offset_mismatch');
      if (input.offset + bytes.length > upload.size) throw new AppError('upload_past_size');
      if (bytes.length === 0) return upload;
      const moved = await deps.db.transaction((trx) =>
        uploads.addChunk(upload, input.offset, bytes, trx),
      );
      // Another request moved it on meanwhile (the same chunk sent twice at once).
      if (!moved) throw new AppError('upload_offset_mismatch');
      // Sent once the bytes are committed: on the embedded database the queue shares
      // the transaction's one connection.
      if (moved.state === 'importing') await enqueue(upload.id);
      return { ...upload, ...moved };
    },

    /** The operator's uploads of the last day, newest first, of one site or of all. */
    async list(owner: Owner, site: string | undefined): Promise<UploadWithSite[]> {
      const siteId = site === undefined ? undefined : (await deps.sites.resolve(site)).id;
      return uploads.list(owner.name, since(), siteId, LISTED);
    },

    /** Drops an upload the operator no longer wants (not while it is being imported). */
    async cancel(owner: Owner, id: string): Promise<void> {
      const upload = await owned(owner, id);
      if (upload.state === 'importing' || !(await uploads.remove(upload)))
        throw new AppError('upload_not_open');
    },

    /**
     * The background import of a complete upload: its bytes copied out of the database
     * into a file of its own, then read by `importFile` (all or nothing, a re-issued day
     * replacing the day) with its progress written as it goes. A refused file ends
     * `failed` with the reason; anything else is thrown for the queue to try again, and
     * on the `last` try the upload ends `failed` as well. The bytes go either way.
     */
    async runImport(id: string, attempt: { last: boolean }): Promise<void> {
      const upload = await acrossSites('revenue upload import', () => uploads.byId(id));
      if (!upload || upload.state !== 'importing') return;
      await inSite(upload.siteId, async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'portal-upload-'));
        const file = path.join(dir, 'upload.csv');
        let progress: ReturnType<typeof withProgress> | undefined;
        try {
          await copyOut(upload, file);
          progress = withProgress(createReadStream(file), upload);
          const summary = await importFile(deps.pool, {
            siteId: upload.siteId,
            file: upload.fileName,
            stream: progress.stream,
            importedBy: upload.operator,
          });
          await progress.settled();
          await finish(upload, { summary });
        } catch (error) {
          await progress?.settled();
          if (error instanceof ImportError) {
            await finish(upload, {
              failure: {
                ...(error.problem ? { problem: error.problem } : { reason: error.reason }),
                line: error.line ?? null,
                column: error.column ?? null,
              },
            });
            return;
          }
          if (attempt.last) await finish(upload, { failure: { internal: true } });
          throw error;
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      });
    },

    /**
     * Drops uploads left unchanged for a day, and asks again for the imports of complete
     * uploads (one whose job was lost; asking twice imports once).
     */
    async sweep(): Promise<{ expired: number }> {
      return acrossSites('revenue upload sweep', async () => {
        const expired = await uploads.expire(since());
        for (const id of await uploads.waitingImports()) await enqueue(id);
        return { expired };
      });
    },
  };
}

export type RevenueUploads = ReturnType<typeof createRevenueUploads>;
