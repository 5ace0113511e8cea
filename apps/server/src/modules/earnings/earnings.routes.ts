import type { FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  zCloseQuery,
  zCloseReply,
  zEarningsSummaryReply,
  zHistoryQuery,
  zHistoryReply,
  zPaidBody,
  zPayoutMethodBody,
  zPayoutSettingsBody,
  zPayoutsExportQuery,
  zPayoutsOverviewReply,
  zRejectBody,
  zReply,
  zRequestsQuery,
  zRequestsReply,
  zStatementQuery,
  zStatementReply,
  zStatementsQuery,
  zStatementsReply,
  zWithdrawalIdBody,
  zWithdrawalReply,
  zWithdrawBody,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { actorOf, callerViewer } from '../../http/request-context.ts';
import {
  presentCloseResult,
  presentEntry,
  presentOverview,
  presentRequest,
  presentStatement,
  presentStatementItem,
  presentSummary,
  presentWithdrawal,
} from './earnings.presenter.ts';
import { currencyOf, type EarningsService } from './earnings.service.ts';
import { statementsCsv } from './statement-csv.ts';

type Deps = { earnings: EarningsService; requireSession: preHandlerAsyncHookHandler };

/** Members' own money: a manager has no earnings of their own. */
const membersOnly: preHandlerAsyncHookHandler = async (request) => {
  if (callerViewer(request).role !== 'member') throw new AppError('forbidden');
};
/** The site's books: managers only (permission_flag = 1), and a network token reading them. */
const managersOnly: preHandlerAsyncHookHandler = async (request) => {
  if (callerViewer(request).role !== 'manager') throw new AppError('forbidden');
};

/** A CSV download, never cached (it is someone's money). */
function sendCsv(reply: FastifyReply, name: string, body: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Money out (docs/product.md §4.10, §4.11): `earnings/*` for members, `payouts/*` for
 * managers and withdrawals.
 */
export const earningsRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { earnings, requireSession },
) => {
  app.addHook('preHandler', requireSession);
  const member = { preHandler: membersOnly };
  const manager = { preHandler: managersOnly };

  app.get(
    `/${API_PATHS.earningsSummary}`,
    { ...member, schema: { response: { 200: zEarningsSummaryReply } } },
    async (request) => {
      const summary = await earnings.summary(request.site, request.session.account);
      return ok(request, 'ok', presentSummary(summary));
    },
  );

  app.get(
    `/${API_PATHS.earningsStatements}`,
    { schema: { querystring: zStatementsQuery, response: { 200: zStatementsReply } } },
    async (request) => {
      const rows = await earnings.statements(
        request.site,
        callerViewer(request),
        request.query.member,
      );
      return ok(request, 'ok', {
        currency: currencyOf(request.site),
        statements: rows.map(presentStatementItem),
      });
    },
  );

  app.get(
    `/${API_PATHS.earningsStatement}`,
    { schema: { querystring: zStatementQuery, response: { 200: zStatementReply } } },
    async (request) => {
      const { statement, closedAt } = await earnings.statement(
        request.site,
        callerViewer(request),
        request.query.month,
        request.query.member,
      );
      return ok(request, 'ok', { statement: presentStatement(statement, closedAt) });
    },
  );

  app.get(
    `/${API_PATHS.earningsStatementExport}`,
    { schema: { querystring: zStatementQuery } },
    async (request, reply) => {
      const { statement } = await earnings.statement(
        request.site,
        callerViewer(request),
        request.query.month,
        request.query.member,
      );
      return sendCsv(
        reply,
        `statement-${request.query.month}`,
        statementsCsv([statement], request.locale, currencyOf(request.site)),
      );
    },
  );

  app.get(
    `/${API_PATHS.earningsHistory}`,
    { ...member, schema: { querystring: zHistoryQuery, response: { 200: zHistoryReply } } },
    async (request) => {
      const { page, size } = request.query;
      const history = await earnings.history(request.site, request.session.account, page, size);
      return ok(request, 'ok', {
        page,
        size,
        total: history.total,
        currency: history.currency,
        entries: history.rows.map(presentEntry),
        withdrawals: history.withdrawals.map(presentWithdrawal),
      });
    },
  );

  app.post(
    `/${API_PATHS.payoutMethod}`,
    { ...member, schema: { body: zPayoutMethodBody, response: { 200: zReply } } },
    async (request) => {
      await earnings.setPayoutMethod(
        request.site,
        request.session.account,
        actorOf(request),
        request.body,
      );
      return ok(request, 'payoutMethodSaved');
    },
  );

  app.post(
    `/${API_PATHS.payoutWithdraw}`,
    { ...member, schema: { body: zWithdrawBody, response: { 200: zWithdrawalReply } } },
    async (request) => {
      const { withdrawal } = await earnings.withdraw(
        request.site,
        request.session.account,
        actorOf(request),
        { amount: request.body.amount, idempotencyKey: request.body.idempotency_key },
      );
      return ok(request, 'withdrawalRequested', { withdrawal: presentWithdrawal(withdrawal) });
    },
  );

  app.post(
    `/${API_PATHS.payoutCancel}`,
    { ...member, schema: { body: zWithdrawalIdBody, response: { 200: zWithdrawalReply } } },
    async (request) => {
      const withdrawal = await earnings.cancel(
        request.site,
        request.session.account,
        actorOf(request),
        request.body.id,
      );
      return ok(request, 'withdrawalCancelled', { withdrawal: presentWithdrawal(withdrawal) });
    },
  );

  app.get(
    `/${API_PATHS.payoutClosePreview}`,
    { ...manager, schema: { querystring: zCloseQuery, response: { 200: zCloseReply } } },
    async (request) => {
      const result = await earnings.preview(request.site, request.query.month);
      return ok(request, 'ok', presentCloseResult(currencyOf(request.site), result));
    },
  );

  app.post(
    `/${API_PATHS.payoutClose}`,
    { ...manager, schema: { body: zCloseQuery, response: { 200: zCloseReply } } },
    async (request) => {
      const result = await earnings.close(
        request.site,
        request.session.account,
        actorOf(request),
        request.body.month,
      );
      return ok(request, 'monthClosed', presentCloseResult(currencyOf(request.site), result));
    },
  );

  app.get(
    `/${API_PATHS.payoutOverview}`,
    { ...manager, schema: { response: { 200: zPayoutsOverviewReply } } },
    async (request) => {
      const overview = await earnings.overview(request.site);
      return ok(request, 'ok', presentOverview(overview));
    },
  );

  app.get(
    `/${API_PATHS.payoutRequests}`,
    { ...manager, schema: { querystring: zRequestsQuery, response: { 200: zRequestsReply } } },
    async (request) => {
      const { state, page, size } = request.query;
      const result = await earnings.requests(request.site, state, page, size);
      return ok(request, 'ok', {
        page,
        size,
        total: result.total,
        withdrawals: result.rows.map(presentRequest),
      });
    },
  );

  app.post(
    `/${API_PATHS.payoutApprove}`,
    { ...manager, schema: { body: zWithdrawalIdBody, response: { 200: zWithdrawalReply } } },
    async (request) => {
      const withdrawal = await earnings.approve(request.site, actorOf(request), request.body.id);
      return ok(request, 'withdrawalApproved', { withdrawal: presentWithdrawal(withdrawal) });
    },
  );

  app.post(
    `/${API_PATHS.payoutReject}`,
    { ...manager, schema: { body: zRejectBody, response: { 200: zWithdrawalReply } } },
    async (request) => {
      const withdrawal = await earnings.reject(
        request.site,
        actorOf(request),
        request.body.id,
        request.body.reason,
      );
      return ok(request, 'withdrawalRejected', { withdrawal: presentWithdrawal(withdrawal) });
    },
  );

  app.post(
    `/${API_PATHS.payoutPaid}`,
    { ...manager, schema: { body: zPaidBody, response: { 200: zWithdrawalReply } } },
    async (request) => {
      const withdrawal = await earnings.markPaid(request.site, actorOf(request), {
        id: request.body.id,
        paidOn: request.body.paid_on,
        reference: request.body.reference,
      });
      return ok(request, 'withdrawalPaid', { withdrawal: presentWithdrawal(withdrawal) });
    },
  );

  app.get(
    `/${API_PATHS.payoutExport}`,
    { ...manager, schema: { querystring: zPayoutsExportQuery } },
    async (request, reply) => {
      const { statements } = await earnings.monthStatements(request.site, request.query.month);
      return sendCsv(
        reply,
        `statements-${request.query.month}`,
        statementsCsv(statements, request.locale, currencyOf(request.site)),
      );
    },
  );

  app.post(
    `/${API_PATHS.payoutSettings}`,
    { ...manager, schema: { body: zPayoutSettingsBody, response: { 200: zReply } } },
    async (request) => {
      await earnings.saveSettings(request.site, actorOf(request), {
        ...(request.body.withdrawal_threshold === undefined
          ? {}
          : { threshold: request.body.withdrawal_threshold }),
        ...(request.body.auto_close_day === undefined
          ? {}
          : { autoCloseDay: request.body.auto_close_day }),
      });
      return ok(request, 'payoutSettingsSaved');
    },
  );
};
