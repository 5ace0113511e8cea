import { Readable, Transform } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_API_PATHS,
  UPLOAD_CHUNK_MAX_BYTES,
  zErrorReply,
  zOperatorImportListQuery,
  zOperatorImportListReply,
  zOperatorRevenueImportQuery,
  zOperatorRevenueImportReply,
  zOperatorUploadCancelBody,
  zOperatorUploadChunkQuery,
  zOperatorUploadCreateBody,
  zOperatorUploadListQuery,
  zOperatorUploadListReply,
  zOperatorUploadReply,
  zReply,
} from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { underOperator } from '../operator/operator-path.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { presentImport, presentImportRecord, presentUpload } from './revenue.presenter.ts';
import { ImportError } from './import-problems.ts';
import { importFile } from './revenue-import.ts';
import { AUDIT_SITE_IN_BODY, AUDIT_SITE_IN_QUERY } from '../operator/operator-scope.plugin.ts';
import type { ImportHistoryRepo } from './import-history.repo.ts';
import type { RevenueUploads } from './uploads.service.ts';

/**
 * The body, failing with 413 once it passes `maxBytes`: the import reading it stops and
 * its transaction rolls back, so nothing of the file is kept. The request itself is left
 * open (not `pipeline`, which would destroy it) so the 413 still reaches the client; a
 * dropped upload fails the import as well.
 */
function limitedBody(body: Readable, maxBytes: number): Readable {
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new AppError('payload_too_large') : null, chunk);
    },
  });
  body.on('error', (error) => limited.destroy(error));
  // The importer gets the error from its read; without a listener of our own, pipe would
  // throw it again once the importer has stopped listening, and take the process down.
  limited.on('error', () => {});
  return body.pipe(limited);
}

/**
 * POST operator/revenue/import?site=&name= with a CSV body (`text/csv`): the same import
 * as the command, streamed from the request, so a large file uses little memory. A body
 * over `maxBytes` (IMPORT_UPLOAD_MAX_BYTES) is refused with 413: by its Content-Length
 * before anything is read, or as soon as the bytes pass it.
 */
export const operatorRevenueRoutes: FastifyPluginAsyncZod<{
  database: Database;
  sites: SitesService;
  maxBytes: number;
}> = async (app, { database, sites, maxBytes }) => {
  // The body stays a stream: the importer reads it line by line.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorRevenueImport),
    {
      config: AUDIT_SITE_IN_QUERY,
      schema: {
        querystring: zOperatorRevenueImportQuery,
        // A refused file answers 400 with the file's line and column in `message`.
        response: { 200: zOperatorRevenueImportReply, 400: zErrorReply },
      },
    },
    async (request, reply) => {
      // Only a CSV body is a file; JSON or form bodies are not what this call reads.
      if (!(request.body instanceof Readable)) throw new AppError('unsupported_media_type');
      if (Number(request.headers['content-length'] ?? 0) > maxBytes)
        throw new AppError('payload_too_large');
      const site = await sites.resolve(request.query.site);
      try {
        const summary = await importFile(database.pool, {
          siteId: site.id,
          file: request.query.name,
          stream: limitedBody(request.body, maxBytes),
          importedBy: request.operator.name,
        });
        return ok(request, 'ok', presentImport(summary));
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        return reply
          .status(400)
          .send({ success: false, code: 'invalid_input', message: error.message });
      }
    },
  );
};

/**
 * The console's imports (docs/product.md §4.12.1): the history of imported files, and
 * uploads sent in chunks whose import runs in the background (decision 028), each
 * operator seeing only their own uploads.
 */
export const operatorImportsRoutes: FastifyPluginAsyncZod<{
  history: ImportHistoryRepo;
  uploads: RevenueUploads;
  sites: SitesService;
}> = async (app, { history, uploads, sites }) => {
  // A chunk is raw bytes, read whole (it is small): past the limit Fastify answers 413.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    underOperator(OPERATOR_API_PATHS.operatorImportList),
    {
      schema: {
        querystring: zOperatorImportListQuery,
        response: { 200: zOperatorImportListReply },
      },
    },
    async (request) => {
      const { site, page, size } = request.query;
      const siteId = site === undefined ? undefined : (await sites.resolve(site)).id;
      const { rows, total } = await history.list(siteId, { page, size });
      return ok(request, 'ok', { page, size, total, imports: rows.map(presentImportRecord) });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorUploadCreate),
    {
      config: AUDIT_SITE_IN_BODY,
      schema: { body: zOperatorUploadCreateBody, response: { 200: zOperatorUploadReply } },
    },
    async (request) => {
      const upload = await uploads.create(request.operator, request.body);
      return ok(request, 'ok', { upload: presentUpload(upload, request.locale) });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorUploadChunk),
    {
      config: { auditedElsewhere: true },
      schema: { querystring: zOperatorUploadChunkQuery, response: { 200: zOperatorUploadReply } },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('unsupported_media_type');
      const upload = await uploads.chunk(request.operator, request.query, request.body);
      return ok(request, 'ok', { upload: presentUpload(upload, request.locale) });
    },
  );

  app.get(
    underOperator(OPERATOR_API_PATHS.operatorUploadList),
    {
      schema: {
        querystring: zOperatorUploadListQuery,
        response: { 200: zOperatorUploadListReply },
      },
    },
    async (request) => {
      const list = await uploads.list(request.operator, request.query.site);
      return ok(request, 'ok', {
        uploads: list.map((upload) => presentUpload(upload, request.locale)),
      });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorUploadCancel),
    { schema: { body: zOperatorUploadCancelBody, response: { 200: zReply } } },
    async (request) => {
      await uploads.cancel(request.operator, request.body.id);
      return ok(request, 'ok');
    },
  );
};
