import type {
  FastifyInstance,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { inSite } from '../db/site-scope.ts';
import type { AuditRepo } from '../modules/audit/audit.repo.ts';
import type { Claim, SignInLimits } from '../modules/sessions/sign-in-limits.ts';
import { AppError } from './errors.ts';
import { actorOf, clientAddress } from './request-context.ts';
import { withHook } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call checks the signed-in caller's own password (a sensitive change): it falls
     * under the account's and the address's limit of failed password checks.
     */
    passwordCheck?: boolean;
  }
  interface FastifyRequest {
    /** The caller's password check of this call, counted as failed until it gets past it. */
    passwordClaim?: Claim;
  }
}

/** The options of a route that checks the signed-in caller's password. */
export const PASSWORD_CHECKED = { passwordCheck: true } as const;

type Deps = { limits: Pick<SignInLimits, 'claim' | 'release'>; audit: Pick<AuditRepo, 'record'> };

/**
 * Limits the password checks of the routes that say they make one
 * (`config: { passwordCheck: true }`), on the routes registered on `app` after this: past
 * the limit of failures the call is refused with 429 before the password is tried, and it
 * counts as failed until the call gets past the password. A wrong password stays counted
 * and goes into the audit log (`account.password_check_failed`); any other outcome takes
 * the failure back. Such a route must require a session: the limit is its account's.
 */
export function registerPasswordCheck(app: FastifyInstance, { limits, audit }: Deps): void {
  const claim: preHandlerAsyncHookHandler = async (request) => {
    if (!request.session)
      throw new Error(`${request.routeOptions.url}: a password check needs a session`);
    request.passwordClaim = await limits.claim(passwordAttempt(request));
  };
  // Any outcome but a wrong password takes the failure back, before the reply leaves, so
  // the caller's next call sees it gone.
  const release: onSendHookHandler = async (request) => {
    const held = request.passwordClaim;
    if (!held) return;
    request.passwordClaim = undefined;
    await inSite(request.site.id, () => limits.release(held));
  };
  // The claim comes last of the route's checks, after its session (and role) checks,
  // right before the handler tries the password. Only these routes hold a claim, so only
  // they need the release.
  app.addHook('onRoute', (route) => {
    if (!route.config?.passwordCheck) return;
    route.preHandler = withHook(route.preHandler, claim);
    route.onSend = withHook(route.onSend, release);
  });
  // A wrong password stays counted (its claim is dropped before the release runs), and
  // goes into the audit log.
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof AppError) || error.code !== 'wrong_password' || !request.session) return;
    if (!request.routeOptions.config.passwordCheck) {
      request.log.error('a password was checked by a route without config.passwordCheck');
      return;
    }
    request.passwordClaim = undefined;
    await inSite(request.site.id, async () => {
      await audit.record(request.site.id, {
        actor: actorOf(request),
        action: 'account.password_check_failed',
        targetAccountId: request.session.account.id,
        detail: { call: request.routeOptions.url?.slice('/api/'.length) },
      });
    });
  });
}

/** A password check by the signed-in caller: their account and address. */
function passwordAttempt(request: FastifyRequest) {
  return {
    siteId: request.site.id,
    email: request.session.account.email,
    ip: clientAddress(request),
  };
}
