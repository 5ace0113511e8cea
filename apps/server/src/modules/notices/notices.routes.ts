import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  OPERATOR_API_PATHS,
  zNoticeDetailQuery,
  zNoticeDetailReply,
  zNoticeListQuery,
  zNoticeListReply,
  zNoticeUnreadCountReply,
  zOperatorNoticeCreateBody,
  zOperatorNoticeDeleteBody,
  zOperatorNoticeListQuery,
  zOperatorNoticeListReply,
  zOperatorNoticeReply,
  zOperatorNoticeUpdateBody,
  zReply,
} from '@portal/shared';
import { ok } from '../../http/reply.ts';
import type { NoticeReader, NoticesService } from './notices.service.ts';
import { underOperator } from '../operator/operator-path.ts';
import { AUDIT_SITE_IN_BODY } from '../operator/operator-scope.plugin.ts';

function readerOf(request: FastifyRequest): NoticeReader {
  return { site: request.site, accountId: request.session.account.id, locale: request.locale };
}

/** Notices for signed-in members and managers of a site (docs/product.md §4.8). */
export const noticesRoutes: FastifyPluginAsyncZod<{
  notices: NoticesService;
  requireSession: preHandlerAsyncHookHandler;
}> = async (app, { notices, requireSession }) => {
  app.addHook('preHandler', requireSession);

  app.get(
    `/${API_PATHS.noticeList}`,
    { schema: { querystring: zNoticeListQuery, response: { 200: zNoticeListReply } } },
    async (request) => {
      const { page, size } = request.query;
      const result = await notices.list(readerOf(request), { page, size });
      return ok(request, 'ok', { page, size, ...result });
    },
  );

  app.get(
    `/${API_PATHS.noticeDetail}`,
    { schema: { querystring: zNoticeDetailQuery, response: { 200: zNoticeDetailReply } } },
    async (request) => ok(request, 'ok', await notices.open(readerOf(request), request.query.id)),
  );

  app.get(
    `/${API_PATHS.noticeUnreadCount}`,
    { schema: { response: { 200: zNoticeUnreadCountReply } } },
    async (request) => ok(request, 'ok', { unread: await notices.unreadCount(readerOf(request)) }),
  );
};

/**
 * Four languages of Markdown can outgrow the API's 64 KiB body limit
 * (NOTICE_BODY_MAX characters each, up to 3 bytes per character in UTF-8).
 */
const NOTICE_BODY_LIMIT = 512 * 1024;

/** Operators write notices: /api/operator/notices/* with an operator token. */
export const operatorNoticesRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (
  app,
  { notices },
) => {
  app.get(
    underOperator(OPERATOR_API_PATHS.operatorNoticeList),
    {
      schema: {
        querystring: zOperatorNoticeListQuery,
        response: { 200: zOperatorNoticeListReply },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return ok(request, 'ok', { page, size, ...(await notices.operatorList({ page, size })) });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorNoticeCreate),
    {
      bodyLimit: NOTICE_BODY_LIMIT,
      config: AUDIT_SITE_IN_BODY,
      schema: { body: zOperatorNoticeCreateBody, response: { 200: zOperatorNoticeReply } },
    },
    async (request) => {
      const { texts, site, pinned, publish_at } = request.body;
      const notice = await notices.create(request.operator, {
        texts,
        site,
        pinned,
        ...(publish_at === undefined ? {} : { publishAt: new Date(publish_at) }),
      });
      return ok(request, 'noticeCreated', { notice });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorNoticeUpdate),
    {
      bodyLimit: NOTICE_BODY_LIMIT,
      config: AUDIT_SITE_IN_BODY,
      schema: { body: zOperatorNoticeUpdateBody, response: { 200: zOperatorNoticeReply } },
    },
    async (request) => {
      const { id, texts, site, pinned, publish_at } = request.body;
      const notice = await notices.update({
        id,
        texts,
        site,
        pinned,
        ...(publish_at === undefined ? {} : { publishAt: new Date(publish_at) }),
      });
      return ok(request, 'noticeUpdated', { notice });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorNoticeDelete),
    { schema: { body: zOperatorNoticeDeleteBody, response: { 200: zReply } } },
    async (request) => {
      await notices.remove(request.body.id);
      return ok(request, 'noticeDeleted');
    },
  );
};
