import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPERATOR_API_PATHS,
  zOperatorPayoutsReply,
  zOperatorRequestsQuery,
  zOperatorRequestsReply,
} from '@portal/shared';
import { ok } from '../../http/reply.ts';
import { underOperator } from '../operator/operator-path.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { presentBooks, presentWithdrawal } from './earnings.presenter.ts';
import type { EarningsService } from './earnings.service.ts';

/**
 * Every network's month closes and payouts, read only, for operators
 * (docs/product.md §4.12): the network's manager pays, so nothing here changes the
 * books, and payout details show only masked.
 */
export const operatorPayoutsRoutes: FastifyPluginAsyncZod<{
  earnings: EarningsService;
  sites: SitesService;
}> = async (app, { earnings, sites }) => {
  app.get(
    underOperator(OPERATOR_API_PATHS.operatorPayoutList),
    { schema: { response: { 200: zOperatorPayoutsReply } } },
    async (request) => {
      const listed = await sites.list();
      const books = await earnings.booksOfSites(listed.map((named) => named.site));
      return ok(request, 'ok', {
        sites: listed.map((named, index) => presentBooks(named, books[index]!)),
      });
    },
  );

  app.get(
    underOperator(OPERATOR_API_PATHS.operatorPayoutRequests),
    {
      schema: { querystring: zOperatorRequestsQuery, response: { 200: zOperatorRequestsReply } },
    },
    async (request) => {
      const { site, state, page, size } = request.query;
      const found = await earnings.withdrawals(await sites.resolve(site), state, page, size);
      return ok(request, 'ok', {
        page,
        size,
        total: found.total,
        withdrawals: found.rows.map(presentWithdrawal),
      });
    },
  );
};
