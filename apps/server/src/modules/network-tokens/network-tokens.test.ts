import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS, NETWORK_TOKEN_PREFIX, NETWORK_TOKENS_MAX } from '@portal/shared';
import { buildApp, type AppOptions } from '../../app.ts';
import {
  auditLog,
  channelAssignments,
  channelDaily,
  channels,
  networkTokens,
  videoDaily,
  videos,
} from '../../db/schema.ts';
import { NETWORK_TOKEN_CALLS } from '../../http/network-token-calls.ts';
import { TEST_CONFIG, useTestContext, type TestContext } from '../../test/test-context.ts';
import { newVerificationCode } from '../channels/verification-code.ts';

type TokenReply = {
  token: string;
  network_token: { id: number; name: string; expires_at: string | null };
};

/** A site with a manager (signed in), a member with a channel, a Short and a closed month. */
async function networkWithData(t: TestContext) {
  const site = await t.createSite({ currency: 'USD' });
  const manager = await t.createAccount(site, { role: 'manager' });
  const member = await t.createAccount(site);
  const session = await t.login(site.domain, manager.email, manager.password);
  const { db } = t.database;
  const youtubeId = `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`;
  const [channel] = await db
    .insert(channels)
    .values({
      siteId: site.id,
      youtubeId,
      title: 'Token channel',
      category: 'music',
      status: 2,
      verification: 'verified',
      verificationCode: newVerificationCode(),
    })
    .returning();
  await db
    .insert(channelAssignments)
    .values({ siteId: site.id, channelId: channel!.id, accountId: member.id });
  await db.insert(channelDaily).values({
    siteId: site.id,
    channelId: youtubeId,
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
  const videoId = `nt${randomUUID().slice(0, 9)}`;
  await db.insert(videos).values({
    siteId: site.id,
    videoId,
    channelId: youtubeId,
    title: 'A Short read by a token',
    publishedAt: new Date('2026-10-01T00:00:00Z'),
    durationSeconds: 30,
  });
  await db.insert(videoDaily).values({
    siteId: site.id,
    videoId,
    day: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    channelId: youtubeId,
    views: 1000,
    engagedViews: 900,
    premiumViews: 100,
    watchTimeMs: 20_000_000,
    viewPercentageWeighted: 0,
    revenueMicros: 1_500_000,
    premiumRevenueMicros: 200_000,
    memberAccountId: member.id,
    memberRevenueMicros: 1_200_000,
  });
  await t.services.earnings.close(
    site,
    manager,
    { accountId: manager.id, ip: undefined },
    '2025-12',
  );
  return { site, manager, member, session, videoId };
}

/** The query each call a token may make is asked with, against `networkWithData`. */
function queryOf(call: string, world: { member: { email: string }; videoId: string }): string {
  const queries: Record<string, Record<string, string>> = {
    'GET report/video': { video_id: world.videoId },
    'GET report/export': { report: 'videos' },
    'GET earnings/statements': { member: world.member.email },
    'GET earnings/statement': { month: '2025-12', member: world.member.email },
    'GET earnings/statement/export': { month: '2025-12', member: world.member.email },
  };
  const query = queries[call];
  return query ? `?${new URLSearchParams(query)}` : '';
}

describe('network API tokens', () => {
  const t = useTestContext();

  async function createToken(
    domain: string,
    session: string,
    body: object = { name: 'BI export' },
  ): Promise<TokenReply> {
    const created = await t.call('POST', API_PATHS.networkTokenCreate, {
      domain,
      token: session,
      body,
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<TokenReply>();
  }

  it('is shown once, stored as its SHA-256, and listed without it', async () => {
    const { site, session } = await networkWithData(t);
    const created = await t.call('POST', API_PATHS.networkTokenCreate, {
      domain: site.domain,
      token: session,
      body: { name: '  Looker Studio  ', expires_in_days: 90 },
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const reply = created.json<TokenReply & { message: string }>();
    expect(reply.token).toMatch(new RegExp(`^${NETWORK_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(reply.message).toBe(
      'The API token has been created. Copy it now: it will not be shown again.',
    );
    expect(reply.network_token).toMatchObject({ name: 'Looker Studio', last_used_at: null });
    const days = (Date.parse(reply.network_token.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const [row] = await t.database.db
      .select()
      .from(networkTokens)
      .where(eq(networkTokens.id, reply.network_token.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(reply.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(reply.token);

    const list = await t.call('GET', API_PATHS.networkTokenList, {
      domain: site.domain,
      token: session,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(reply.token);
    expect(list.body).not.toContain(row!.tokenHash);
    expect(list.json().tokens).toEqual([
      expect.objectContaining({ id: reply.network_token.id, state: 'active' }),
    ]);
  });

  it('reads every call it may make with the reply the manager session gets', async () => {
    const world = await networkWithData(t);
    const { token } = await createToken(world.site.domain, world.session);
    for (const call of NETWORK_TOKEN_CALLS) {
      const [method, route] = call.split(' ') as ['GET', string];
      const path = `${route}${queryOf(call, world)}`;
      const asManager = await t.call(method, path, {
        domain: world.site.domain,
        token: world.session,
      });
      const asToken = await t.call(method, path, { domain: world.site.domain, token });
      expect(asManager.statusCode, call).toBe(200);
      expect(asToken.statusCode, call).toBe(200);
      expect(asToken.headers['content-type'], call).toBe(asManager.headers['content-type']);
      expect(asToken.body, call).toBe(asManager.body);
      expect(asToken.body, call).not.toContain(token);
    }
  });

  it('refuses every other call with 403 and writes nothing', async () => {
    const { site, session } = await networkWithData(t);
    const { token } = await createToken(site.domain, session);
    const before = await t.database.db.execute(
      sql`select (select count(*)::int from channels) as channels,
        (select count(*)::int from network_tokens) as tokens,
        (select count(*)::int from sessions) as sessions`,
    );
    const refused = [
      ['POST', API_PATHS.channelAdd, { link: 'https://www.youtube.com/@x', category: 'music' }],
      ['POST', API_PATHS.networkTokenCreate, { name: 'another' }],
      ['GET', API_PATHS.networkTokenList, undefined],
      ['POST', API_PATHS.logout, {}],
      ['GET', API_PATHS.me, undefined],
      ['POST', API_PATHS.payoutClose, { month: '2025-12' }],
      ['GET', 'operator/whoami', undefined],
      ['GET', `${API_PATHS.siteMeta}?domain=${site.domain}`, undefined],
    ] as const;
    for (const [method, path, body] of refused) {
      const response = await t.call(method, path, {
        domain: site.domain,
        token,
        ...(body ? { body } : {}),
      });
      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toEqual({
        success: false,
        code: 'network_token_refused',
        message:
          'An API token can only read reports and statements. Sign in as a manager to do this.',
      });
    }
    const after = await t.database.db.execute(
      sql`select (select count(*)::int from channels) as channels,
        (select count(*)::int from network_tokens) as tokens,
        (select count(*)::int from sessions) as sessions`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('stops working at once when revoked, and both are in the audit log', async () => {
    const { site, manager, session } = await networkWithData(t);
    const { token, network_token } = await createToken(site.domain, session);
    const read = () => t.call('GET', API_PATHS.reportSummary, { domain: site.domain, token });
    expect((await read()).statusCode).toBe(200);

    const revoked = await t.call('POST', API_PATHS.networkTokenRevoke, {
      domain: site.domain,
      token: session,
      body: { id: network_token.id },
    });
    expect(revoked.json()).toEqual({
      success: true,
      message: 'The API token has been revoked. It no longer works.',
    });
    const refused = await read();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'network_token_invalid' });
    // Revoking again finds nothing to revoke; the list no longer shows it.
    const again = await t.call('POST', API_PATHS.networkTokenRevoke, {
      domain: site.domain,
      token: session,
      body: { id: network_token.id },
    });
    expect(again.statusCode).toBe(404);
    const list = await t.call('GET', API_PATHS.networkTokenList, {
      domain: site.domain,
      token: session,
    });
    expect(list.json().tokens).toEqual([]);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site.id), sql`${auditLog.action} like 'network_token.%'`))
      .orderBy(auditLog.id);
    expect(
      entries.map((entry) => ({
        action: entry.action,
        actor: entry.actorAccountId,
        detail: entry.detail,
      })),
    ).toEqual([
      {
        action: 'network_token.created',
        actor: manager.id,
        detail: { token_id: network_token.id, name: 'BI export', expires_at: null },
      },
      {
        action: 'network_token.revoked',
        actor: manager.id,
        detail: { token_id: network_token.id, name: 'BI export' },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('stops working at once when it expires, and is listed as expired', async () => {
    const { site, session } = await networkWithData(t);
    const { token, network_token } = await createToken(site.domain, session, {
      name: 'short-lived',
      expires_in_days: 1,
    });
    const read = () => t.call('GET', API_PATHS.channelList, { domain: site.domain, token });
    expect((await read()).statusCode).toBe(200);
    await t.database.db
      .update(networkTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(networkTokens.id, network_token.id));
    const refused = await read();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('network_token_invalid');
    const list = await t.call('GET', API_PATHS.networkTokenList, {
      domain: site.domain,
      token: session,
    });
    expect(list.json().tokens).toEqual([
      expect.objectContaining({ id: network_token.id, state: 'expired' }),
    ]);
  });

  it('answers an unknown, mangled or over-long token 401 in the caller’s language', async () => {
    const { site } = await networkWithData(t);
    for (const token of [
      `${NETWORK_TOKEN_PREFIX}${'A'.repeat(43)}`,
      NETWORK_TOKEN_PREFIX,
      `${NETWORK_TOKEN_PREFIX}${'x'.repeat(500)}`,
    ]) {
      const response = await t.call('GET', API_PATHS.reportSummary, {
        domain: site.domain,
        token,
        lang: 'ko',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'network_token_invalid',
        message:
          '이 API 토큰은 사용할 수 없습니다. 폐기되었거나 만료되었거나 다른 사이트의 토큰입니다.',
      });
    }
  });

  it('keeps its last use to the minute, written at most once a minute', async () => {
    const { site, session } = await networkWithData(t);
    const { token, network_token } = await createToken(site.domain, session);
    const lastUsed = async () =>
      (
        await t.database.db
          .select({ at: networkTokens.lastUsedAt })
          .from(networkTokens)
          .where(eq(networkTokens.id, network_token.id))
      )[0]!.at;
    expect(await lastUsed()).toBeNull();
    await t.call('GET', API_PATHS.reportSummary, { domain: site.domain, token });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await t.call('GET', API_PATHS.reportSummary, { domain: site.domain, token });
    expect(await lastUsed()).toEqual(first);
    // A minute on, the next use moves it.
    await t.database.db
      .update(networkTokens)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(networkTokens.id, network_token.id));
    await t.call('GET', API_PATHS.reportSummary, { domain: site.domain, token });
    expect((await lastUsed())!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const list = await t.call('GET', API_PATHS.networkTokenList, {
      domain: site.domain,
      token: session,
    });
    expect(list.json().tokens[0].last_used_at).not.toBeNull();
  });

  it(`keeps at most ${NETWORK_TOKENS_MAX} live tokens per site`, async () => {
    const { site, session } = await networkWithData(t);
    const made: TokenReply[] = [];
    for (let i = 0; i < NETWORK_TOKENS_MAX; i += 1)
      made.push(await createToken(site.domain, session, { name: `token ${i}` }));
    const full = await t.call('POST', API_PATHS.networkTokenCreate, {
      domain: site.domain,
      token: session,
      body: { name: 'one too many' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('network_tokens_full');
    // A revoked token frees its place.
    await t.call('POST', API_PATHS.networkTokenRevoke, {
      domain: site.domain,
      token: session,
      body: { id: made[0]!.network_token.id },
    });
    await createToken(site.domain, session, { name: 'in its place' });
  });

  it('refuses a name or an expiry out of bounds with the reason', async () => {
    const { site, session } = await networkWithData(t);
    const cases: [object, string][] = [
      [{ name: '   ' }, 'Please enter a name for the token.'],
      [{ name: 'x'.repeat(61) }, 'The token name can be at most 60 characters.'],
      [{ name: 'ok', expires_in_days: 0 }, 'The expiry must be between 1 and 365 days, or none.'],
      [{ name: 'ok', expires_in_days: 366 }, 'The expiry must be between 1 and 365 days, or none.'],
      [
        { name: 'ok', expires_in_days: '30' },
        'The expiry must be between 1 and 365 days, or none.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await t.call('POST', API_PATHS.networkTokenCreate, {
        domain: site.domain,
        token: session,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({
        success: false,
        code: 'invalid_input',
        message,
      });
    }
  });
});

describe('network API tokens under the running settings', () => {
  const t = useTestContext();
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function appWith(
    settings: Partial<AppOptions['config']>,
    logger: AppOptions['logger'] = false,
  ): Promise<FastifyInstance> {
    const app = await buildApp({
      config: { ...TEST_CONFIG, ...settings },
      database: t.database,
      logger,
      reportWindows: false,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  async function siteWithToken(app: FastifyInstance) {
    const site = await t.createSite();
    const manager = await t.createAccount(site, { role: 'manager' });
    const made = await t.services.networkTokens.create(
      manager,
      { accountId: manager.id, ip: undefined },
      { name: 'runner', expiresInDays: null },
    );
    const call = (path: string, token = made.token, remoteAddress = '127.0.0.1') =>
      app.inject({
        method: 'GET',
        url: `/api/${path}`,
        remoteAddress,
        headers: { 'x-site-domain': site.domain, authorization: `Bearer ${token}` },
      });
    return { site, manager, token: made.token, id: made.row.id, call };
  }

  it('limits each token per minute, whatever the address', async () => {
    const app = await appWith({
      rateLimit: { perMinute: 1000, signInPerMinute: 100, networkTokenPerMinute: 2 },
    });
    const first = await siteWithToken(app);
    const second = await siteWithToken(app);
    expect(
      (await first.call(API_PATHS.reportSummary, first.token, '198.51.100.1')).statusCode,
    ).toBe(200);
    expect((await first.call(API_PATHS.channelList, first.token, '198.51.100.2')).statusCode).toBe(
      200,
    );
    const limited = await first.call(API_PATHS.reportSummary, first.token, '198.51.100.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another token has its own allowance.
    expect((await second.call(API_PATHS.reportSummary)).statusCode).toBe(200);
    // A made-up token gets no allowance of its own: it is refused before it counts.
    const unknown = await first.call(API_PATHS.reportSummary, `${NETWORK_TOKEN_PREFIX}made-up`);
    expect(unknown.statusCode).toBe(401);
  });

  it('needs no protection headers from a token, while the web app still signs', async () => {
    const app = await appWith({ protectionHeaders: true });
    const { site, manager, call } = await siteWithToken(app);
    expect((await call(API_PATHS.reportSummary)).statusCode).toBe(200);
    // A token on a call it may not make is refused as a token, not as an unsigned request.
    expect((await call(API_PATHS.me)).json().code).toBe('network_token_refused');
    const session = await t.login(site.domain, manager.email, manager.password);
    const unsigned = await call(API_PATHS.reportSummary, session);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().code).toBe('protection_invalid');
  });

  it('keeps the token out of the log and names the token as the caller', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await appWith({}, { level: 'info', stream });
    const { token, id, call } = await siteWithToken(app);
    lines.length = 0;
    await call(API_PATHS.reportSummary);
    await call(`${API_PATHS.reportSummary}?access_token=${token}`);
    await call(API_PATHS.me);
    await call('operator/whoami');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain(token.slice(NETWORK_TOKEN_PREFIX.length));
    const completed = lines
      .map(
        (line) =>
          JSON.parse(line) as { msg: string; caller?: string; res?: { statusCode: number } },
      )
      .filter((line) => line.msg === 'request completed' && line.res?.statusCode === 200);
    expect(completed.map((line) => line.caller)).toEqual([
      `network-token:${id}`,
      `network-token:${id}`,
    ]);
  });
});
