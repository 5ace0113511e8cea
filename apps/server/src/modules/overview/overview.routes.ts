import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS, type OverviewSite, zOperatorOverviewReply } from '@portal/shared';
import { ok } from '../../http/reply.ts';
import { underOperator } from '../operator/operator-path.ts';
import { presentConsoleSite } from '../sites/sites.presenter.ts';
import { presentHealth } from '../youtube-connection/youtube-connection.presenter.ts';
import type { OperatorOverview, OverviewRow } from './overview.service.ts';

/** A site's line of the overview. */
export function presentOverviewSite(row: OverviewRow): OverviewSite {
  return {
    ...presentConsoleSite(row),
    members: row.members,
    channels_waiting: row.channelsWaiting,
    complete_up_to: row.lastDay,
    youtube: row.youtube && presentHealth(row.youtube.health, row.youtube.fetching),
  };
}

/** GET operator/overview: the console's home, every site at a glance (docs/product.md §4.12). */
export const operatorOverviewRoutes: FastifyPluginAsyncZod<{
  overview: OperatorOverview;
  youtubeConfigured: () => boolean;
}> = async (app, { overview, youtubeConfigured }) => {
  app.get(
    underOperator(OPERATOR_API_PATHS.operatorOverview),
    { schema: { response: { 200: zOperatorOverviewReply } } },
    async (request) =>
      ok(request, 'ok', {
        youtube_configured: youtubeConfigured(),
        sites: (await overview.sites()).map(presentOverviewSite),
      }),
  );
};
