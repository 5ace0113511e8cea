import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  YOUTUBE_OAUTH_REDIRECT_PATH,
  zYouTubeConnectBody,
  zYouTubeConnectCompleteBody,
  zYouTubeConnectionReply,
  zYouTubeConnectReply,
  type SuccessKey,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { actorOf } from '../../http/request-context.ts';
import { ok } from '../../http/reply.ts';
import { presentConnection } from './youtube-connection.presenter.ts';
import type { YouTubeConnectionService } from './youtube-connection.service.ts';

type Deps = {
  connection: YouTubeConnectionService;
  requireSession: preHandlerAsyncHookHandler;
};

/**
 * The YouTube connection screen's calls (docs/product.md §4.9): managers only; a member
 * gets 403, another site's manager sees only their own site's connection (the site
 * decides).
 */
export const youtubeConnectionRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { connection, requireSession },
) => {
  app.addHook('preHandler', requireSession);
  app.addHook('preHandler', async (request) => {
    if (request.session.account.role !== 'manager') throw new AppError('forbidden');
  });

  const reply = async (request: FastifyRequest, key: SuccessKey) => {
    const siteId = request.site.id;
    const status = await connection.status(siteId);
    return ok(request, key, {
      configured: connection.configured(),
      connection: status ? presentConnection(status, await connection.fetching(siteId)) : null,
    });
  };

  app.get(
    `/${API_PATHS.youtubeConnection}`,
    { schema: { response: { 200: zYouTubeConnectionReply } } },
    (request) => reply(request, 'ok'),
  );

  app.post(
    `/${API_PATHS.youtubeConnect}`,
    { schema: { body: zYouTubeConnectBody, response: { 200: zYouTubeConnectReply } } },
    async (request) => {
      const authorizationUrl = await connection.start(request.session, {
        contentOwnerId: request.body.contentOwnerId,
        // Google sends the manager back to this site's own page, which finishes the call.
        redirectUri: `${request.protocol}://${request.host}${YOUTUBE_OAUTH_REDIRECT_PATH}`,
      });
      return ok(request, 'ok', { authorizationUrl });
    },
  );

  app.post(
    `/${API_PATHS.youtubeConnectComplete}`,
    { schema: { body: zYouTubeConnectCompleteBody, response: { 200: zYouTubeConnectionReply } } },
    async (request) => {
      await connection.complete(request.session, actorOf(request), request.body);
      return reply(request, 'youtubeConnected');
    },
  );

  app.post(
    `/${API_PATHS.youtubeDisconnect}`,
    { schema: { response: { 200: zYouTubeConnectionReply } } },
    async (request) => {
      await connection.disconnect(request.site.id, actorOf(request));
      return reply(request, 'youtubeDisconnected');
    },
  );

  app.post(
    `/${API_PATHS.youtubeFetch}`,
    { schema: { response: { 200: zYouTubeConnectionReply } } },
    async (request) => {
      await connection.fetchNow(request.site.id);
      return reply(request, 'youtubeFetchQueued');
    },
  );
};
