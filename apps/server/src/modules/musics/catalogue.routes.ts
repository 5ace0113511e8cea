import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_API_PATHS,
  CATALOGUE_UPLOAD_MAX_BYTES,
  MESSAGES,
  zOperatorCatalogueImportQuery,
  zOperatorCatalogueImportReply,
  zOperatorCatalogueRefusedReply,
  zOperatorCatalogueTracksQuery,
  zOperatorCatalogueTracksReply,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { underOperator } from '../operator/operator-path.ts';
import { CatalogueError } from './catalogue-file.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { presentCatalogueProblems, presentCatalogueTrack } from './musics.presenter.ts';

/**
 * The console's catalogue (docs/product.md §4.12.2): POST operator/catalogue/import?name=
 * with the file as its body, and GET operator/catalogue/tracks to search every track.
 */
export const operatorCatalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
}> = async (app, { catalogue }) => {
  // The file is read whole (the catalogue reader takes it in one piece): past the limit 413.
  for (const type of ['application/octet-stream', 'text/csv'])
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: CATALOGUE_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorCatalogueImport),
    {
      schema: {
        querystring: zOperatorCatalogueImportQuery,
        response: { 200: zOperatorCatalogueImportReply, 400: zOperatorCatalogueRefusedReply },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('unsupported_media_type');
      const file = request.query.name;
      try {
        const summary = await catalogue.importFile(file, request.body);
        return ok(request, 'ok', {
          file,
          tags: summary.tags,
          tracks: summary.tracks,
          covers_stored: summary.coversStored,
        });
      } catch (error) {
        if (!(error instanceof CatalogueError)) throw error;
        return reply.status(400).send({
          success: false,
          code: 'catalogue_refused',
          message: MESSAGES[request.locale].catalogue_refused,
          problems: presentCatalogueProblems(error.issues, request.locale),
        });
      }
    },
  );

  app.get(
    underOperator(OPERATOR_API_PATHS.operatorCatalogueTracks),
    {
      schema: {
        querystring: zOperatorCatalogueTracksQuery,
        response: { 200: zOperatorCatalogueTracksReply },
      },
    },
    async (request) => {
      const { q, page, size } = request.query;
      const { total, tracks } = await catalogue.tracks(q || undefined, { page, size });
      return ok(request, 'ok', { page, size, total, tracks: tracks.map(presentCatalogueTrack) });
    },
  );
};
