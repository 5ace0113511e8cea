import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createServices } from '../../services.ts';
import { TEST_CONFIG, useTestContext, type TestContext } from '../../test/test-context.ts';

const CLI = path.resolve(import.meta.dirname, '../operator/cli/cli.ts');
let serial = 0;

/** A channel id YouTube would accept: UC + 22 characters, unique per call. */
function channelId(): string {
  serial += 1;
  return `UC${String(process.pid).padStart(8, '0')}${String(serial).padStart(14, '0')}`;
}

type Caller = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => ReturnType<TestContext['call']>;

async function signedIn(
  t: TestContext,
  site: { id: number; domain: string },
  role: 'member' | 'manager',
) {
  const account = await t.createAccount(site, { role });
  const token = await t.login(site.domain, account.email, account.password);
  const call: Caller = (method, apiPath, body) =>
    t.call(method, apiPath, {
      domain: site.domain,
      token,
      ...(body === undefined ? {} : method === 'GET' ? {} : { body }),
    });
  return { account, token, call };
}

async function network(t: TestContext) {
  const site = await t.createSite();
  const manager = await signedIn(t, site, 'manager');
  const memberA = await signedIn(t, site, 'member');
  const memberB = await signedIn(t, site, 'member');
  return { site, manager, memberA, memberB };
}

