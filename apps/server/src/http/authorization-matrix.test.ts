import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HEADERS } from '@portal/shared';
import {
  channelAssignments,
  channelDaily,
  channels,
  musicCovers,
  musicTrackSites,
  musicTracks,
  siteImages,
  videoDaily,
  videos,
} from '../db/schema.ts';
import { newVerificationCode } from '../modules/channels/verification-code.ts';
import { newSecret } from '../modules/sessions/sessions.service.ts';
import { base32Decode, totp } from '../lib/totp.ts';
import { passwordResets } from '../db/schema.ts';
import { signUnsubscribe } from '../modules/mail/unsubscribe-token.ts';
import { pngOf } from '../test/images.ts';
import { isrcMaker, PNG_1PX } from '../test/music-catalogue.ts';
import { TEST_CONFIG, useTestContext, type TestContext } from '../test/test-context.ts';
import { followConsent } from '../../dev/youtube-stand-in.ts';
import { ACTORS, AUTHORIZATION_MATRIX, type Actor } from './authorization-matrix.ts';
import { NETWORK_TOKEN_CALLS } from './network-token-calls.ts';

type Caller = {
  actor: Actor;
  domain: string;
  token?: string;
  email?: string;
  password?: string;
};

type Call = {
  query?: Record<string, string>;
  body?: unknown;
  /** A raw body with its own type (a CSV file, an image). */
  raw?: { payload: Buffer | string; contentType: string };
  /** Replaces the route's `:file`. */
  file?: string;
};

const uniqueYouTubeId = () => `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`;

