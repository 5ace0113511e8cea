import type { ChannelReportSort, DayRange, VideoReportSort } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../revenue/rollups.ts';
import {
  createReportsRepo,
  type ReportScope,
  type ReportSource,
  type VideoFilter,
} from './index.ts';

/**
 * The SQL each report plan sends, checked in as `sql/<plan>.sql` so that a change to a
 * plan shows in review as a change to its statements. A plan whose SQL changes fails
 * here until its file is rewritten: `npx vitest run --project server
 * apps/server/src/modules/reports/plans/plans-sql.test.ts -u` (then read the diff).
 *
 * The statements are recorded from the plans themselves, on a stand-in database that
 * answers every statement with the same row: each boundedTop look settles the page, and
 * every count is 2. What they do on real data, the tests in reports.test.ts check.
 */

type Statement = { sql: string; params: unknown[] };

const ANSWER = { ids: ['shortAAAAAA', 'shortBBBBBB'], settled: true, count: '2', total: '2' };

function recordingDb(seen: Statement[]): Queryable {
  const query = async (sql: string, params: unknown[] = []) => {
    seen.push({ sql, params });
    return { rows: [ANSWER] };
  };
  return { query } as unknown as Queryable;
}

/**
 * A statement as a reader wants it: each line indented by how deep in parentheses it
 * starts, blank lines and trailing spaces dropped (the text sent differs only there).
 */
export function readableSql(sql: string): string {
  let depth = 0;
  const lines: string[] = [];
  for (const raw of sql.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const opensWith = line.match(/^\)+/)?.[0].length ?? 0;
    lines.push(`${'  '.repeat(Math.max(0, depth - opensWith))}${line}`);
    // Parentheses inside quoted text are not nesting.
    const code = line.replace(/'[^']*'/g, "''");
    depth += (code.match(/\(/g)?.length ?? 0) - (code.match(/\)/g)?.length ?? 0);
  }
  return lines.join('\n');
}

const SITE = 7;
const MEMBER = 42;
const SCOPES = {
  manager: { siteId: SITE, memberAccountId: null, showsGross: true, currency: 'USD' },
  'manager as member, KRW': {
    siteId: SITE,
    memberAccountId: MEMBER,
    showsGross: true,
    currency: 'KRW',
  },
  'member, KRW': { siteId: SITE, memberAccountId: MEMBER, showsGross: false, currency: 'KRW' },
} satisfies Record<string, ReportScope>;
type ScopeName = keyof typeof SCOPES;

const SHORT: DayRange = { from: '2026-06-10', to: '2026-06-12' };
const LONG: DayRange = { from: '2026-06-03', to: '2026-07-10' };
const PAGE = { page: 1, size: 20 };
const WINDOW: ReportSource = { kind: 'window', period: '28d' };
const BLOCKS: ReportSource = { kind: 'blocks' };
const DAYS: ReportSource = { kind: 'days' };

type Case = {
  label: string;
  run: (repo: ReturnType<typeof createReportsRepo>) => Promise<unknown>;
};

const describeFilter = (filter: VideoFilter) =>
  Object.entries(filter)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ') || 'no filter';

function summaryCase(scope: ScopeName, range: DayRange): Case {
  return {
    label: `${scope}, ${range.from}..${range.to}`,
    run: (repo) => repo.summary(SCOPES[scope], range),
  };
}

function totalsCase(scope: ScopeName, filter: VideoFilter): Case {
  return {
    label: `${scope}, ${describeFilter(filter)}`,
    run: (repo) => repo.videoTotals(SCOPES[scope], SHORT, filter),
  };
}

function channelCase(
  scope: ScopeName,
  source: ReportSource,
  sort: ChannelReportSort,
  order: 'asc' | 'desc',
): Case {
  return {
    label: `${scope}, ${sort} ${order}`,
    run: (repo) => repo.channels(SCOPES[scope], SHORT, { sort, order, ...PAGE }, source),
  };
}

