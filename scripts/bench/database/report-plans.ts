/**
 * The query plans behind the report calls `npm run bench` measures: each call is made
 * once through the server's own services (app.ts) with a pool that runs every statement
 * under `EXPLAIN (ANALYZE, BUFFERS)` before running it for real, so the plans are those
 * of the very SQL the HTTP server sends, whatever the reports code is today.
 */
import { secretsKeysOf } from '../../../apps/server/src/lib/secrets.ts';
import type pg from 'pg';
import {
  API_PATHS,
  zChannelReportQuery,
  zReportFilter,
  zVideoDetailQuery,
  zVideoReportQuery,
} from '@portal/shared';
import { createServices } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { DEMO_DOMAINS } from '../../../apps/server/src/demo/demo-network.ts';
import { createAccountsRepo } from '../../../apps/server/src/modules/accounts/accounts.repo.ts';
import { inSite } from '../../../apps/server/src/db/site-scope.ts';
import type {
  ReportsService,
  ReportViewer,
} from '../../../apps/server/src/modules/reports/reports.service.ts';

export type PlannedCall = {
  label: string;
  email: string;
  path: string;
  query: Record<string, string>;
};

export type QueryPlan = {
  sql: string;
  params: unknown[];
  /** Planning plus execution, as EXPLAIN ANALYZE reports them. */
  ms: number;
  plan: string;
};

export type CallPlans = PlannedCall & { queries: QueryPlan[] };

const TIME = /^(Planning|Execution) Time: ([\d.]+) ms$/;

function explainingPool(pool: pg.Pool, captured: QueryPlan[]): pg.Pool {
  const query = async (sql: string, params: unknown[] = []) => {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, format text) ${sql}`,
      params,
    );
    const lines = rows.map((row) => row['QUERY PLAN']);
    const ms = lines.reduce((sum, line) => sum + Number(TIME.exec(line.trim())?.[2] ?? 0), 0);
    captured.push({ sql, params, ms, plan: lines.join('\n') });
    return pool.query(sql, params);
  };
  return new Proxy(pool, {
    get: (target, property) =>
      property === 'query' ? query : (Reflect.get(target, property, target) as unknown),
  });
}

/** One call through the reports service, as its route would make it. */
async function makeCall(
  reports: ReportsService,
  viewer: ReportViewer,
  call: PlannedCall,
): Promise<void> {
  switch (call.path) {
    case API_PATHS.reportSummary:
      return void (await reports.summary(viewer, zReportFilter.parse(call.query)));
    case API_PATHS.reportChannels:
      return void (await reports.channels(viewer, zChannelReportQuery.parse(call.query)));
    case API_PATHS.reportVideos:
      return void (await reports.videos(viewer, zVideoReportQuery.parse(call.query)));
    case API_PATHS.reportVideo:
      return void (await reports.video(viewer, zVideoDetailQuery.parse(call.query)));
    default:
      throw new Error(`No plans for ${call.path}`);
  }
}

/** Makes each call once and gives back the plan of every statement it ran. */
export async function planReportCalls(url: string, calls: PlannedCall[]): Promise<CallPlans[]> {
  const database = await openDatabase({ url, poolSize: 2, embeddedDataDir: undefined });
  try {
    const captured: QueryPlan[] = [];
    const pool = explainingPool(database.pool, captured);
    const config = loadConfig({ ...process.env, DATABASE_URL: url, DEMO: 'off' });
    const { reports, sites } = createServices(
      { ...database, pool },
      { ...config, secretsKeys: secretsKeysOf(config) },
    );
    const site = await sites.resolve(DEMO_DOMAINS[0]!);
    const accounts = createAccountsRepo(database.db);
    const results: CallPlans[] = [];
    for (const call of calls) {
      // As a request does: every statement in the site's transaction (row-level security).
      const queries = await inSite(site.id, async () => {
        const account = await accounts.findByEmail(site.id, call.email);
        if (!account) throw new Error(`No account ${call.email}`);
        captured.length = 0;
        await makeCall(reports, { site, account, member: call.query.member }, call);
        return [...captured].sort((a, b) => b.ms - a.ms);
      });
      results.push({ ...call, queries });
    }
    return results;
  } finally {
    await database.close();
  }
}