/** Two sites, each caller with something of their own, and the things the calls aim at. */
async function buildWorld(t: TestContext) {
  // Dollar sites: their books close without the exchange rates a won site needs.
  const site1 = await t.createSite({ currency: 'USD' });
  const site2 = await t.createSite({ currency: 'USD' });
  const password = 'matrix-pass-1234';
  const account = (site: { id: number }, role: 'member' | 'manager' = 'member') =>
    t.createAccount(site, { role, password });
  const memberA = await account(site1);
  const memberB = await account(site1);
  const manager = await account(site1, 'manager');
  const otherManager = await account(site2, 'manager');
  const otherMember = await account(site2);
  const operator = (await t.services.operatorAuth.create(`matrix-${randomUUID().slice(0, 8)}`))!;
  const operatorAccounts = t.services.operatorAccounts;
  const operatorPassword = 'matrix-operator-pass';
  const byTest = { accountId: null, actor: { operator: 'matrix', ip: undefined } };
  /** A new operator invited by nobody, with their set-up link's token. */
  const invitedOperator = async () => {
    const email = `ops-${randomUUID().slice(0, 8)}@matrix.example`;
    return { email, ...(await operatorAccounts.invite(email, byTest)) };
  };
  /** A new operator with a password and an authenticator, signed in once. */
  const enrolledOperator = async () => {
    const { email, token } = await invitedOperator();
    const step = await operatorAccounts.setUp(token, operatorPassword, undefined);
    if (step.step !== 'enrol') throw new Error('expected an enrolment');
    const key = base32Decode(new URL(step.otpauthUri).searchParams.get('secret')!);
    const session = await operatorAccounts.confirmEnrolment(
      step.pendingToken,
      totp(key, Date.now()),
      undefined,
    );
    return { email, key, session: session.token };
  };
  /** A read-only API token of the manager's site, made by that manager. */
  const networkTokenOf = async (by: typeof manager) =>
    (
      await t.services.networkTokens.create(
        by,
        { accountId: by.id, ip: undefined },
        { name: `matrix ${randomUUID().slice(0, 8)}`, expiresInDays: null },
      )
    ).token;

  const { db } = t.database;
  /** A channel of a site, approved and verified unless said otherwise, assigned if an owner is given. */
  async function channel(
    site: { id: number },
    options: { owner?: { id: number }; status?: number; verified?: boolean } = {},
  ) {
    const youtubeId = uniqueYouTubeId();
    const [row] = await db
      .insert(channels)
      .values({
        siteId: site.id,
        youtubeId,
        title: `Channel ${youtubeId.slice(-6)}`,
        category: 'music',
        status: options.status ?? 2,
        verification: options.verified === false ? 'pending_verification' : 'verified',
        verificationCode: newVerificationCode(),
      })
      .returning();
    if (options.owner)
      await db
        .insert(channelAssignments)
        .values({ siteId: site.id, channelId: row!.id, accountId: options.owner.id });
    t.youtube.setChannel({ id: youtubeId, title: row!.title });
    return youtubeId;
  }

  const channelA = await channel(site1, { owner: memberA });
  await channel(site1, { owner: memberB });
  const channelOther = await channel(site2, { owner: otherMember });
  // A month's data for the books (channel rows only: the reports' period follows the
  // site's days): member A's $500 on site 1; on site 2 revenue nobody's, so site 2's
  // members have no statement.
  for (const [site, channelId, member] of [
    [site1, channelA, memberA.id],
    [site2, channelOther, null],
  ] as const) {
    const figures = { revenueMicros: 600_000_000, premiumRevenueMicros: 0 };
    await db.insert(channelDaily).values({
      siteId: site.id,
      channelId,
      day: BOOKS_DAY,
      views: 1000,
      engagedViews: 900,
      premiumViews: 0,
      watchTimeMs: 1000,
      videos: 1,
      ...figures,
      memberAccountId: member,
      memberRevenueMicros: member ? 500_000_000 : 0,
    });
  }
  const videoA = `mx${randomUUID().slice(0, 9)}`;
  await db.insert(videos).values({
    siteId: site1.id,
    videoId: videoA,
    channelId: channelA,
    title: 'Member A’s Short',
    publishedAt: new Date('2026-10-01T00:00:00Z'),
    durationSeconds: 30,
  });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await db.insert(videoDaily).values({
    siteId: site1.id,
    videoId: videoA,
    day: yesterday,
    channelId: channelA,
    views: 1000,
    engagedViews: 900,
    premiumViews: 100,
    watchTimeMs: 20_000_000,
    viewPercentageWeighted: 0,
    revenueMicros: 1_500_000,
    premiumRevenueMicros: 200_000,
    memberAccountId: memberA.id,
    memberRevenueMicros: 1_200_000,
  });

  const sha = createHash('sha256').update(PNG_1PX).digest('hex');
  await db
    .insert(musicCovers)
    .values({ sha256: sha, contentType: 'image/png', bytes: PNG_1PX })
    .onConflictDoNothing();
  await db
    .insert(siteImages)
    .values({ sha256: sha, contentType: 'image/png', bytes: PNG_1PX, width: 1, height: 1 })
    .onConflictDoNothing();
  const [track] = await db
    .insert(musicTracks)
    .values({
      isrc: isrcMaker()(1),
      title: 'Matrix theme',
      artist: 'Tester',
      category: 'bgm',
      durationSeconds: 60,
      coverSha256: sha,
      // Site 1's alone: the catalogue is shared by every site of the test database.
      allSites: false,
    })
    .returning();
  await db.insert(musicTrackSites).values({ siteId: site1.id, trackId: track!.id });

  const notice = await t.services.notices.create(
    { name: 'matrix' },
    { texts: { ko: { title: '사이트 1 공지', body: '본문' } }, site: site1.domain },
  );

  const sessionOf = async (
    who: { email: string; password: string },
    domain: string,
  ): Promise<string> => t.login(domain, who.email, who.password);
  const callers: Record<Actor, Caller> = {
    anonymous: { actor: 'anonymous', domain: site1.domain },
    memberA: { actor: 'memberA', domain: site1.domain, ...memberA },
    memberB: { actor: 'memberB', domain: site1.domain, ...memberB },
    manager: { actor: 'manager', domain: site1.domain, ...manager },
    otherManager: { actor: 'otherManager', domain: site2.domain, ...otherManager },
    otherMember: { actor: 'otherMember', domain: site2.domain, ...otherMember },
    operator: { actor: 'operator', domain: site1.domain, token: operator.token },
    operatorSession: {
      actor: 'operatorSession',
      domain: site1.domain,
      token: (await enrolledOperator()).session,
    },
    networkToken: {
      actor: 'networkToken',
      domain: site1.domain,
      token: await networkTokenOf(manager),
    },
    otherNetworkToken: {
      actor: 'otherNetworkToken',
      domain: site2.domain,
      token: await networkTokenOf(otherManager),
    },
  };
  for (const caller of Object.values(callers))
    if (caller.email && caller.password)
      caller.token = await sessionOf(
        { email: caller.email, password: caller.password },
        caller.domain,
      );

  const actorA = { accountId: memberA.id, ip: undefined };
  const managerActor = { accountId: manager.id, ip: undefined };
  const { earnings } = t.services;
  /** The books' month closed on both sites (closing again changes nothing). */
  const closedBooks = async () => {
    await earnings.close(site1, manager, managerActor, BOOKS_MONTH);
    await earnings.close(site2, otherManager, null, BOOKS_MONTH);
  };
  /** Member A ready to withdraw: the month closed, a payout method on file. */
  const readyToWithdraw = async () => {
    await closedBooks();
    await earnings.setPayoutMethod(site1, memberA, actorA, {
      kind: 'email',
      email: 'payouts-a@example.com',
    });
  };

  return {
    site1,
    site2,
    password,
    memberA,
    memberB,
    closedBooks,
    /** Member A ready to withdraw, with no request open. */
    async readyToWithdraw() {
      await readyToWithdraw();
      const open = (await earnings.summary(site1, memberA)).open;
      if (open?.state === 'requested') await earnings.cancel(site1, memberA, actorA, open.id);
      if (open?.state === 'approved') await earnings.reject(site1, managerActor, open.id, 'again');
    },
    /** Member A's open request in `state` (made, or moved there, by the services). */
    async requestOfA(state: 'requested' | 'approved'): Promise<number> {
      await readyToWithdraw();
      let request = (await earnings.summary(site1, memberA)).open;
      if (request && request.state !== state && state === 'requested') {
        await earnings.reject(site1, managerActor, request.id, 'again');
        request = null;
      }
      request ??= (
        await earnings.withdraw(site1, memberA, actorA, {
          amount: '20',
          idempotencyKey: randomUUID(),
        })
      ).withdrawal;
      if (state === 'approved' && request.state === 'requested')
        request = await earnings.approve(site1, managerActor, request.id);
      return request.id;
    },
    callers,
    /** A network token of site 1 to revoke: a new one each time. */
    async networkTokenId(): Promise<number> {
      const { row } = await t.services.networkTokens.create(manager, managerActor, {
        name: `doomed ${randomUUID().slice(0, 8)}`,
        expiresInDays: 30,
      });
      return row.id;
    },
    operatorPassword,
    invitedOperator,
    enrolledOperator,
    channel,
    channelA,
    videoA,
    trackId: track!.id,
    sha,
    noticeId: notice.id,
    /** A caller of the same kind with a session of their own, for calls that end it. */
    async fresh(caller: Caller): Promise<Caller> {
      if (caller.actor === 'operatorSession')
        return { ...caller, token: (await enrolledOperator()).session };
      if (!caller.email) return caller;
      const site = caller.domain === site1.domain ? site1 : site2;
      const role = caller.actor.toLowerCase().includes('manager') ? 'manager' : 'member';
      const clone = await account(site, role);
      return { ...caller, ...clone, token: await sessionOf(clone, caller.domain) };
    },
  };
}

