import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  zAccountDeleteBody,
  zAccountUpdateBody,
  zExternalAuthBody,
  zJoinBody,
  zLoginBody,
  zMeReply,
  zReply,
  zTokenReply,
} from '@portal/shared';
import { PASSWORD_CHECKED } from '../../http/password-check.plugin.ts';
import { SIGN_IN_LIMITED } from '../../http/rate-limit.plugin.ts';
import {
  actorOf,
  bearerToken,
  chosenLocale,
  clientAddress,
  requestDomain,
} from '../../http/request-context.ts';
import { hashSecret } from '../sessions/sessions.service.ts';
import { ok } from '../../http/reply.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { presentMe } from './accounts.presenter.ts';
import type { Account } from './accounts.repo.ts';
import type { AccountsService } from './accounts.service.ts';

type Deps = {
  accounts: AccountsService;
  sessions: SessionsService;
  requireSession: preHandlerAsyncHookHandler;
  channelVerifyNeeded: (account: Account) => Promise<boolean>;
};

/**
 * Sign-up, login, logout, user data and the account's own settings
 * (docs/product.md §4.2, §4.3).
 */
export const accountsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { accounts, sessions, requireSession, channelVerifyNeeded },
) => {
  app.post(
    `/${API_PATHS.join}`,
    { config: SIGN_IN_LIMITED, schema: { body: zJoinBody, response: { 200: zReply } } },
    async (request) => {
      const outcome = await accounts.join(request.site.id, request.body, clientAddress(request));
      // A taken email answers as a new account does, and its owner hears of it by email.
      // Not awaited: writing that message must not make the reply later, or the reply's
      // time would tell which emails have accounts.
      if (outcome.kind === 'emailTaken')
        void accounts
          .noticeSignUpAttempt(request.site.id, request.body.email, {
            locale: chosenLocale(request),
            domain: requestDomain(request),
          })
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'sign-up notice not written'),
          );
      return ok(request, 'joined');
    },
  );

  app.post(
    `/${API_PATHS.login}`,
    { config: SIGN_IN_LIMITED, schema: { body: zLoginBody, response: { 200: zTokenReply } } },
    async (request) => {
      const presented = bearerToken(request);
      const token = await accounts.login(
        request.site.id,
        { email: request.body.id, password: request.body.password },
        {
          ip: clientAddress(request),
          previousTokenHash: presented ? hashSecret(presented) : undefined,
          locale: chosenLocale(request),
        },
      );
      return ok(request, 'loggedIn', { token });
    },
  );

  app.post(
    `/${API_PATHS.externalAuth}`,
    {
      config: SIGN_IN_LIMITED,
      schema: { body: zExternalAuthBody, response: { 200: zTokenReply } },
    },
    async (request) => {
      const token = await accounts.signInWithCode(request.site.id, request.body.code, {
        locale: chosenLocale(request),
      });
      return ok(request, 'loggedIn', { token });
    },
  );

  app.post(
    `/${API_PATHS.logout}`,
    { preHandler: requireSession, schema: { response: { 200: zReply } } },
    async (request) => {
      await sessions.revoke(request.site.id, request.session.tokenHash);
      return ok(request, 'loggedOut');
    },
  );

  app.get(
    `/${API_PATHS.me}`,
    { preHandler: requireSession, schema: { response: { 200: zMeReply } } },
    async (request) =>
      ok(
        request,
        'ok',
        presentMe(request.session, await channelVerifyNeeded(request.session.account)),
      ),
  );

  app.post(
    `/${API_PATHS.accountUpdate}`,
    {
      config: PASSWORD_CHECKED,
      preHandler: requireSession,
      schema: { body: zAccountUpdateBody, response: { 200: zReply } },
    },
    async (request) => {
      const { password, new_password, nickname } = request.body;
      const outcome = await accounts.update(request.session, actorOf(request), {
        password,
        newPassword: new_password || undefined,
        nickname: nickname || undefined,
      });
      return ok(request, outcome);
    },
  );

  app.post(
    `/${API_PATHS.accountDelete}`,
    {
      config: PASSWORD_CHECKED,
      preHandler: requireSession,
      schema: { body: zAccountDeleteBody, response: { 200: zReply } },
    },
    async (request) => {
      await accounts.remove(request.session, actorOf(request), request.body.password);
      return ok(request, 'accountDeleted');
    },
  );
};
