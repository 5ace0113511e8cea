import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_API_PATHS,
  type OperatorYouTubeSite,
  zOperatorYouTubeFetchBody,
  zOperatorYouTubeFetchReply,
  zOperatorYouTubeQuery,
  zOperatorYouTubeReply,
} from '@portal/shared';
import { ok } from '../../http/reply.ts';
import { AUDIT_SITE_IN_BODY } from '../operator/operator-scope.plugin.ts';
import { underOperator } from '../operator/operator-path.ts';
import { presentConsoleSite } from '../sites/sites.presenter.ts';
import type { Site } from '../sites/sites.repo.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { presentConnection } from './youtube-connection.presenter.ts';
import type { YouTubeConnectionService } from './youtube-connection.service.ts';

type Deps = { connection: YouTubeConnectionService; sites: SitesService };

/**
 * Every network's YouTube connection and ingestion, for operators
 * (docs/product.md §4.12): what each manager's screen shows, and "fetch now" as the
 * manager presses it.
 */
export const operatorYouTubeRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { connection, sites },
) => {
  /** A site's connection as its manager's screen shows it, with its reports counted. */
  async function present(named: { site: Site; domains: string[] }): Promise<OperatorYouTubeSite> {
    const siteId = named.site.id;
    const [status, fetching, counts] = await Promise.all([
      connection.status(siteId),
      connection.fetching(siteId),
      connection.reportCounts(siteId),
    ]);
    return {
      ...presentConsoleSite(named),
      connection: status ? presentConnection(status, fetching) : null,
      report_counts: counts,
    };
  }

  app.get(
    underOperator(OPERATOR_API_PATHS.operatorYouTubeList),
    { schema: { querystring: zOperatorYouTubeQuery, response: { 200: zOperatorYouTubeReply } } },
    async (request) => {
      const { site } = request.query;
      const named = site === undefined ? await sites.list() : [await sites.get(site)];
      const listed = [];
      // One site after another: each site's few queries, never all of them at once.
      for (const one of named) listed.push(await present(one));
      return ok(request, 'ok', { configured: connection.configured(), sites: listed });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorYouTubeFetch),
    {
      config: AUDIT_SITE_IN_BODY,
      schema: { body: zOperatorYouTubeFetchBody, response: { 200: zOperatorYouTubeFetchReply } },
    },
    async (request) => {
      const named = await sites.get(request.body.site);
      await connection.fetchNow(named.site.id);
      return ok(request, 'youtubeFetchQueued', { site: await present(named) });
    },
  );
};
