import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, MESSAGES, zSiteMetaQuery, zSiteMetaReply } from '@portal/shared';
import { normalizeDomain } from '../../http/request-context.ts';
import { presentSiteMetadata, type SitesService } from './sites.service.ts';

export const sitesRoutes: FastifyPluginAsyncZod<{ sites: SitesService }> = async (
  app,
  { sites },
) => {
  app.get(
    `/${API_PATHS.siteMeta}`,
    { schema: { querystring: zSiteMetaQuery, response: { 200: zSiteMetaReply } } },
    async (request) => {
      const domain = normalizeDomain(request.query.domain);
      const site = await sites.resolve(domain);
      return {
        success: true as const,
        message: MESSAGES[request.locale].success.ok,
        metadata: presentSiteMetadata(site, domain),
      };
    },
  );
};