/** Puts a channel on the stand-in and registers it through channel/add. */
async function registered(t: TestContext, call: Caller, title = 'Lo-fi Shorts') {
  const id = channelId();
  const handle = `@h${id.slice(-10).toLowerCase()}`;
  t.youtube.setChannel({ id, title, handle, description: 'Daily lo-fi Shorts.' });
  const response = await call('POST', 'channel/add', {
    link: `https://m.youtube.com/${handle}/shorts?si=abc`,
    category: 'music',
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id, handle, channel: response.json().channel };
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const detail = async (call: Caller, id: string) =>
  (await call('GET', `channel/detail?channel_id=${id}`)).json().channel;

/** The channel once its verification job has finished, one way or the other. */
const verificationOutcome = (call: Caller, id: string) =>
  waitFor(
    () => detail(call, id),
    (channel) => channel.verification !== 'verifying',
  );

async function operatorCall(t: TestContext) {
  const created = await t.services.operatorAuth.create(`channels-${Date.now()}-${serial++}`);
  const token = created!.token;
  return (method: 'GET' | 'POST', apiPath: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${apiPath}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

describe('register and verify a channel', () => {
  const t = useTestContext();

  it('register → code → description updated → verify → verified, and member/me follows', async () => {
    const { memberA } = await network(t);
    const { id, handle, channel } = await registered(t, memberA.call);
    expect(channel).toMatchObject({
      channel_id: id,
      title: 'Lo-fi Shorts',
      handle,
      link: `https://www.youtube.com/channel/${id}`,
      category: 'music',
      status: 0,
      verification: 'pending_verification',
      approved_at: null,
      members: [{ user_id: memberA.account.email }],
    });
    expect(channel.verification_code).toMatch(/^MCN(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
    const me = async () => (await memberA.call('GET', 'member/me')).json().settings;
    expect(await me()).toEqual({ channel_verify_needed: true });

    t.youtube.setChannel({
      id,
      title: 'Lo-fi Shorts',
      handle,
      description: `Daily lo-fi Shorts.\n${channel.verification_code}`,
    });
    const verify = await memberA.call('POST', 'channel/verify', { channel_id: id });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().channel.verification).toBe('verifying');

    const done = await verificationOutcome(memberA.call, id);
    expect(done).toMatchObject({ verification: 'verified', verification_failure: null });
    expect(done.verified_at).not.toBeNull();
    expect(await me()).toEqual({ channel_verify_needed: false });

    const again = await memberA.call('POST', 'channel/verify', { channel_id: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_verified');
  });

  it('ends in needs_verification with the reason when the code never appears, and may be tried again', async () => {
    const { memberA } = await network(t);
    const { id } = await registered(t, memberA.call);
    const calls = t.youtube.calls();
    await memberA.call('POST', 'channel/verify', { channel_id: id });
    const done = await verificationOutcome(memberA.call, id);
    expect(done).toMatchObject({
      verification: 'needs_verification',
      verification_failure: 'code_not_found',
    });
    // The job asked YouTube once per attempt: the first try and 3 retries.
    expect(t.youtube.calls() - calls).toBe(4);
    const retry = await memberA.call('POST', 'channel/verify', { channel_id: id });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().channel).toMatchObject({
      verification: 'verifying',
      verification_failure: null,
    });
  });

  it('keeps verifying across a server restart', async () => {
    const { memberA } = await network(t);
    const { id, handle, channel } = await registered(t, memberA.call);
    const before = t.youtube.calls();
    await memberA.call('POST', 'channel/verify', { channel_id: id });
    // The first attempt has read the description (no code yet) and a retry is waiting.
    await waitFor(
      async () => t.youtube.calls(),
      (n) => n > before,
    );
    await t.restartApp();
    t.youtube.setChannel({
      id,
      title: 'Lo-fi Shorts',
      handle,
      description: channel.verification_code,
    });
    const done = await verificationOutcome(memberA.call, id);
    expect(done.verification).toBe('verified');
  });

  it('survives a spent quota: registering says so and stores nothing; verification waits it out', async () => {
    const { memberA } = await network(t);
    const { id, handle, channel } = await registered(t, memberA.call);

    t.youtube.setQuotaExceeded(true);
    try {
      const other = channelId();
      t.youtube.setChannel({ id: other, title: 'Other' });
      const add = await memberA.call('POST', 'channel/add', { link: other, category: 'vlog' });
      expect(add.statusCode).toBe(503);
      expect(add.json()).toMatchObject({ code: 'youtube_unavailable' });
      expect(add.json().message).toMatch(/cannot reach YouTube/);
      expect((await memberA.call('GET', 'channel/list')).json().total).toBe(1);

      t.youtube.setChannel({
        id,
        title: 'Lo-fi Shorts',
        handle,
        description: channel.verification_code,
      });
      const calls = t.youtube.calls();
      await memberA.call('POST', 'channel/verify', { channel_id: id });
      await waitFor(
        async () => t.youtube.calls(),
        (n) => n >= calls + 2,
      );
      expect((await detail(memberA.call, id)).verification).toBe('verifying');
    } finally {
      t.youtube.setQuotaExceeded(false);
    }
    const done = await verificationOutcome(memberA.call, id);
    expect(done.verification).toBe('verified');
  });

  it('gives up with youtube_unavailable when YouTube stays unreachable', async () => {
    const { memberA } = await network(t);
    const { id } = await registered(t, memberA.call);
    t.youtube.setQuotaExceeded(true);
    try {
      await memberA.call('POST', 'channel/verify', { channel_id: id });
      const done = await verificationOutcome(memberA.call, id);
      expect(done).toMatchObject({
        verification: 'needs_verification',
        verification_failure: 'youtube_unavailable',
      });
    } finally {
      t.youtube.setQuotaExceeded(false);
    }
  });

  it('starts one verification when Verify is pressed twice at once', async () => {
    const { memberA } = await network(t);
    const { id } = await registered(t, memberA.call);
    const replies = await Promise.all([
      memberA.call('POST', 'channel/verify', { channel_id: id }),
      memberA.call('POST', 'channel/verify', { channel_id: id }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json().code).toBe('verification_in_progress');
    const jobs = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'channel-verify' and data->>'channelId' = ${String(
        (
          await t.database.db.execute<{ id: number }>(
            sql`select id from channels where youtube_id = ${id}`,
          )
        ).rows[0]!.id,
      )}`,
    );
    expect(jobs.rows[0]!.n).toBe(1);
  });
});

describe('bad input when registering', () => {
  const t = useTestContext();

  it('refuses garbage, videos, custom names, other sites, unknown channels and duplicates clearly', async () => {
    const { manager, memberA } = await network(t);
    const { id } = await registered(t, memberA.call);
    const cases: [unknown, number, string, RegExp][] = [
      [{ category: 'music' }, 400, 'invalid_input', /^Please enter the YouTube channel link\.$/],
      [
        { link: '   ', category: 'music' },
        400,
        'invalid_input',
        /^Please enter the YouTube channel link\.$/,
      ],
      [
        { link: `https://www.youtube.com/channel/${id}` },
        400,
        'invalid_input',
        /^Please select a channel category\.$/,
      ],
      [
        { link: `https://www.youtube.com/channel/${id}`, category: 'cars' },
        400,
        'invalid_input',
        /^Please select a channel category\.$/,
      ],
      [
        { link: 'https://youtu.be/dQw4w9WgXcQ', category: 'music' },
        400,
        'invalid_input',
        /^This is a video link/,
      ],
      [
        { link: 'https://www.youtube.com/c/SomeName', category: 'music' },
        400,
        'invalid_input',
        /@handle/,
      ],
      [
        { link: 'https://vimeo.com/@someone', category: 'music' },
        400,
        'invalid_input',
        /not a YouTube channel link/,
      ],
      [
        { link: 'hello world !!', category: 'music' },
        400,
        'invalid_input',
        /could not read this channel link/,
      ],
      [
        { link: `https://youtube.com/@${'x'.repeat(600)}`, category: 'music' },
        400,
        'invalid_input',
        /too long/,
      ],
      [
        { link: 'https://www.youtube.com/channel/UCdoesnotexist0000000000', category: 'music' },
        400,
        'youtube_channel_not_found',
        /YouTube has no channel/,
      ],
      [
        { link: `https://www.youtube.com/channel/${id}`, category: 'music' },
        409,
        'channel_taken',
        /already registered/,
      ],
      [{ link: 12, category: 'music' }, 400, 'invalid_input', /YouTube channel link/],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await manager.call('POST', 'channel/add', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
    expect((await manager.call('GET', 'channel/list')).json().total).toBe(1);
  });

  it('says YouTube is unreachable, not a crash, when the API key is refused, and logs why', async () => {
    const { manager } = await network(t);
    const id = channelId();
    t.youtube.setChannel({ id, title: 'Key Test' });
    const warnings: unknown[] = [];
    const revokedKey = createServices(
      t.database,
      {
        ...TEST_CONFIG,
        youtube: { ...TEST_CONFIG.youtube, baseUrl: t.youtube.baseUrl, apiKey: 'revoked-key' },
      },
      { log: { warn: (detail: unknown) => warnings.push(detail), error: () => {} } as never },
    );
    const actor = { accountId: manager.account.id, ip: undefined };
    await expect(
      revokedKey.channels.add(manager.account, actor, { link: id, category: 'music' }),
    ).rejects.toMatchObject({ code: 'youtube_unavailable' });
    expect(warnings).toEqual([expect.objectContaining({ problem: 'key' })]);
    expect((await manager.call('GET', 'channel/list')).json().total).toBe(0);
  });

  it('answers in the request language', async () => {
    const { site, manager } = await network(t);
    const ko = await t.call('POST', 'channel/add', {
      domain: site.domain,
      token: manager.token,
      lang: 'ko',
      body: { link: '' },
    });
    expect(ko.json().message).toBe('YouTube 채널 링크를 입력해 주세요.');
    const zh = await t.call('POST', 'channel/add', {
      domain: site.domain,
      token: manager.token,
      lang: 'zh-TW',
      body: { link: 'https://www.youtube.com/@someone' },
    });
    expect(zh.json().message).toBe('請選擇頻道類別。');
  });

  it('lets the same channel be registered on another site', async () => {
    const one = await network(t);
    const two = await network(t);
    const { id } = await registered(t, one.manager.call);
    const again = await two.manager.call('POST', 'channel/add', { link: id, category: 'other' });
    expect(again.statusCode).toBe(200);
    expect(again.json().channel.verification_code).not.toBe(
      (await detail(one.manager.call, id)).verification_code,
    );
  });
});

describe('review and re-review', () => {
  const t = useTestContext();

  it('approval needs verification and records the date; on hold may ask again once per 24 hours', async () => {
    const { site, memberA } = await network(t);
    const operator = await operatorCall(t);
    const { id, handle, channel } = await registered(t, memberA.call);

    const early = await operator('POST', 'operator/channels/review', {
      site: site.domain,
      channel_id: id,
      decision: 'approve',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('channel_not_verified');

    const tooEarly = await memberA.call('POST', 'channel/re-review', { channel_id: id });
    expect(tooEarly.json().code).toBe('re_review_not_on_hold');

    const hold = await operator('POST', 'operator/channels/review', {
      site: site.domain,
      channel_id: id,
      decision: 'hold',
      note: 'Shorts use unlicensed music',
    });
    expect(hold.json().channel).toMatchObject({
      status: 1,
      review_note: 'Shorts use unlicensed music',
    });

    const first = await memberA.call('POST', 'channel/re-review', { channel_id: id });
    expect(first.statusCode).toBe(200);
    expect(first.json().channel.status).toBe(0);
    await operator('POST', 'operator/channels/review', {
      site: site.domain,
      channel_id: id,
      decision: 'hold',
    });
    const onHold = await detail(memberA.call, id);
    expect(Date.parse(onHold.re_review_available_at) - Date.now()).toBeGreaterThan(
      23.9 * 3_600_000,
    );

    const second = await memberA.call('POST', 'channel/re-review', { channel_id: id });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 're_review_too_soon' });
    expect((await detail(memberA.call, id)).status).toBe(1);

    // A day later it is allowed again.
    await t.database.db.execute(
      sql`update channels set re_review_requested_at = now() - interval '24 hours 1 minute' where youtube_id = ${id}`,
    );
    expect((await detail(memberA.call, id)).re_review_available_at).toBeNull();
    expect((await memberA.call('POST', 'channel/re-review', { channel_id: id })).statusCode).toBe(
      200,
    );

    t.youtube.setChannel({
      id,
      title: 'Lo-fi Shorts',
      handle,
      description: channel.verification_code,
    });
    await memberA.call('POST', 'channel/verify', { channel_id: id });
    await waitFor(
      () => detail(memberA.call, id),
      (c) => c.verification === 'verified',
    );
    const approved = await operator('POST', 'operator/channels/review', {
      site: site.domain,
      channel_id: id,
      decision: 'approve',
    });
    expect(approved.json().channel.status).toBe(2);
    expect(Math.abs(Date.parse(approved.json().channel.approved_at) - Date.now())).toBeLessThan(
      60_000,
    );

    const queue = await operator('GET', `operator/channels/list?site=${site.domain}&status=2`);
    expect(queue.json().channels.map((c: { channel_id: string }) => c.channel_id)).toEqual([id]);
  });

  it('queues every site’s channels, and reviews several at once, each on its own and audited', async () => {
    const home = await network(t);
    const away = await network(t);
    const operator = await operatorCall(t);
    const unverified = await registered(t, home.memberA.call, 'Waiting Shorts');
    const verified = await registered(t, away.memberA.call, 'Ready Shorts');
    await t.database.db.execute(
      sql`update channels set verification = 'verified' where youtube_id = ${verified.id}`,
    );

    const queue = await operator('GET', 'operator/channels/list?status=0&size=100');
    expect(queue.statusCode).toBe(200);
    const listed = queue.json().channels as { channel_id: string; site: object }[];
    expect(listed.find((c) => c.channel_id === unverified.id)?.site).toEqual({
      id: home.site.id,
      name: expect.any(String),
      domain: home.site.domain,
    });
    expect(listed.find((c) => c.channel_id === verified.id)?.site).toMatchObject({
      id: away.site.id,
      domain: away.site.domain,
    });
    const one = await operator('GET', `operator/channels/list?site=${home.site.domain}`);
    expect(one.json().channels.map((c: { channel_id: string }) => c.channel_id)).toEqual([
      unverified.id,
    ]);

    const bulk = await operator('POST', 'operator/channels/review-many', {
      channels: [
        { site: home.site.domain, channel_id: unverified.id },
        { site: away.site.domain, channel_id: verified.id },
        { site: 'nowhere.example', channel_id: verified.id },
      ],
      decision: 'approve',
      note: 'Licensed music only',
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().results).toEqual([
      {
        reviewed: false,
        site: home.site.domain,
        channel_id: unverified.id,
        code: 'channel_not_verified',
        message: expect.stringContaining('verified'),
      },
      {
        reviewed: true,
        site: away.site.domain,
        channel_id: verified.id,
        channel: expect.objectContaining({
          status: 2,
          review_note: 'Licensed music only',
          site: expect.objectContaining({ domain: away.site.domain }),
        }),
      },
      {
        reviewed: false,
        site: 'nowhere.example',
        channel_id: verified.id,
        code: 'unknown_site',
        message: expect.any(String),
      },
    ]);
    expect((await detail(home.memberA.call, unverified.id)).status).toBe(0);
    expect((await detail(away.memberA.call, verified.id)).status).toBe(2);

    const reviews = async (domain: string) =>
      (await operator('GET', `operator/audit?site=${domain}&action=channel.reviewed`))
        .json()
        .entries.map((entry: { actor: string; detail: object }) => ({
          actor: entry.actor,
          ...entry.detail,
        }));
    expect(await reviews(home.site.domain)).toEqual([]);
    expect(await reviews(away.site.domain)).toEqual([
      {
        actor: expect.stringMatching(/^operator:channels-/),
        channel_id: verified.id,
        title: 'Ready Shorts',
        decision: 'approve',
        note: 'Licensed music only',
      },
    ]);

    const tooMany = await operator('POST', 'operator/channels/review-many', {
      channels: Array.from({ length: 101 }, () => ({
        site: home.site.domain,
        channel_id: unverified.id,
      })),
      decision: 'hold',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can review at most 100 channels at once.');
    const none = await operator('POST', 'operator/channels/review-many', {
      channels: [],
      decision: 'hold',
    });
    expect(none.json().message).toBe('Choose at least one channel to review.');
    expect((await detail(home.memberA.call, unverified.id)).status).toBe(0);
  });

  it('the operator command lists and reviews', async () => {
    const { site, manager } = await network(t);
    const { id } = await registered(t, manager.call, 'CLI Channel');
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [CLI, ...args], {
        env: { ...process.env, DATABASE_URL: inject('testDatabase').url, LOG_LEVEL: 'silent' },
      });
    const list = await run('channels', 'list', '--site', site.domain);
    expect(list.stdout).toContain(`${id}\t0 pending\tpending_verification`);
    const reviewed = await run(
      'channels',
      'review',
      id,
      '--site',
      site.domain,
      '--decision',
      'reject',
    );
    expect(reviewed.stdout).toContain(`${id}\t3 rejected`);
    expect((await detail(manager.call, id)).status).toBe(3);
    await expect(
      run('channels', 'review', id, '--site', site.domain, '--decision', 'maybe'),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('approve, hold or reject'),
    });
    await expect(
      run('channels', 'review', id, '--site', site.domain, '--decision', 'approve'),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('until it is verified') });
  });
});

describe('assign, unassign and delete', () => {
  const t = useTestContext();

  it('assigns to one member at a time; unassigning keeps the period and allows reassigning', async () => {
    const { site, manager, memberA, memberB } = await network(t);
    const { id } = await registered(t, manager.call);
    expect((await detail(manager.call, id)).members).toEqual([]);
    expect((await memberA.call('GET', 'channel/list')).json().total).toBe(0);

    const assign = (member: string) =>
      manager.call('POST', 'channel/assign', { channel_id: id, member });
    const unassign = (member: string) =>
      manager.call('POST', 'channel/unassign', { channel_id: id, member });

    const first = await assign(memberA.account.email);
    expect(first.json()).toEqual({ success: true, message: 'Channel assigned.' });
    expect((await memberA.call('GET', 'channel/list')).json().channels[0].channel_id).toBe(id);
    expect((await assign(memberA.account.email)).json().code).toBe('channel_already_assigned');
    expect((await assign(memberB.account.email)).json().code).toBe('channel_assigned_elsewhere');
    expect((await unassign(memberB.account.email)).json().code).toBe('channel_not_assigned');
    expect((await assign('nobody@example.com')).json().code).toBe('member_not_found');
    expect((await assign(manager.account.email)).json().code).toBe('member_not_found');

    const cancel = await unassign(memberA.account.email);
    expect(cancel.json()).toEqual({ success: true, message: 'Assignment cancelled.' });
    expect((await memberA.call('GET', 'channel/list')).json().total).toBe(0);
    expect((await detail(manager.call, id)).members).toEqual([]);

    expect((await assign(memberB.account.email)).statusCode).toBe(200);
    const periods = await t.database.db.execute<{ account_id: number; closed: boolean }>(
      sql`select a.account_id::int as account_id, a.assigned_until is not null as closed from channel_assignments a
          join channels c on c.site_id = a.site_id and c.id = a.channel_id
          where c.site_id = ${site.id} and c.youtube_id = ${id} order by a.id`,
    );
    expect(periods.rows).toEqual([
      { account_id: memberA.account.id, closed: true },
      { account_id: memberB.account.id, closed: false },
    ]);
    const accounts = (await manager.call('GET', 'member/mcn/accounts')).json().accounts;
    expect(
      accounts.find((a: { user_id: string }) => a.user_id === memberB.account.email).channels,
    ).toEqual(['Lo-fi Shorts']);

    // Deleting the member closes the assignment; the channel stays with the site.
    await manager.call('POST', 'member/mcn/delete', {
      target: memberB.account.email,
      password: manager.account.password,
    });
    expect((await detail(manager.call, id)).members).toEqual([]);
  });

  it('deletes only with the precautions acknowledged and the right password, all at once', async () => {
    const { manager, memberA } = await network(t);
    const { id } = await registered(t, memberA.call);
    const remove = (body: object) =>
      manager.call('POST', 'channel/delete', { channel_id: id, ...body });

    const noAck = await remove({ password: manager.account.password });
    expect(noAck.json()).toMatchObject({
      code: 'invalid_input',
      message: 'Please check the important notices.',
    });
    const noPassword = await remove({ acknowledged: true });
    expect(noPassword.json().message).toBe('Please enter your password.');
    const short = await remove({ acknowledged: true, password: 'abc' });
    expect(short.json().message).toBe('Your password must be 4 to 64 characters.');
    const wrong = await remove({ acknowledged: true, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('wrong_password');
    expect((await detail(manager.call, id)).channel_id).toBe(id);

    const done = await remove({ acknowledged: true, password: manager.account.password });
    expect(done.json()).toEqual({ success: true, message: 'Channel deleted.' });
    expect((await manager.call('GET', `channel/detail?channel_id=${id}`)).statusCode).toBe(404);
    const left = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from channel_assignments a where not exists (
            select 1 from channels c where c.site_id = a.site_id and c.id = a.channel_id)`,
    );
    expect(left.rows[0]!.n).toBe(0);

    // Registered again, it starts over: a new code, pending review, no approval date.
    const again = await manager.call('POST', 'channel/add', { link: id, category: 'music' });
    expect(again.json().channel).toMatchObject({ status: 0, approved_at: null, members: [] });
  });
});

describe('who may do what', () => {
  const t = useTestContext();

  it('refuses other sites, other members and members on manager-only calls, changing nothing', async () => {
    const home = await network(t);
    const away = await network(t);
    const { id } = await registered(t, home.memberA.call);

    const body = { channel_id: id };
    for (const caller of [away.manager.call, away.memberA.call, home.memberB.call]) {
      expect((await caller('GET', `channel/detail?channel_id=${id}`)).statusCode).toBe(404);
      expect((await caller('POST', 'channel/verify', body)).json().code).toBe('channel_not_found');
      expect((await caller('POST', 'channel/re-review', body)).json().code).toBe(
        'channel_not_found',
      );
      expect((await caller('GET', 'channel/list')).json().total).toBe(0);
    }
    expect(
      (
        await away.manager.call('POST', 'channel/assign', {
          ...body,
          member: away.memberA.account.email,
        })
      ).json().code,
    ).toBe('channel_not_found');
    expect(
      (
        await away.manager.call('POST', 'channel/delete', {
          ...body,
          acknowledged: true,
          password: away.manager.account.password,
        })
      ).json().code,
    ).toBe('channel_not_found');

    for (const [apiPath, extra] of [
      ['channel/assign', { member: home.memberB.account.email }],
      ['channel/unassign', { member: home.memberA.account.email }],
      ['channel/delete', { acknowledged: true, password: home.memberA.account.password }],
    ] as const) {
      const response = await home.memberA.call('POST', apiPath, { ...body, ...extra });
      expect(response.statusCode, apiPath).toBe(403);
    }
    const anonymous = await t.call('GET', 'channel/list', { domain: home.site.domain });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await t.call('GET', 'operator/channels/list?site=' + home.site.domain);
    expect(stranger.statusCode).toBe(401);

    const channel = await detail(home.memberA.call, id);
    expect(channel).toMatchObject({ verification: 'pending_verification', status: 0 });
    expect(channel.members.map((m: { user_id: string }) => m.user_id)).toEqual([
      home.memberA.account.email,
    ]);
  });
});
