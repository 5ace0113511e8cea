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
  /**
   * Sites' connections as each manager's screen shows them, with their reports counted:
   * which sites are connected and every site's counts in one statement each, then each
   * connected site's status, one site after another.
   */
  async function present(
    named: { site: Site; domains: string[] }[],
  ): Promise<OperatorYouTubeSite[]> {
    const ids = named.map((one) => one.site.id);
    const [connected, counts] = await Promise.all([
      connection.connectedOf(ids),
      connection.reportCountsOfSites(ids),
    ]);
    const listed: OperatorYouTubeSite[] = [];
    for (const one of named) {
      const siteId = one.site.id;
      const status = connected.has(siteId) ? await connection.status(siteId) : null;
      listed.push({
        ...presentConsoleSite(one),
        connection: status ? presentConnection(status, await connection.fetching(siteId)) : null,
        report_counts: counts.get(siteId)!,
      });
    }
    return listed;
  }

  app.get(
    underOperator(OPERATOR_API_PATHS.operatorYouTubeList),
    { schema: { querystring: zOperatorYouTubeQuery, response: { 200: zOperatorYouTubeReply } } },
    async (request) => {
      const { site } = request.query;
      const named = site === undefined ? await sites.list() : [await sites.get(site)];
      return ok(request, 'ok', {
        configured: connection.configured(),
        sites: await present(named),
      });
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
      const [listed] = await present([named]);
      return ok(request, 'youtubeFetchQueued', { site: listed! });
    },
  );
};