function videoCase(
  scope: ScopeName,
  source: ReportSource,
  filter: VideoFilter,
  sort: VideoReportSort,
  order: 'asc' | 'desc',
  range = SHORT,
): Case {
  return {
    label: `${scope}, ${range.from}..${range.to}, ${describeFilter(filter)}, ${sort} ${order}`,
    run: (repo) => repo.videos(SCOPES[scope], range, filter, { sort, order, ...PAGE }, source),
  };
}

/** Each plan's file and the calls it shows: every scope, currency, source and sort kind. */
const PLANS: Record<string, Case[]> = {
  summary: [
    summaryCase('manager', SHORT),
    summaryCase('manager as member, KRW', SHORT),
    summaryCase('member, KRW', LONG),
  ],
  'video-totals': [
    totalsCase('manager', { channel: 'UCchannelOne0000000000001' }),
    totalsCase('member, KRW', { search: 'dance' }),
    totalsCase('manager as member, KRW', { videoId: 'shortAAAAAA' }),
  ],
  'video-countries': (['manager', 'member, KRW'] as const).map((scope) => ({
    label: scope,
    run: (repo) => repo.videoCountries(SCOPES[scope], SHORT, 'shortAAAAAA'),
  })),
  'channels.window': [
    channelCase('manager', WINDOW, 'revenue', 'desc'),
    channelCase('member, KRW', WINDOW, 'title', 'asc'),
    channelCase('manager as member, KRW', WINDOW, 'shorts', 'desc'),
  ],
  'channels.days': [
    channelCase('manager', DAYS, 'rpm', 'desc'),
    channelCase('member, KRW', DAYS, 'views', 'asc'),
  ],
  'videos.window': [
    videoCase('manager', WINDOW, {}, 'revenue', 'desc'),
    videoCase('member, KRW', WINDOW, {}, 'title', 'asc'),
    videoCase('manager as member, KRW', WINDOW, { search: 'dance' }, 'premium_ratio', 'desc'),
    videoCase('manager', WINDOW, { channel: 'UCchannelOne0000000000001' }, 'published', 'asc'),
  ],
  'videos.days': [
    videoCase('manager', DAYS, {}, 'views', 'desc'),
    videoCase('member, KRW', DAYS, { search: 'dance' }, 'view_rate', 'asc'),
    videoCase('manager', DAYS, { videoId: 'shortAAAAAA' }, 'revenue', 'desc'),
    videoCase('manager as member, KRW', DAYS, {}, 'title', 'desc'),
  ],
  'videos.blocks': [
    videoCase('manager', BLOCKS, {}, 'revenue', 'desc'),
    videoCase('member, KRW', BLOCKS, {}, 'views', 'desc', LONG),
    videoCase('manager as member, KRW', BLOCKS, {}, 'title', 'asc'),
    videoCase('manager', BLOCKS, { search: 'dance' }, 'rpm', 'desc'),
    videoCase('member, KRW', BLOCKS, { channel: 'UCchannelOne0000000000001' }, 'published', 'asc'),
  ],
};

describe('the SQL of each report plan', () => {
  for (const [plan, cases] of Object.entries(PLANS)) {
    it(`${plan} matches sql/${plan}.sql`, async () => {
      const parts: string[] = [];
      for (const { label, run } of cases) {
        const seen: Statement[] = [];
        await run(createReportsRepo(recordingDb(seen)));
        seen.forEach(({ sql, params }, index) => {
          const which = seen.length > 1 ? ` (statement ${index + 1} of ${seen.length})` : '';
          parts.push(
            `-- ${plan}: ${label}${which}\n-- params: ${JSON.stringify(params)}\n${readableSql(sql)};`,
          );
        });
      }
      await expect(`${parts.join('\n\n')}\n`).toMatchFileSnapshot(`./sql/${plan}.sql`);
    });
  }
});
