import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_API_PATHS,
  type OperatorAccount,
  zOperatorCodeBody,
  zOperatorDisableBody,
  zOperatorInviteBody,
  zOperatorInviteReply,
  zOperatorListReply,
  zOperatorSessionReply,
  zOperatorSetUpBody,
  zOperatorSignInBody,
  zOperatorSignInReply,
  zReply,
} from '@portal/shared';
import { acrossSites } from '../../db/site-scope.ts';
import { AppError } from '../../http/errors.ts';
import { SIGN_IN_LIMITED } from '../../http/rate-limit.plugin.ts';
import { ok } from '../../http/reply.ts';
import { clientAddress } from '../../http/request-context.ts';
import type { ListedOperator, OperatorAccounts, SignInStep } from './operator-accounts.service.ts';
import { underOperator } from './operator-path.ts';

type Deps = { accounts: OperatorAccounts; publicOrigin: string | undefined };

/** A reply carrying a secret (a token, recovery codes): no cache along the way may keep it. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

function presentStep(request: FastifyRequest, step: SignInStep) {
  const expires_at = step.expiresAt.toISOString();
  return step.step === 'enrol'
    ? ok(request, 'operatorEnrol', {
        step: step.step,
        pending_token: step.pendingToken,
        otpauth_uri: step.otpauthUri,
        qr_svg: step.qrSvg,
        expires_at,
      })
    : ok(request, 'operatorCodeNeeded', {
        step: step.step,
        pending_token: step.pendingToken,
        expires_at,
      });
}

function presentOperator(operator: ListedOperator): OperatorAccount {
  return {
    email: operator.email,
    state: operator.state,
    invited_by: operator.invitedBy,
    created_at: operator.createdAt.toISOString(),
  };
}

/** Where an invitee sets their password: the console's page, when the server knows its origin. */
export function setUpLinkFor(publicOrigin: string | undefined, token: string): string | null {
  return publicOrigin ? `${publicOrigin}/operator/set-up?token=${token}` : null;
}

/**
 * Signing in as an operator (docs/product.md §4.12): before there is any operator
 * token or session, so registered beside the operator scope, not inside it. The calls
 * reach the platform's rows (the audit log, the sign-in limits) across sites.
 */
export const operatorSignInRoutes: FastifyPluginAsyncZod<Pick<Deps, 'accounts'>> = async (
  app,
  { accounts },
) => {
  app.addHook('preHandler', (_request, _reply, done) => acrossSites('operator sign-in', done));

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorSignIn),
    {
      config: SIGN_IN_LIMITED,
      schema: { body: zOperatorSignInBody, response: { 200: zOperatorSignInReply } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      noStore(reply);
      return presentStep(request, await accounts.signIn(email, password, clientAddress(request)));
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorSetUp),
    {
      config: SIGN_IN_LIMITED,
      schema: { body: zOperatorSetUpBody, response: { 200: zOperatorSignInReply } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      noStore(reply);
      return presentStep(request, await accounts.setUp(token, password, clientAddress(request)));
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorSignInEnrol),
    {
      config: SIGN_IN_LIMITED,
      schema: { body: zOperatorCodeBody, response: { 200: zOperatorSessionReply } },
    },
    async (request, reply) => {
      const { pending_token, code } = request.body;
      const session = await accounts.confirmEnrolment(pending_token, code, clientAddress(request));
      noStore(reply);
      return ok(request, 'loggedIn', {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        recovery_codes: session.recoveryCodes,
      });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorSignInCode),
    {
      config: SIGN_IN_LIMITED,
      schema: { body: zOperatorCodeBody, response: { 200: zOperatorSessionReply } },
    },
    async (request, reply) => {
      const { pending_token, code } = request.body;
      const session = await accounts.completeSignIn(pending_token, code, clientAddress(request));
      noStore(reply);
      return ok(request, 'loggedIn', {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
      });
    },
  );
};

/**
 * Operators' own accounts, inside the operator scope: any operator (a session or an API
 * token) lists, invites and disables operators; signing out is a session's.
 */
export const operatorAccountsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { accounts, publicOrigin },
) => {
  /** Who acts, for the audit log and for "not yourself". */
  const byOf = (request: FastifyRequest) => ({
    accountId: request.operator.session?.account.id ?? null,
    actor: { operator: request.operator.name, ip: clientAddress(request) },
  });

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorSignOut),
    { schema: { response: { 200: zReply } } },
    async (request) => {
      const { session } = request.operator;
      // An API token is revoked on the command line, not signed out.
      if (!session) throw new AppError('forbidden');
      await accounts.signOut(session, clientAddress(request));
      return ok(request, 'loggedOut');
    },
  );

  app.get(
    underOperator(OPERATOR_API_PATHS.operatorList),
    { schema: { response: { 200: zOperatorListReply } } },
    async (request) =>
      ok(request, 'ok', { operators: (await accounts.list()).map(presentOperator) }),
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorInvite),
    { schema: { body: zOperatorInviteBody, response: { 200: zOperatorInviteReply } } },
    async (request, reply) => {
      const invited = await accounts.invite(request.body.email, byOf(request));
      noStore(reply);
      return ok(request, 'operatorInvited', {
        operator: presentOperator(invited.operator),
        setup_token: invited.token,
        setup_link: setUpLinkFor(publicOrigin, invited.token),
        expires_at: invited.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorDisable),
    { schema: { body: zOperatorDisableBody, response: { 200: zReply } } },
    async (request) => {
      await accounts.disable(request.body.email, byOf(request));
      return ok(request, 'operatorDisabled');
    },
  );
};
