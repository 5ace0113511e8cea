import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditTimeBounds,
  OPERATOR_API_PATHS,
  zOperatorAuditQuery,
  zOperatorAuditReply,
} from '@portal/shared';
import { ok } from '../../http/reply.ts';
import { underOperator } from '../operator/operator-path.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { presentAuditEntry } from './audit.presenter.ts';
import type { AuditRepo } from './audit.repo.ts';

/**
 * GET operator/audit: the security-relevant events of one site or of all, newest first,
 * narrowed by action, actor and time.
 */
export const operatorAuditRoutes: FastifyPluginAsyncZod<{
  audit: AuditRepo;
  sites: SitesService;
}> = async (app, { audit, sites }) => {
  app.get(
    underOperator(OPERATOR_API_PATHS.operatorAudit),
    { schema: { querystring: zOperatorAuditQuery, response: { 200: zOperatorAuditReply } } },
    async (request) => {
      const { site, action, actor, page, size } = request.query;
      const siteId = site === undefined ? undefined : (await sites.resolve(site)).id;
      const { from, until } = auditTimeBounds(request.query);
      const { rows, total } = await audit.list(
        { siteId, action, actor, from, until },
        { page, size },
      );
      return ok(request, 'ok', {
        page,
        size,
        total,
        entries: rows.map(presentAuditEntry),
      });
    },
  );
};
