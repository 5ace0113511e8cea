import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  zFavoriteBody,
  zFavoritesReply,
  zMusicCoverParams,
  zMusicHomeReply,
  zMusicListQuery,
  zMusicListReply,
  zMusicRankingQuery,
  zMusicRankingReply,
  zMusicShoppingQuery,
  zMusicTagsReply,
} from '@portal/shared';
import { ok } from '../../http/reply.ts';
import type { MusicsService, MusicViewer } from './musics.service.ts';
import { sendStoredFile } from '../../http/stored-file.ts';
import { UNSIGNED } from '../../http/protection.plugin.ts';

function viewerOf(request: FastifyRequest): MusicViewer {
  return {
    siteId: request.site.id,
    accountId: request.session.account.id,
    locale: request.locale,
  };
}

/** A page of a list with the page and size it answers. */
function pagedOk<T extends object>(
  request: FastifyRequest,
  query: { page: number; size: number },
  result: T,
) {
  return ok(request, 'ok', { page: query.page, size: query.size, ...result });
}

/**
 * The music screens (docs/product.md §3.3, §4.7): every signed-in account of the site
 * browses the catalogue.
 */
export const musicsRoutes: FastifyPluginAsyncZod<{
  musics: MusicsService;
  requireSession: preHandlerAsyncHookHandler;
}> = async (app, { musics, requireSession }) => {
  app.addHook('preHandler', requireSession);

  app.get(
    `/${API_PATHS.musicHome}`,
    { schema: { response: { 200: zMusicHomeReply } } },
    async (request) => ok(request, 'ok', await musics.home(viewerOf(request))),
  );

  app.get(
    `/${API_PATHS.musicList}`,
    { schema: { querystring: zMusicListQuery, response: { 200: zMusicListReply } } },
    async (request) =>
      pagedOk(request, request.query, await musics.list(viewerOf(request), request.query)),
  );

  app.get(
    `/${API_PATHS.musicShopping}`,
    { schema: { querystring: zMusicShoppingQuery, response: { 200: zMusicListReply } } },
    async (request) =>
      pagedOk(request, request.query, await musics.shopping(viewerOf(request), request.query)),
  );

  app.get(
    `/${API_PATHS.musicTags}`,
    { schema: { response: { 200: zMusicTagsReply } } },
    async (request) => ok(request, 'ok', { datas: await musics.tags(viewerOf(request)) }),
  );

  app.get(
    `/${API_PATHS.musicRanking}`,
    { schema: { querystring: zMusicRankingQuery, response: { 200: zMusicRankingReply } } },
    async (request) =>
      pagedOk(request, request.query, await musics.ranking(viewerOf(request), request.query)),
  );

  app.get(
    `/${API_PATHS.musicFavorites}`,
    { schema: { response: { 200: zFavoritesReply } } },
    async (request) => ok(request, 'ok', await musics.favorites(viewerOf(request))),
  );

  app.post(
    `/${API_PATHS.musicFavoriteAdd}`,
    { schema: { body: zFavoriteBody, response: { 200: zFavoritesReply } } },
    async (request) =>
      ok(
        request,
        'favoriteAdded',
        await musics.addFavorite(viewerOf(request), request.body.track_id),
      ),
  );

  app.post(
    `/${API_PATHS.musicFavoriteRemove}`,
    { schema: { body: zFavoriteBody, response: { 200: zFavoritesReply } } },
    async (request) =>
      ok(
        request,
        'favoriteRemoved',
        await musics.removeFavorite(viewerOf(request), request.body.track_id),
      ),
  );
};

/**
 * Stored covers, for any site and without a session (an `<img>` sends no token; covers
 * are not private). Named by the hash of their bytes, they never change: cached for good.
 * SVG covers are sandboxed, so one opened on its own cannot run anything.
 */
export const musicCoverRoutes: FastifyPluginAsyncZod<{ musics: MusicsService }> = async (
  app,
  { musics },
) => {
  app.get(
    `/${API_PATHS.musicCover}/:file`,
    { schema: { params: zMusicCoverParams, hide: true }, config: UNSIGNED },
    async (request, reply) =>
      sendStoredFile(request, reply, request.params.file, (file) => musics.cover(file)),
  );
};
