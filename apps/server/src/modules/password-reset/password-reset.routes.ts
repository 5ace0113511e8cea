import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  zPasswordForgotBody,
  zPasswordResetBody,
  zReply,
  zTokenReply,
} from '@portal/shared';
import { SIGN_IN_LIMITED } from '../../http/rate-limit.plugin.ts';
import { chosenLocale, clientAddress, requestDomain } from '../../http/request-context.ts';
import { ok } from '../../http/reply.ts';
import type { PasswordResets } from './password-reset.service.ts';

/** "Forgot your password?" and the reset page's call (issue 26); limited like signing in. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ resets: PasswordResets }> = async (
  app,
  { resets },
) => {
  app.post(
    `/${API_PATHS.passwordForgot}`,
    { config: SIGN_IN_LIMITED, schema: { body: zPasswordForgotBody, response: { 200: zReply } } },
    async (request) => {
      // Not awaited: a known email (a link to write) must not answer later than an
      // unknown one, or the reply's time would tell which emails have accounts.
      void resets
        .request(request.site.id, request.body.email, {
          locale: request.locale,
          domain: requestDomain(request),
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'reset link not written'));
      return ok(request, 'resetMailSent');
    },
  );

  app.post(
    `/${API_PATHS.passwordReset}`,
    {
      config: SIGN_IN_LIMITED,
      schema: { body: zPasswordResetBody, response: { 200: zTokenReply } },
    },
    async (request) => {
      const token = await resets.reset(
        request.site.id,
        { token: request.body.token, password: request.body.password },
        { ip: clientAddress(request), locale: chosenLocale(request) },
      );
      return ok(request, 'passwordReset', { token });
    },
  );
};
