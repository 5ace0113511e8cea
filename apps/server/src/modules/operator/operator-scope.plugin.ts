import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acrossSites } from '../../db/site-scope.ts';
import { clientAddress } from '../../http/request-context.ts';
import { PLATFORM_SITE_ID, type AuditRepo } from '../audit/audit.repo.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { OperatorAuth } from './operator-auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Where an operator call names the site it changes (the `site` of its query or
     * body); its audit log entry goes under that site. Without it, under the platform.
     */
    auditSite?: 'query' | 'body';
    /**
     * A call that is one step of a change already logged (a chunk of an upload whose
     * creation is): not logged again, or a large file would fill the log.
     */
    auditedElsewhere?: true;
  }
}

/** The options of an operator call that names its site in its query string. */
export const AUDIT_SITE_IN_QUERY = { auditSite: 'query' } as const;
/** The options of an operator call that names its site in its body. */
export const AUDIT_SITE_IN_BODY = { auditSite: 'body' } as const;

type Deps = { operatorAuth: OperatorAuth; audit: Pick<AuditRepo, 'record'>; sites: SitesService };

/**
 * Makes the routes registered on `app` after this platform operators' calls: no site, an
 * operator token instead of a session, every site's rows in view, and every change in
 * the audit log.
 */
export function registerOperatorScope(app: FastifyInstance, deps: Deps): void {
  app.addHook('onRequest', (request) => deps.operatorAuth.require(request));
  app.addHook('preHandler', (_request, _reply, done) => acrossSites('operator call', done));
  // Written before the reply leaves, so whoever reads the log after a change finds it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method === 'GET' ||
      !request.operator ||
      request.routeOptions.config.auditedElsewhere
    )
      return payload;
    await recordCall(deps, request, reply.statusCode).catch((error: unknown) =>
      request.log.error({ err: error }, 'audit log entry not written'),
    );
    return payload;
  });
}

/** An operator's change, under the site its route says it names, else the platform's. */
function recordCall({ audit, sites }: Deps, request: FastifyRequest, status: number) {
  return acrossSites('operator audit', async () => {
    const where = request.routeOptions.config.auditSite;
    const named = where ? (request[where] as { site?: unknown } | undefined)?.site : undefined;
    const site =
      typeof named === 'string' ? await sites.resolve(named).catch(() => undefined) : undefined;
    await audit.record(site?.id ?? PLATFORM_SITE_ID, {
      actor: { operator: request.operator.name, ip: clientAddress(request) },
      action: 'operator.call',
      detail: { call: request.routeOptions.url?.slice('/api/'.length), status },
    });
  });
}
