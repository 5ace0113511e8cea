import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  OPERATOR_API_PATHS,
  zChannelAddBody,
  zChannelAssignBody,
  zChannelDeleteBody,
  zChannelListQuery,
  zChannelListReply,
  zChannelReply,
  zChannelTargetBody,
  zOperatorChannelListQuery,
  zOperatorChannelReviewBody,
  zReply,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { PASSWORD_CHECKED } from '../../http/password-check.plugin.ts';
import { actorOf, callerViewer } from '../../http/request-context.ts';
import { ok } from '../../http/reply.ts';
import { underOperator } from '../operator/operator-path.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { presentChannel } from './channels.presenter.ts';
import type { ChannelRow } from './channels.repo.ts';
import type { ChannelsService } from './channels.service.ts';
import { AUDIT_SITE_IN_BODY } from '../operator/operator-scope.plugin.ts';

/** Channels as the calls answer them, with the members each is assigned to now. */
async function presentRows(channels: ChannelsService, rows: ChannelRow[], now: Date) {
  const siteId = rows[0]?.siteId;
  const members =
    siteId === undefined
      ? []
      : await channels.members(
          siteId,
          rows.map((row) => row.id),
        );
  return rows.map((row) => presentChannel(row, members, now));
}

async function presentRow(channels: ChannelsService, row: ChannelRow, now: Date) {
  return (await presentRows(channels, [row], now))[0]!;
}

type Deps = {
  channels: ChannelsService;
  requireSession: preHandlerAsyncHookHandler;
  now: () => Date;
};

/**
 * Channel management (docs/product.md §3.3, §4.5): members register, verify and ask for
 * re-review of their own channels; managers (permission_flag = 1) see the whole site's,
 * and only they assign, unassign and delete.
 */
export const channelsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { channels, requireSession, now },
) => {
  app.addHook('preHandler', requireSession);
  const requireManager = async (request: FastifyRequest) => {
    if (request.session.account.role !== 'manager') throw new AppError('forbidden');
  };
  const present = (rows: ChannelRow[]) => presentRows(channels, rows, now());
  const presentOne = (row: ChannelRow) => presentRow(channels, row, now());

  app.post(
    `/${API_PATHS.channelAdd}`,
    { schema: { body: zChannelAddBody, response: { 200: zChannelReply } } },
    async (request) => {
      const row = await channels.add(request.session.account, actorOf(request), request.body);
      return ok(request, 'channelRegistered', { channel: await presentOne(row) });
    },
  );

  app.get(
    `/${API_PATHS.channelList}`,
    { schema: { querystring: zChannelListQuery, response: { 200: zChannelListReply } } },
    async (request) => {
      const { page, size, search } = request.query;
      const { total, rows } = await channels.list(callerViewer(request), { page, size, search });
      return ok(request, 'ok', { page, size, total, channels: await present(rows) });
    },
  );

  app.get(
    `/${API_PATHS.channelDetail}`,
    { schema: { querystring: zChannelTargetBody, response: { 200: zChannelReply } } },
    async (request) => {
      const row = await channels.detail(request.session.account, request.query.channel_id);
      return ok(request, 'ok', { channel: await presentOne(row) });
    },
  );

  app.post(
    `/${API_PATHS.channelVerify}`,
    { schema: { body: zChannelTargetBody, response: { 200: zChannelReply } } },
    async (request) => {
      const row = await channels.verify(request.session.account, request.body.channel_id);
      return ok(request, 'verificationStarted', { channel: await presentOne(row) });
    },
  );

  app.post(
    `/${API_PATHS.channelReReview}`,
    { schema: { body: zChannelTargetBody, response: { 200: zChannelReply } } },
    async (request) => {
      const row = await channels.requestReReview(
        request.session.account,
        actorOf(request),
        request.body.channel_id,
      );
      return ok(request, 'reReviewRequested', { channel: await presentOne(row) });
    },
  );

  app.post(
    `/${API_PATHS.channelAssign}`,
    { preHandler: requireManager, schema: { body: zChannelAssignBody, response: { 200: zReply } } },
    async (request) => {
      const { channel_id, member } = request.body;
      await channels.assign(request.session.account, actorOf(request), {
        channelId: channel_id,
        member,
      });
      return ok(request, 'channelAssigned');
    },
  );

  app.post(
    `/${API_PATHS.channelUnassign}`,
    { preHandler: requireManager, schema: { body: zChannelAssignBody, response: { 200: zReply } } },
    async (request) => {
      const { channel_id, member } = request.body;
      await channels.unassign(request.session.account, actorOf(request), {
        channelId: channel_id,
        member,
      });
      return ok(request, 'assignmentCancelled');
    },
  );

  app.post(
    `/${API_PATHS.channelDelete}`,
    {
      config: PASSWORD_CHECKED,
      preHandler: requireManager,
      schema: { body: zChannelDeleteBody, response: { 200: zReply } },
    },
    async (request) => {
      const { channel_id, password } = request.body;
      await channels.remove(request.session.account, actorOf(request), {
        channelId: channel_id,
        password,
      });
      return ok(request, 'channelDeleted');
    },
  );
};

/** Operators review channels: /api/operator/channels/* with an operator token. */
export const operatorChannelsRoutes: FastifyPluginAsyncZod<{
  channels: ChannelsService;
  sites: SitesService;
  now: () => Date;
}> = async (app, { channels, sites, now }) => {
  app.get(
    underOperator(OPERATOR_API_PATHS.operatorChannelList),
    { schema: { querystring: zOperatorChannelListQuery, response: { 200: zChannelListReply } } },
    async (request) => {
      const { site: domain, status, page, size } = request.query;
      const site = await sites.resolve(domain);
      const { total, rows } = await channels.listForOperator(site.id, { status, page, size });
      return ok(request, 'ok', {
        page,
        size,
        total,
        channels: await presentRows(channels, rows, now()),
      });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorChannelReview),
    {
      config: AUDIT_SITE_IN_BODY,
      schema: { body: zOperatorChannelReviewBody, response: { 200: zChannelReply } },
    },
    async (request) => {
      const { site: domain, channel_id, decision, note } = request.body;
      const site = await sites.resolve(domain);
      const row = await channels.review(site.id, request.operator.name, {
        channelId: channel_id,
        decision,
        note,
      });
      return ok(request, 'channelReviewed', { channel: await presentRow(channels, row, now()) });
    },
  );
};