type World = Awaited<ReturnType<typeof buildWorld>>;

/** A new upload into site 1 of the caller's, when the caller is an operator. */
async function uploadOf(w: World, caller: Caller, t: TestContext): Promise<string> {
  const operator = caller.token ? await t.services.operatorAuth.find(caller.token) : undefined;
  const upload = await t.services.revenueUploads.create(
    { name: operator?.name ?? 'matrix' },
    { site: w.site1.domain, name: `matrix-${randomUUID().slice(0, 8)}.csv`, size: 100 },
  );
  return upload.id;
}

/** A one-click unsubscribe link's token for member A's weekly digest on site 1. */
const unsubscribeToken = (w: World) =>
  signUnsubscribe(TEST_CONFIG.secretsKeys, {
    siteId: w.site1.id,
    accountId: w.memberA.id,
    kind: 'weeklyDigest',
  });

/**
 * What Google sends back once a manager has consented (a state bound to their session,
 * a code); for callers who may not start connecting, a state nobody issued.
 */
async function consentedAs(
  caller: Caller,
  t: TestContext,
): Promise<{ state: string; code?: string }> {
  const started = await t.call('POST', 'youtube/connect', {
    domain: caller.domain,
    ...(caller.token ? { token: caller.token } : {}),
    body: { contentOwnerId: 'demoContentOwner' },
  });
  if (started.statusCode !== 200) return { state: randomUUID(), code: 'not-issued' };
  const back = await followConsent(
    (started.json() as { authorizationUrl: string }).authorizationUrl,
    'allow',
  );
  return { state: back.searchParams.get('state')!, code: back.searchParams.get('code')! };
}

