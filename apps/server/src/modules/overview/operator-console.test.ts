import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  YOUTUBE_REPORT_TYPES as TYPES,
  type AuditEntry,
  type OperatorOverviewReply,
  type OperatorPayoutsReply,
  type OperatorRequestsReply,
  type OperatorTokenCreateReply,
  type OperatorTokenListReply,
  type OperatorYouTubeReply,
  type PayoutsOverviewReply,
} from '@portal/shared';
import { channelAssignments, channelDaily, channels } from '../../db/schema.ts';
import { signedInOperator } from '../../test/operators.ts';
import { useTestContext } from '../../test/test-context.ts';
import { connectThroughStandIn, type Caller } from '../../test/youtube-connection.ts';
import { revenueReport, viewsReport } from '../../test/youtube-reports.ts';
import { newVerificationCode } from '../channels/verification-code.ts';

const OWNERS = [{ id: 'console-owner', name: 'Console owner' }];
const DAY_1 = '2026-11-01';
const DAY_2 = '2026-11-02';
const DAY_3 = '2026-11-03';

describe("the operator console's calls", () => {
  const t = useTestContext({}, { contentOwners: OWNERS });

  const as = (token: string) => (method: 'GET' | 'POST', path: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/operator/${path}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  /** A channel of the site in review status `status`, its YouTube id. */
  async function channel(siteId: number, status: number, owner?: number) {
    const youtubeId = `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`;
    const [row] = await t.database.db
      .insert(channels)
      .values({
        siteId,
        youtubeId,
        title: `Channel ${youtubeId.slice(-6)}`,
        category: 'music',
        status,
        verification: 'verified',
        verificationCode: newVerificationCode(),
      })
      .returning();
    if (owner !== undefined)
      await t.database.db
        .insert(channelAssignments)
        .values({ siteId, channelId: row!.id, accountId: owner });
    return youtubeId;
  }

  it('shows every site at a glance and fetches a site’s reports now', async () => {
    const operator = await t.services.operatorAuth.create(`console-${randomUUID().slice(0, 8)}`);
    const call = as(operator!.token);
    // Site A: two live members and a deleted one, a manager, two channels waiting and one
    // approved, connected to YouTube with two days of reports. Site B: one member, nothing else.
    const siteA = await t.createSite();
    const siteB = await t.createSite();
    await t.createAccount(siteA);
    await t.createAccount(siteA);
    const gone = await t.createAccount(siteA);
    await t.database.pool.query(
      'update accounts set deleted_at = now() where site_id = $1 and id = $2',
      [siteA.id, gone.id],
    );
    await t.createAccount(siteB);
    const manager = await t.createAccount(siteA, { role: 'manager' });
    const approved = await channel(siteA.id, 2);
    await channel(siteA.id, 0);
    await channel(siteA.id, 0);
    const publishDay = (day: string) => {
      t.youtube.publishReport({
        contentOwnerId: OWNERS[0]!.id,
        reportTypeId: TYPES.views,
        day,
        csv: viewsReport(day, [[approved, 'consoleVidA', 'KR', 100]]),
      });
      t.youtube.publishReport({
        contentOwnerId: OWNERS[0]!.id,
        reportTypeId: TYPES.revenue,
        day,
        csv: revenueReport(day, [[approved, 'consoleVidA', 'KR', '0.5']]),
      });
    };
    publishDay(DAY_1);
    publishDay(DAY_2);
    const managerToken = await t.login(siteA.domain, manager.email, manager.password);
    const managerCall: Caller = (method, path, body) =>
      t.call(method, path, {
        domain: siteA.domain,
        token: managerToken,
        ...(body === undefined ? {} : { body }),
      });
    expect((await connectThroughStandIn(managerCall, OWNERS[0]!.id)).statusCode).toBe(200);

    /** Site A's connection once no fetch is queued or running. */
    const settled = async () => {
      for (let i = 0; i < 150; i++) {
        const reply = (
          await call('GET', `youtube/list?site=${siteA.domain}`)
        ).json<OperatorYouTubeReply>();
        if (reply.sites[0]?.connection?.fetching === false) return reply.sites[0];
        await sleep(200);
      }
      throw new Error('the fetch did not finish');
    };
    const first = await settled();
    expect(first).toMatchObject({
      id: siteA.id,
      domain: siteA.domain,
      connection: {
        state: 'connected',
        contentOwnerId: OWNERS[0]!.id,
        connectedBy: { email: manager.email },
        completeUpTo: DAY_2,
        alarms: [],
      },
      report_counts: { imported: 4, superseded: 0, missed: 0, failed: 0 },
    });
    expect(first.connection!.jobs).toHaveLength(3);

    const overview = await call('GET', 'overview');
    expect(overview.statusCode).toBe(200);
    const reply = overview.json<OperatorOverviewReply>();
    expect(reply.youtube_configured).toBe(true);
    const byId = new Map(reply.sites.map((site) => [site.id, site]));
    expect(byId.get(siteA.id)).toMatchObject({
      name: siteA.name,
      domain: siteA.domain,
      members: 2,
      channels_waiting: 2,
      complete_up_to: DAY_2,
      youtube: {
        state: 'connected',
        contentOwnerId: OWNERS[0]!.id,
        completeUpTo: DAY_2,
        lastReport: { state: 'imported' },
        alarms: [],
      },
    });
    expect(byId.get(siteB.id)).toEqual({
      id: siteB.id,
      name: siteB.name,
      domain: siteB.domain,
      members: 1,
      channels_waiting: 0,
      complete_up_to: null,
      youtube: null,
    });
    // The sites come oldest first.
    const ids = reply.sites.map((site) => site.id);
    expect(ids.indexOf(siteA.id)).toBeLessThan(ids.indexOf(siteB.id));
    // The whole YouTube list: each site with its own connection and counts.
    const everyConnection = new Map(
      (await call('GET', 'youtube/list'))
        .json<OperatorYouTubeReply>()
        .sites.map((site) => [site.id, site]),
    );
    expect(everyConnection.get(siteA.id)).toMatchObject({
      connection: { state: 'connected' },
      report_counts: { imported: 4, superseded: 0, missed: 0, failed: 0 },
    });
    expect(everyConnection.get(siteB.id)).toMatchObject({
      connection: null,
      report_counts: { imported: 0, superseded: 0, missed: 0, failed: 0 },
    });

    // "Fetch now": a new day comes in, as from the manager's screen.
    publishDay(DAY_3);
    const fetched = await call('POST', 'youtube/fetch', { site: siteA.domain });
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.json()).toMatchObject({
      message: 'Looking for new reports now.',
      site: { id: siteA.id },
    });
    const after = await settled();
    expect(after.connection!.completeUpTo).toBe(DAY_3);
    expect(after.report_counts.imported).toBe(6);
    // Audited under the site, with the operator's name.
    const audit = await call(
      'GET',
      `audit?site=${siteA.domain}&action=operator.call&actor=operator:${operator!.operator.name}`,
    );
    expect(audit.json<{ entries: AuditEntry[] }>().entries.map((entry) => entry.detail)).toEqual([
      { call: 'operator/youtube/fetch', status: 200 },
    ]);

    // A site not connected has nothing to fetch; a site's manager reaches none of it.
    const notConnected = await call('POST', 'youtube/fetch', { site: siteB.domain });
    expect(notConnected.statusCode).toBe(404);
    expect(notConnected.json().code).toBe('youtube_not_connected');
    for (const [method, path] of [
      ['GET', 'overview'],
      ['GET', 'youtube/list'],
      ['POST', 'youtube/fetch'],
    ] as const) {
      const refused = await as(managerToken)(
        method,
        path,
        method === 'POST' ? { site: siteA.domain } : undefined,
      );
      expect(refused.statusCode, path).toBe(403);
    }
  });

  it("reads every site's books without changing them, payout details masked", async () => {
    const operator = await t.services.operatorAuth.create(`books-${randomUUID().slice(0, 8)}`);
    const call = as(operator!.token);
    const site = await t.createSite({ currency: 'USD' });
    const empty = await t.createSite();
    const member = await t.createAccount(site);
    const manager = await t.createAccount(site, { role: 'manager' });
    const channelId = await channel(site.id, 2, member.id);
    await t.database.db.insert(channelDaily).values({
      siteId: site.id,
      channelId,
      day: '2025-12-10',
      views: 1000,
      engagedViews: 900,
      premiumViews: 0,
      watchTimeMs: 1000,
      videos: 1,
      revenueMicros: 600_000_000,
      premiumRevenueMicros: 0,
      memberAccountId: member.id,
      memberRevenueMicros: 500_000_000,
    });
    const { earnings } = t.services;
    const actor = { accountId: manager.id, ip: undefined };
    await earnings.close(site, manager, actor, '2025-12');
    const memberActor = { accountId: member.id, ip: undefined };
    await earnings.setPayoutMethod(site, member, memberActor, {
      kind: 'bank',
      bank_name: 'Console Bank',
      holder: 'Member',
      account_number: '1234-5678-9012',
    });
    await earnings.withdraw(site, member, memberActor, {
      amount: '20',
      idempotencyKey: randomUUID(),
    });

    const list = await call('GET', 'payouts/list');
    expect(list.statusCode).toBe(200);
    const books = list.json<OperatorPayoutsReply>().sites.find((one) => one.id === site.id)!;
    // What the operator reads adds up to what the site's manager reads.
    const managerToken = await t.login(site.domain, manager.email, manager.password);
    const managerView = (
      await t.call('GET', 'payouts/overview', { domain: site.domain, token: managerToken })
    ).json<PayoutsOverviewReply>();
    const total = (pick: (row: PayoutsOverviewReply['balances'][number]) => string) =>
      managerView.balances.reduce((sum, row) => sum + BigInt(pick(row)), 0n).toString();
    expect(books).toEqual({
      id: site.id,
      name: site.name,
      domain: site.domain,
      currency: 'USD',
      balance_total: total((row) => row.balance),
      withheld_total: total((row) => row.withheld),
      open_requests: 1,
      open_amount: '20000000',
      next_month: managerView.next_month,
      auto_close_day: null,
      months: managerView.months,
    });
    expect(books.months.map((month) => month.month)).toEqual(['2025-12']);
    // Every site is listed, oldest first, each with its own books: one without any reads
    // as empty, not as its neighbour's.
    const listed = list.json<OperatorPayoutsReply>().sites;
    const { sites: everySite } = (await call('GET', 'sites/list')).json<{
      sites: { id: number }[];
    }>();
    expect(listed.map((one) => one.id)).toEqual(everySite.map((one) => one.id));
    expect(listed.find((one) => one.id === empty.id)).toMatchObject({
      balance_total: '0',
      withheld_total: '0',
      open_requests: 0,
      open_amount: '0',
      next_month: null,
      auto_close_day: null,
      months: [],
    });

    const requests = await call('GET', `payouts/requests?site=${site.domain}`);
    expect(requests.statusCode).toBe(200);
    const { withdrawals, total: count } = requests.json<OperatorRequestsReply>();
    expect(count).toBe(1);
    expect(withdrawals[0]).toMatchObject({
      member: member.email,
      amount: '20000000',
      state: 'requested',
    });
    // The masked method only: the full account number stays with the manager who pays.
    expect(requests.body).not.toContain('1234-5678-9012');
    expect(withdrawals[0]).not.toHaveProperty('payout_details');
    const paid = await call('GET', `payouts/requests?site=${site.domain}&state=paid`);
    expect(paid.json<OperatorRequestsReply>().total).toBe(0);
    // The operator's calls are reads: the manager's queue is as it was.
    expect((await earnings.summary(site, member)).open?.state).toBe('requested');
  });

  it('makes tokens from a signed-in session only, shows each once, revokes them, and audits both', async () => {
    const { email, session } = await signedInOperator(
      t.services.operatorAccounts,
      'console-operator-pass',
      `console-${randomUUID().slice(0, 8)}@ops.example`,
    );
    const call = as(session);
    const name = `console-${randomUUID().slice(0, 8)}`;
    const created = await call('POST', 'tokens/create', { name });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const reply = created.json<OperatorTokenCreateReply>();
    expect(reply).toMatchObject({
      message: 'The operator token was made. Copy it now: it is shown only once.',
      operator_token: { name, state: 'active' },
    });
    // The new token works; it may list and revoke tokens, but not make one.
    const byToken = as(reply.token);
    expect((await byToken('GET', 'whoami')).json()).toMatchObject({ operator: name });
    const listed = await byToken('GET', 'tokens/list');
    expect(listed.json<OperatorTokenListReply>().tokens).toContainEqual(reply.operator_token);
    expect(listed.body).not.toContain(reply.token);
    const minted = await byToken('POST', 'tokens/create', { name: `${name}-child` });
    expect(minted.statusCode).toBe(403);
    expect(minted.json()).toMatchObject({ code: 'operator_token_needs_session' });

    const again = await call('POST', 'tokens/create', { name });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('operator_token_exists');
    const badName = await call('POST', 'tokens/create', { name: 'bad name!' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe('A token name is 1 to 64 letters, digits, _ . @ or -.');

    const revoked = await call('POST', 'tokens/revoke', { name });
    expect(revoked.statusCode).toBe(200);
    expect((await byToken('GET', 'whoami')).statusCode).toBe(403);
    expect((await call('POST', 'tokens/revoke', { name })).statusCode).toBe(404);

    // Both in the audit log under the platform, with the operator's email; the time
    // range and the actor narrow it down.
    const today = new Date().toISOString().slice(0, 10);
    const entries = async (query: string) =>
      (await call('GET', `audit?actor=${encodeURIComponent(email)}${query}`)).json<{
        entries: AuditEntry[];
        total: number;
      }>();
    const mine = await entries(`&from=${today}&to=${today}`);
    expect(
      mine.entries
        .filter((entry) => entry.action.startsWith('operator.token_'))
        .map(({ site_id, action, actor, detail }) => ({
          site_id,
          action,
          actor,
          name: detail.name,
        })),
    ).toEqual([
      { site_id: 0, action: 'operator.token_revoked', actor: `operator:${email}`, name },
      { site_id: 0, action: 'operator.token_created', actor: `operator:${email}`, name },
    ]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await entries(`&to=${yesterday}`)).total).toBe(0);
    const paged = await entries('&size=1&page=1');
    expect(paged.entries).toHaveLength(1);
    expect(paged.total).toBe(mine.total);
    const created1 = await entries('&action=operator.token_created');
    expect(created1.entries.map((entry) => entry.detail.name)).toEqual([name]);

    // A site's account's email finds that account's own entries (its sign-in).
    const site = await t.createSite();
    const member = await t.createAccount(site);
    await t.login(site.domain, member.email, member.password);
    const logins = (
      await call('GET', `audit?actor=${encodeURIComponent(member.email)}&site=${site.domain}`)
    ).json<{ entries: AuditEntry[] }>().entries;
    expect(logins.map((entry) => [entry.actor, entry.action])).toEqual([
      [member.email, 'session.login'],
    ]);

    // A site's session is refused on every token call.
    const siteToken = await t.login(site.domain, member.email, member.password);
    for (const [method, path] of [
      ['GET', 'tokens/list'],
      ['POST', 'tokens/create'],
      ['POST', 'tokens/revoke'],
    ] as const)
      expect(
        (await as(siteToken)(method, path, method === 'POST' ? { name } : undefined)).statusCode,
      ).toBe(403);
  });
});
