import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  zMailPreferenceBody,
  zMailPreferencesReply,
  zReply,
  zUnsubscribeReply,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import type { SecretsKeyRing } from '../../lib/secrets.ts';
import { ok } from '../../http/reply.ts';
import { UNSIGNED } from '../../http/protection.plugin.ts';
import { UNSUBSCRIBE_PATH, type MailService } from './mail.service.ts';
import { verifyUnsubscribe } from './unsubscribe-token.ts';

const zUnsubscribeQuery = z.object({ token: z.string().max(512).optional() });

/**
 * A member's email choices (issue 26): each kind on or off in account settings, and the
 * one-click unsubscribe of RFC 8058, which a mail program POSTs to the List-Unsubscribe
 * URL without signing in. A token that does not verify, or is another site's, changes
 * nothing and answers unsubscribe_link_invalid in the caller's language.
 */
export const mailPreferencesRoutes: FastifyPluginAsyncZod<{
  mail: MailService;
  secretsKeys: SecretsKeyRing;
  requireSession: preHandlerAsyncHookHandler;
}> = async (app, { mail, secretsKeys, requireSession }) => {
  // A one-click POST is a form (`List-Unsubscribe=One-Click`); only its URL matters.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get(
    `/${API_PATHS.mailPreferences}`,
    { preHandler: requireSession, schema: { response: { 200: zMailPreferencesReply } } },
    async (request) => {
      const { account } = request.session;
      return ok(request, 'ok', { preferences: await mail.preferences(account.siteId, account.id) });
    },
  );

  app.post(
    `/${API_PATHS.mailPreferences}`,
    {
      preHandler: requireSession,
      schema: { body: zMailPreferenceBody, response: { 200: zReply } },
    },
    async (request) => {
      const { account } = request.session;
      await mail.setPreference(account.siteId, account.id, request.body.kind, request.body.on);
      return ok(request, 'mailPreferenceSaved');
    },
  );

  app.post(
    UNSUBSCRIBE_PATH.slice('/api'.length),
    // Mail programs post here themselves (RFC 8058): no web app, no signed request.
    {
      config: UNSIGNED,
      schema: { querystring: zUnsubscribeQuery, response: { 200: zUnsubscribeReply } },
    },
    async (request) => {
      const { token } = request.query;
      const subject = token ? verifyUnsubscribe(secretsKeys, token) : undefined;
      if (!subject || subject.siteId !== request.site.id)
        throw new AppError('unsubscribe_link_invalid');
      await mail.setPreference(subject.siteId, subject.accountId, subject.kind, false);
      return ok(request, 'unsubscribed', { kind: subject.kind });
    },
  );
};