/** The caller's site connected to YouTube, when the caller may connect it. */
async function connectAs(caller: Caller, t: TestContext): Promise<void> {
  const body = await consentedAs(caller, t);
  if (body.code === 'not-issued') return;
  const done = await t.call('POST', 'youtube/connect/complete', {
    domain: caller.domain,
    token: caller.token!,
    body,
  });
  expect(done.statusCode, done.body).toBe(200);
}

/** The month the matrix's books close, and a day of it with data. */
const BOOKS_MONTH = '2025-12';
const BOOKS_DAY = '2025-12-10';

/** The request each call makes; `caller` may be swapped for a fresh one (see the matrix). */
const CALLS: Record<
  string,
  (w: World, caller: Caller, t: TestContext) => Promise<Call & { as?: Caller }>
> = {
  'GET v2/mcn/meta': async (w) => ({ query: { domain: w.site1.domain } }),
  'POST v2/mcn/join': async () => ({
    body: {
      email: `join-${randomUUID().slice(0, 8)}@example.com`,
      password: 'join-pass-1',
      password_confirm: 'join-pass-1',
      nickname: 'joiner',
    },
  }),
  // Signing in ends the session the caller presents (rotation): a session of their own.
  'POST member/login': async (w, caller) => ({
    as: await w.fresh(caller),
    body: { id: w.memberA.email, password: w.password },
  }),
  'POST member/external/auth': async (w, _c, t) => ({
    body: { code: (await t.services.sessions.issueLoginCode(w.site1.id, w.memberA.id)).code },
  }),
  'POST member/password/forgot': async (w) => ({ body: { email: w.memberA.email } }),
  // Each caller resets a member of its own (a reset ends the member's sessions).
  'POST member/password/reset': async (w, _c, t) => {
    const member = await t.createAccount(w.site1);
    const { secret, hash } = newSecret();
    await t.database.db.insert(passwordResets).values({
      siteId: w.site1.id,
      tokenHash: hash,
      accountId: member.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    return { body: { token: secret, password: 'new-pass-1' } };
  },
  'POST mail/unsubscribe': async (w) => ({ query: { token: unsubscribeToken(w) } }),
  'GET music/cover/:file': async (w) => ({ file: w.sha }),
  'GET site/image/:file': async (w) => ({ file: `${w.sha}.png` }),
  'GET reference': async () => ({}),
  'GET reference/:file': async () => ({ file: 'reference.js' }),

  'POST member/logout': async (w, caller) => ({ as: await w.fresh(caller) }),
  'GET member/me': async () => ({}),
  'GET member/mail-preferences': async () => ({}),
  'POST member/mail-preferences': async () => ({ body: { kind: 'monthClosed', on: true } }),
  'POST member/account/update': async (w, caller) => ({
    body: { password: caller.password ?? w.password, nickname: 'renamed' },
  }),
  'POST member/account/delete.account': async (w, caller) => {
    const as = await w.fresh(caller);
    return { as, body: { password: as.password ?? w.password } };
  },

  'POST member/mcn/add': async (w, caller) => ({
    body: {
      user_id: `added-${randomUUID().slice(0, 8)}@example.com`,
      password: 'added-pass-1',
      nickname: 'added',
      channels: [],
    },
    as: caller,
  }),
  'GET member/mcn/accounts': async () => ({ query: { page: '0' } }),
  'POST member/mcn/update': async (w, caller) => ({
    body: { target: w.memberA.email, password: caller.password ?? w.password, fee_rate: 15 },
  }),
  'POST member/mcn/delete': async (w, caller, t) => {
    const victim = await t.createAccount(w.site1, { password: w.password });
    return { body: { target: victim.email, password: caller.password ?? w.password } };
  },
  'GET member/mcn/fee-history': async (w) => ({ query: { target: w.memberA.email } }),

  'GET notice/list': async () => ({}),
  'GET notice/detail': async (w) => ({ query: { id: String(w.noticeId) } }),
  'GET notice/unread-count': async () => ({}),

  'POST channel/add': async (_w, _caller, t) => {
    const id = uniqueYouTubeId();
    t.youtube.setChannel({ id, title: 'Brand new' });
    return { body: { link: `https://www.youtube.com/channel/${id}`, category: 'music' } };
  },
  'GET channel/list': async () => ({}),
  'GET channel/detail': async (w) => ({ query: { channel_id: w.channelA } }),
  'POST channel/verify': async (w) => ({
    body: { channel_id: await w.channel(w.site1, { owner: w.memberA, verified: false }) },
  }),
  'POST channel/re-review': async (w) => ({
    body: { channel_id: await w.channel(w.site1, { owner: w.memberA, status: 1 }) },
  }),
  'POST channel/assign': async (w) => ({
    body: { channel_id: await w.channel(w.site1), member: w.memberA.email },
  }),
  'POST channel/unassign': async (w) => ({
    body: { channel_id: await w.channel(w.site1, { owner: w.memberA }), member: w.memberA.email },
  }),
  'POST channel/delete': async (w, caller) => ({
    body: {
      channel_id: await w.channel(w.site1, { owner: w.memberA }),
      acknowledged: true,
      password: caller.password ?? w.password,
    },
  }),

  'GET report/summary': async () => ({}),
  'GET report/channels': async () => ({}),
  'GET report/videos': async () => ({}),
  'GET report/video': async (w) => ({ query: { video_id: w.videoA } }),
  'GET report/export': async () => ({ query: { report: 'videos' } }),

  'GET youtube/connection': async () => ({}),
  'POST youtube/connect': async () => ({ body: { contentOwnerId: 'demoContentOwner' } }),
  'POST youtube/connect/complete': async (_w, caller, t) => ({
    body: await consentedAs(caller, t),
  }),
  'POST youtube/disconnect': async (_w, caller, t) => {
    await connectAs(caller, t);
    return { body: {} };
  },
  'POST youtube/fetch': async (_w, caller, t) => {
    await connectAs(caller, t);
    return { body: {} };
  },

  'GET music/home': async () => ({}),
  'GET music/list': async () => ({}),
  'GET music/tags': async () => ({}),
  'GET music/shopping': async () => ({}),
  'GET music/ranking': async () => ({}),
  'GET music/favorites': async () => ({}),
  'POST music/favorites/add': async (w) => ({ body: { track_id: w.trackId } }),
  // After the add above, each caller removes the track from their own favorites.
  'POST music/favorites/remove': async (w) => ({ body: { track_id: w.trackId } }),

  'GET earnings/summary': async () => ({}),
  'GET earnings/statements': async (w) => ({ query: { member: w.memberA.email } }),
  'GET earnings/statement': async (w) => {
    await w.closedBooks();
    return { query: { month: BOOKS_MONTH, member: w.memberA.email } };
  },
  'GET earnings/statement/export': async (w) => {
    await w.closedBooks();
    return { query: { month: BOOKS_MONTH, member: w.memberA.email } };
  },
  'GET earnings/history': async () => ({}),
  'POST payouts/method': async () => ({
    body: { kind: 'bank', bank_name: 'Matrix Bank', holder: 'Tester', account_number: '1234-5678' },
  }),
  'POST payouts/withdraw': async (w) => {
    await w.readyToWithdraw();
    return { body: { amount: '20', idempotency_key: randomUUID() } };
  },
  'POST payouts/cancel': async (w) => ({ body: { id: await w.requestOfA('requested') } }),
  'GET payouts/close/preview': async () => ({ query: { month: BOOKS_MONTH } }),
  'POST payouts/close': async () => ({ body: { month: BOOKS_MONTH } }),
  'GET payouts/overview': async () => ({}),
  'GET payouts/requests': async () => ({}),
  'POST payouts/approve': async (w) => ({ body: { id: await w.requestOfA('requested') } }),
  'POST payouts/reject': async (w) => ({
    body: { id: await w.requestOfA('requested'), reason: 'Details do not match' },
  }),
  'POST payouts/paid': async (w) => ({
    body: { id: await w.requestOfA('approved'), paid_on: BOOKS_DAY, reference: 'TX-MATRIX' },
  }),
  'GET payouts/export': async (w) => {
    await w.closedBooks();
    return { query: { month: BOOKS_MONTH } };
  },
  'POST payouts/settings': async () => ({ body: { withdrawal_threshold: '20' } }),

  'GET network-tokens/list': async () => ({}),
  'POST network-tokens/create': async () => ({ body: { name: 'Matrix BI', expires_in_days: 30 } }),
  'POST network-tokens/revoke': async (w) => ({ body: { id: await w.networkTokenId() } }),

  'POST operator/sign-in': async (w) => ({
    body: { email: (await w.enrolledOperator()).email, password: w.operatorPassword },
  }),
  'POST operator/set-up': async (w) => ({
    body: { token: (await w.invitedOperator()).token, password: w.operatorPassword },
  }),
  'POST operator/sign-in/enrol': async (w, _c, t) => {
    const { token } = await w.invitedOperator();
    const step = await t.services.operatorAccounts.setUp(token, w.operatorPassword, undefined);
    if (step.step !== 'enrol') throw new Error('expected an enrolment');
    const key = base32Decode(new URL(step.otpauthUri).searchParams.get('secret')!);
    return { body: { pending_token: step.pendingToken, code: totp(key, Date.now()) } };
  },
  // The code of the step after the enrolment's, which the enrolment did not use.
  'POST operator/sign-in/code': async (w, _c, t) => {
    const { email, key } = await w.enrolledOperator();
    const step = await t.services.operatorAccounts.signIn(email, w.operatorPassword, undefined);
    return {
      body: { pending_token: step.pendingToken, code: totp(key, Date.now() + 30_000) },
    };
  },

  'GET operator/whoami': async () => ({}),
  'POST operator/sign-out': async (w, caller) => ({ as: await w.fresh(caller) }),
  'GET operator/operators/list': async () => ({}),
  'POST operator/operators/invite': async () => ({
    body: { email: `invitee-${randomUUID().slice(0, 8)}@matrix.example` },
  }),
  'POST operator/operators/disable': async (w) => ({
    body: { email: (await w.invitedOperator()).email },
  }),
  'GET operator/audit': async (w) => ({ query: { site: w.site1.domain } }),
  'GET operator/notices/list': async () => ({}),
  'POST operator/notices/create': async (w) => ({
    body: { texts: { en: { title: 'New', body: 'Text' } }, site: w.site1.domain },
  }),
  'POST operator/notices/update': async (w) => ({ body: { id: w.noticeId, pinned: true } }),
  'POST operator/notices/delete': async (w, _c, t) => {
    const notice = await t.services.notices.create(
      { name: 'matrix' },
      { texts: { en: { title: 'Doomed', body: 'Text' } }, site: w.site1.domain },
    );
    return { body: { id: notice.id } };
  },
  'GET operator/channels/list': async (w) => ({ query: { site: w.site1.domain } }),
  'POST operator/channels/review': async (w) => ({
    body: {
      site: w.site1.domain,
      channel_id: await w.channel(w.site1, { owner: w.memberA, status: 0 }),
      decision: 'approve',
    },
  }),
  'POST operator/channels/review-many': async (w) => ({
    body: {
      channels: [
        {
          site: w.site1.domain,
          channel_id: await w.channel(w.site1, { owner: w.memberA, status: 0 }),
        },
      ],
      decision: 'hold',
      note: 'Matrix',
    },
  }),
  'POST operator/revenue/import': async (w) => ({
    query: { site: w.site1.domain, name: 'exchange_rates.csv' },
    raw: { payload: 'date,krw_per_usd\n2026-01-02,1400.5\n', contentType: 'text/csv' },
  }),
  'GET operator/revenue/imports/list': async (w) => ({ query: { site: w.site1.domain } }),
  'POST operator/revenue/uploads/create': async (w) => ({
    body: { site: w.site1.domain, name: `matrix-${randomUUID().slice(0, 8)}.csv`, size: 100 },
  }),
  'POST operator/revenue/uploads/chunk': async (w, caller, t) => ({
    query: { id: await uploadOf(w, caller, t), offset: '0' },
    raw: { payload: 'date,krw_per_usd\n', contentType: 'application/octet-stream' },
  }),
  'GET operator/revenue/uploads/list': async () => ({}),
  'POST operator/revenue/uploads/cancel': async (w, caller, t) => ({
    body: { id: await uploadOf(w, caller, t) },
  }),
  'POST operator/catalogue/import': async () => ({
    query: { name: 'tags.csv' },
    raw: {
      payload: 'tag_id,ko,en,zh-CN,zh-TW\nmatrix-calm,잔잔한,Calm,平静,平靜\n',
      contentType: 'text/csv',
    },
  }),
  'GET operator/catalogue/tracks': async () => ({ query: { q: 'a' } }),
  'GET operator/sites/list': async () => ({}),
  'POST operator/sites/create': async () => ({
    body: {
      domains: [`${randomUUID().slice(0, 8)}.matrix.example`],
      name: 'Matrix site',
      manager: { email: `boss-${randomUUID().slice(0, 8)}@example.com` },
    },
  }),
  'POST operator/sites/update': async (w) => ({ body: { site: w.site1.domain, name: 'Renamed' } }),
  'POST operator/sites/domains': async (w) => ({
    body: { site: w.site1.domain, add: [`${randomUUID().slice(0, 8)}.matrix.example`] },
  }),
  'POST operator/sites/image': async (w) => ({
    query: { site: w.site1.domain, kind: 'favicon' },
    raw: { payload: pngOf(32, 32), contentType: 'image/png' },
  }),
  'POST operator/sites/image-check': async () => ({
    query: { kind: 'logo' },
    raw: { payload: pngOf(200, 60), contentType: 'image/png' },
  }),
  'GET operator/overview': async () => ({}),
  'GET operator/youtube/list': async (w) => ({ query: { site: w.site1.domain } }),
  // Site 1 connected by its manager (again, if a call before disconnected it).
  'POST operator/youtube/fetch': async (w, _c, t) => {
    if (!(await t.services.youtubeConnection.repo.find(w.site1.id)))
      await connectAs(w.callers.manager, t);
    return { body: { site: w.site1.domain } };
  },
  'GET operator/payouts/list': async () => ({}),
  'GET operator/payouts/requests': async (w) => ({ query: { site: w.site1.domain } }),
  'GET operator/tokens/list': async () => ({}),
  'POST operator/tokens/create': async () => ({
    body: { name: `matrix-new-${randomUUID().slice(0, 8)}` },
  }),
  // A token of its own for each caller to revoke, never the caller's own.
  'POST operator/tokens/revoke': async (_w, _c, t) => ({
    body: {
      name: (await t.services.operatorAuth.create(`doomed-${randomUUID().slice(0, 8)}`))!.operator
        .name,
    },
  }),
};

describe('authorization matrix', () => {
  const t = useTestContext();

  it('has a row and a request for every call of the server, and no others', () => {
    const calls = [...new Set(t.app.apiCalls)].filter((call) => call !== 'GET docs').sort();
    expect(Object.keys(AUTHORIZATION_MATRIX).sort()).toEqual(calls);
    expect(Object.keys(CALLS).sort()).toEqual(calls);
  });

  it('lets network tokens read exactly NETWORK_TOKEN_CALLS, and write nothing', () => {
    const read = Object.entries(AUTHORIZATION_MATRIX)
      .filter(([, row]) => row.networkToken < 300)
      .map(([call]) => call);
    expect(read.sort()).toEqual([...NETWORK_TOKEN_CALLS].sort());
    expect(read.every((call) => call.startsWith('GET '))).toBe(true);
  });

  it('answers every call for every caller as the matrix says, and leaks nothing across', async () => {
    const w = await buildWorld(t);
    /** What site 1's member A has that nobody outside site 1, nor member B, may read. */
    const secretsOfA = [w.channelA, w.videoA, w.memberA.email];
    /** The network tokens themselves: no reply names one (the create reply names its own). */
    const networkTokens = [w.callers.networkToken.token!, w.callers.otherNetworkToken.token!];
    const mismatches: string[] = [];
    for (const [call, row] of Object.entries(AUTHORIZATION_MATRIX)) {
      const [method, route] = call.split(' ') as ['GET' | 'POST', string];
      // Refusals first: a call an earlier caller was allowed must not change what a later one meets.
      const order = [...ACTORS].sort((a, b) => Number(row[a] < 300) - Number(row[b] < 300));
      for (const actor of order) {
        const request = await CALLS[call]!(w, w.callers[actor], t);
        const caller = request.as ?? w.callers[actor];
        const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
        const path = request.file ? route.replace(':file', request.file) : route;
        const headers: Record<string, string> = {
          'accept-language': 'en',
          [HEADERS.siteDomain]: caller.domain,
        };
        if (caller.token) headers.authorization = `Bearer ${caller.token}`;
        if (request.raw) headers['content-type'] = request.raw.contentType;
        const response = await t.app.inject({
          method,
          url: `/api/${path}${query}`,
          headers,
          ...(request.raw
            ? { payload: request.raw.payload }
            : method === 'POST'
              ? { payload: (request.body ?? {}) as object }
              : {}),
        });
        if (response.statusCode !== row[actor])
          mismatches.push(
            `${call} as ${actor}: expected ${row[actor]}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        if (
          ['anonymous', 'memberB', 'otherManager', 'otherMember', 'otherNetworkToken'].includes(
            actor,
          )
        )
          for (const secret of secretsOfA)
            if (response.body.includes(secret))
              mismatches.push(`${call} as ${actor}: the reply names member A's ${secret}`);
        if (networkTokens.some((token) => response.body.includes(token)))
          mismatches.push(`${call} as ${actor}: the reply names a network token`);
        if (response.statusCode >= 400) {
          const reply = response.json<{ success: boolean; code: string; message: string }>();
          expect(reply.success, call).toBe(false);
          expect(reply.message, call).toMatch(/\S/);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("refuses one site's session on another site's domain, for every signed-in call", async () => {
    const w = await buildWorld(t);
    /** Site 1's manager and member A, presenting their site 1 sessions to site 2. */
    const travellers = (['manager', 'memberA'] as const).map((actor) => ({
      ...w.callers[actor],
      domain: w.site2.domain,
    }));
    const signedInCalls = Object.entries(AUTHORIZATION_MATRIX)
      .filter(([call, row]) => row.anonymous === 401 && !call.includes(' operator/'))
      .map(([call]) => call);
    expect(signedInCalls.length).toBeGreaterThan(30);
    const mismatches: string[] = [];
    for (const call of signedInCalls)
      for (const traveller of travellers) {
        const [method, route] = call.split(' ') as ['GET' | 'POST', string];
        // The request as the traveller would make it; never a fresh caller of site 2's.
        const request = await CALLS[call]!(w, traveller, t);
        const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
        const response = await t.call(method, `${route}${query}`, {
          domain: traveller.domain,
          token: traveller.token,
          ...(method === 'POST' ? { body: request.body ?? {} } : {}),
        });
        if (
          response.statusCode !== 401 ||
          response.json<{ code: string }>().code !== 'unauthorized'
        )
          mismatches.push(
            `${call} as site 1's ${traveller.actor} on site 2: ${response.statusCode}`,
          );
      }
    expect(mismatches).toEqual([]);
    // Nothing of it reached site 1: the sessions (logout, account deletion) still work there.
    for (const traveller of travellers) {
      const me = await t.call('GET', 'member/me', {
        domain: w.site1.domain,
        token: traveller.token,
      });
      expect(me.statusCode).toBe(200);
    }
  });

  it("refuses one site's network token on another site's domain, for every call it may make", async () => {
    const w = await buildWorld(t);
    /** Site 1's network token, presented to site 2. */
    const traveller = { ...w.callers.networkToken, domain: w.site2.domain };
    const mismatches: string[] = [];
    for (const call of NETWORK_TOKEN_CALLS) {
      const [method, route] = call.split(' ') as ['GET', string];
      const request = await CALLS[call]!(w, traveller, t);
      const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
      const response = await t.call(method, `${route}${query}`, {
        domain: traveller.domain,
        token: traveller.token,
      });
      const code = response.json<{ code: string }>().code;
      if (response.statusCode !== 401 || code !== 'network_token_invalid')
        mismatches.push(`${call} with site 1's token on site 2: ${response.statusCode} ${code}`);
    }
    expect(mismatches).toEqual([]);
    // On its own site it still reads.
    const summary = await t.call('GET', 'report/summary', {
      domain: w.site1.domain,
      token: traveller.token,
    });
    expect(summary.statusCode).toBe(200);
  });
});
