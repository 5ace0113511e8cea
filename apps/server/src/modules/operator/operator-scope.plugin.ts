import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acrossSites } from '../../db/site-scope.ts';
import { clientAddress } from '../../http/request-context.ts';
import { PLATFORM_SITE_ID, type AuditRepo } from '../audit/audit.repo.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { OperatorAuth } from './operator-auth.ts';

type Deps = { operatorAuth: OperatorAuth; audit: Pick<AuditRepo, 'record'>; sites: SitesService };

/**
 * Makes the routes registered on `app` after this platform operators' calls: no site, an
 * operator token instead of a session, every site's rows in view, and every change in
 * the audit log.
 */
export function registerOperatorScope(app: FastifyInstance, deps: Deps): void {
  app.addHook('onRequest', (request) => deps.operatorAuth.require(request));
  app.addHook('preHandler', (_request, _reply, done) => acrossSites('operator call', done));
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || !request.operator) return;
    await recordCall(deps, request, reply.statusCode).catch((error: unknown) =>
      request.log.error({ err: error }, 'audit log entry not written'),
    );
  });
}

/** An operator's change, under the site it names (in its query or body), else the platform's. */
function recordCall({ audit, sites }: Deps, request: FastifyRequest, status: number) {
  return acrossSites('operator audit', async () => {
    const named = [request.query, request.body]
      .map((input) => (input as { site?: unknown } | undefined)?.site)
      .find((site): site is string => typeof site === 'string');
    const site = named ? await sites.resolve(named).catch(() => undefined) : undefined;
    await audit.record(site?.id ?? PLATFORM_SITE_ID, {
      actor: { operator: request.operator.name, ip: clientAddress(request) },
      action: 'operator.call',
      detail: { call: request.routeOptions.url?.slice('/api/'.length), status },
    });
  });
}
