import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  zMcnAccountsQuery,
  zMcnAccountsReply,
  zMcnAddBody,
  zMcnDeleteBody,
  zMcnFeeHistoryQuery,
  zMcnFeeHistoryReply,
  zMcnUpdateBody,
  zReply,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { PASSWORD_CHECKED } from '../../http/password-check.plugin.ts';
import { actorOf } from '../../http/request-context.ts';
import { ok } from '../../http/reply.ts';
import { presentFeeChange, presentMember } from './members.presenter.ts';
import type { MembersService } from './members.service.ts';

type Deps = { members: MembersService; requireSession: preHandlerAsyncHookHandler };

/** Member management for managers (spec §6, §7): permission_flag = 1 only, own site only. */
export const membersRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { members, requireSession },
) => {
  app.addHook('preHandler', requireSession);
  app.addHook('preHandler', async (request) => {
    if (request.session.account.role !== 'manager') throw new AppError('forbidden');
  });

  app.post(
    `/${API_PATHS.mcnAdd}`,
    { schema: { body: zMcnAddBody, response: { 200: zReply } } },
    async (request) => {
      const { user_id, password, nickname, channels } = request.body;
      await members.add(request.session.account, actorOf(request), {
        email: user_id,
        password,
        nickname,
        channelLinks: channels,
      });
      return ok(request, 'memberCreated');
    },
  );

  app.get(
    `/${API_PATHS.mcnAccounts}`,
    { schema: { querystring: zMcnAccountsQuery, response: { 200: zMcnAccountsReply } } },
    async (request) => {
      const { page, size, search } = request.query;
      const { total, rows } = await members.list(request.session.account, { page, size, search });
      return ok(request, 'ok', {
        page,
        size,
        total,
        accounts: rows.map(presentMember),
      });
    },
  );

  app.post(
    `/${API_PATHS.mcnUpdate}`,
    { config: PASSWORD_CHECKED, schema: { body: zMcnUpdateBody, response: { 200: zReply } } },
    async (request) => {
      const { target, password, fee_rate, effective_from, new_password } = request.body;
      const outcome = await members.update(request.session.account, actorOf(request), {
        target,
        password,
        ...(fee_rate === undefined ? {} : { feeRate: fee_rate }),
        ...(effective_from === undefined ? {} : { effectiveFrom: effective_from }),
        ...(new_password === undefined ? {} : { newPassword: new_password }),
      });
      return ok(request, outcome);
    },
  );

  app.post(
    `/${API_PATHS.mcnDelete}`,
    { config: PASSWORD_CHECKED, schema: { body: zMcnDeleteBody, response: { 200: zReply } } },
    async (request) => {
      await members.remove(request.session.account, actorOf(request), request.body);
      return ok(request, 'memberDeleted');
    },
  );

  app.get(
    `/${API_PATHS.mcnFeeHistory}`,
    { schema: { querystring: zMcnFeeHistoryQuery, response: { 200: zMcnFeeHistoryReply } } },
    async (request) => {
      const history = await members.feeHistory(request.session.account, request.query.target);
      return ok(request, 'ok', {
        history: history.map(presentFeeChange),
      });
    },
  );
};
