import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import { expectedRevenueByDay, utcDay } from './fee-rates.ts';

async function managerOf(t: TestContext) {
  const site = await t.createSite();
  const manager = await t.createAccount(site, {
    role: 'manager',
    email: `boss-${site.id}@example.com`,
  });
  const token = await t.login(site.domain, manager.email, manager.password);
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    t.call(method, path, { domain: site.domain, token, ...(body === undefined ? {} : { body }) });
  return { site, manager, token, call };
}

async function auditActions(t: TestContext, siteId: number): Promise<string[]> {
  const result = await t.database.db.execute<{ action: string }>(
    // Sign-ins and failed password checks are logged too; these tests are about changes.
    sql`select action from audit_log where site_id = ${siteId}
        and action not like 'session.%' and action <> 'account.password_check_failed' order by id`,
  );
  return result.rows.map((row) => row.action);
}

function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

describe('POST member/mcn/add', () => {
  const t = useTestContext();

  it('creates a member who can log in and appears in the list; the audit log says who did it', async () => {
    const { site, manager, call } = await managerOf(t);
    const response = await call('POST', 'member/mcn/add', {
      user_id: ' New.Member@Example.com ',
      password: 'member-1',
      nickname: '새 멤버',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Member created.' });

    const token = await t.login(site.domain, 'new.member@example.com', 'member-1');
    const me = await t.call('GET', 'member/me', { domain: site.domain, token });
    expect(me.json()).toMatchObject({ permission_flag: 0, nickname: '새 멤버' });

    const list = await call('GET', 'member/mcn/accounts');
    expect(list.json().accounts).toEqual([
      expect.objectContaining({
        user_id: 'new.member@example.com',
        nickname: '새 멤버',
        fee_rate: 0,
        channels: [],
      }),
    ]);
    const audit = await t.database.db.execute<{
      actor_account_id: string;
      action: string;
      ip: string | null;
    }>(
      sql`select actor_account_id, action, ip from audit_log
          where site_id = ${site.id} and action not like 'session.%'`,
    );
    expect(audit.rows).toEqual([
      { actor_account_id: String(manager.id), action: 'member.created', ip: '127.0.0.1' },
    ]);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['email missing', { password: 'pass1', nickname: 'ab' }, 'Please enter your email.'],
    [
      'email invalid',
      { user_id: 'nope', password: 'pass1', nickname: 'ab' },
      'Please enter a valid email address.',
    ],
    [
      'password of 3',
      { user_id: 'm@example.com', password: 'abc', nickname: 'ab' },
      'Your password must be 4 to 64 characters.',
    ],
    [
      'password of 65',
      { user_id: 'm@example.com', password: 'p'.repeat(65), nickname: 'ab' },
      'Your password must be 4 to 64 characters.',
    ],
    [
      'nickname missing',
      { user_id: 'm@example.com', password: 'pass1' },
      'Please enter a nickname.',
    ],
    [
      'nickname of 1',
      { user_id: 'm@example.com', password: 'pass1', nickname: 'a' },
      'The nickname must be at least 2 characters.',
    ],
    [
      '21 channels',
      {
        user_id: 'm@example.com',
        password: 'pass1',
        nickname: 'ab',
        channels: Array(21).fill('https://www.youtube.com/@x'),
      },
      'You can give up to 20 channel addresses.',
    ],
    [
      'channels not a list',
      {
        user_id: 'm@example.com',
        password: 'pass1',
        nickname: 'ab',
        channels: 'https://www.youtube.com/@x',
      },
      'You can give up to 20 channel addresses.',
    ],
  ];
  it.each(invalid)('refuses %s and creates nothing', async (_case, body, message) => {
    const { site, call } = await managerOf(t);
    const response = await call('POST', 'member/mcn/add', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'invalid_input', message });
    expect((await call('GET', 'member/mcn/accounts')).json().total).toBe(0);
    expect(await auditActions(t, site.id)).toEqual([]);
  });

  it('registers the channel addresses given with a new member and assigns them; a bad one creates nothing', async () => {
    const { call } = await managerOf(t);
    t.youtube.setChannel({
      id: 'UCmember0channel0address',
      title: 'Member Beats',
      handle: '@memberbeats',
    });

    const unknown = await call('POST', 'member/mcn/add', {
      user_id: 'with-channel@example.com',
      password: 'pass1',
      nickname: 'ab',
      channels: ['https://www.youtube.com/@memberbeats', 'https://www.youtube.com/@nobody-here'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'youtube_channel_not_found' });
    const video = await call('POST', 'member/mcn/add', {
      user_id: 'with-channel@example.com',
      password: 'pass1',
      nickname: 'ab',
      channels: ['https://youtu.be/dQw4w9WgXcQ'],
    });
    expect(video.json().message).toMatch(/^This is a video link/);
    expect((await call('GET', 'member/mcn/accounts')).json().total).toBe(0);
    expect((await call('GET', 'channel/list')).json().total).toBe(0);

    const created = await call('POST', 'member/mcn/add', {
      user_id: 'with-channel@example.com',
      password: 'pass1',
      nickname: 'ab',
      channels: ['https://www.youtube.com/@memberbeats', '', ' '],
    });
    expect(created.statusCode).toBe(200);
    const [member] = (await call('GET', 'member/mcn/accounts')).json().accounts;
    expect(member).toMatchObject({
      user_id: 'with-channel@example.com',
      channels: ['Member Beats'],
    });
    const [channel] = (await call('GET', 'channel/list')).json().channels;
    expect(channel).toMatchObject({
      channel_id: 'UCmember0channel0address',
      category: 'other',
      verification: 'pending_verification',
      members: [{ user_id: 'with-channel@example.com', nickname: 'ab' }],
    });
  });

  it('refuses an email already used on the site, a manager’s included', async () => {
    const { manager, call } = await managerOf(t);
    await call('POST', 'member/mcn/add', {
      user_id: 'dup@example.com',
      password: 'pass1',
      nickname: 'ab',
    });
    for (const user_id of ['DUP@example.com', manager.email]) {
      const response = await call('POST', 'member/mcn/add', {
        user_id,
        password: 'pass1',
        nickname: 'ab',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('email_taken');
    }
  });

  it('is for managers only', async () => {
    const { site } = await managerOf(t);
    const member = await t.createAccount(site);
    const token = await t.login(site.domain, member.email, member.password);
    const body = { user_id: 'x@example.com', password: 'pass1', nickname: 'ab' };
    const asMember = await t.call('POST', 'member/mcn/add', {
      domain: site.domain,
      token,
      body,
      lang: 'ko',
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({
      success: false,
      code: 'forbidden',
      message: '이 작업을 수행할 권한이 없습니다.',
    });
    expect((await t.call('POST', 'member/mcn/add', { domain: site.domain, body })).statusCode).toBe(
      401,
    );
  });
});

describe('GET member/mcn/accounts', () => {
  const t = useTestContext();

  it('pages from 0 with 50 by default, newest first, with the total', async () => {
    const { site, call } = await managerOf(t);
    for (let i = 0; i < 53; i++)
      await t.createAccount(site, { email: `m${String(i).padStart(2, '0')}@example.com` });

    const first = (await call('GET', 'member/mcn/accounts')).json();
    expect(first).toMatchObject({ success: true, page: 0, size: 50, total: 53 });
    expect(first.accounts).toHaveLength(50);
    expect(first.accounts[0].user_id).toBe('m52@example.com');

    const last = (await call('GET', 'member/mcn/accounts?page=1')).json();
    expect(last.accounts.map((a: { user_id: string }) => a.user_id)).toEqual([
      'm02@example.com',
      'm01@example.com',
      'm00@example.com',
    ]);
    const beyond = (await call('GET', 'member/mcn/accounts?page=7&size=10')).json();
    expect(beyond).toMatchObject({ page: 7, size: 10, total: 53, accounts: [] });
    const hundred = (await call('GET', 'member/mcn/accounts?size=100')).json();
    expect(hundred.accounts).toHaveLength(53);
  });

  it('refuses a size above 100 or below 1 and a negative page', async () => {
    const { call } = await managerOf(t);
    for (const [query, message] of [
      ['size=101', 'A page can show 1 to 100 items.'],
      ['size=0', 'A page can show 1 to 100 items.'],
      ['page=-1', 'The page number is not valid.'],
    ]) {
      const response = await call('GET', `member/mcn/accounts?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('finds members by email or nickname, taking % and _ literally', async () => {
    const { site, call } = await managerOf(t);
    await t.createAccount(site, { email: 'alpha@example.com', nickname: '100%_real' });
    await t.createAccount(site, { email: 'beta@example.com', nickname: '베타' });
    await t.createAccount(site, { email: 'gamma@example.com', nickname: 'plain' });
    const find = async (search: string) =>
      (await call('GET', `member/mcn/accounts?search=${encodeURIComponent(search)}`))
        .json()
        .accounts.map((a: { user_id: string }) => a.user_id);
    expect(await find('BETA')).toEqual(['beta@example.com']);
    expect(await find('베타')).toEqual(['beta@example.com']);
    expect(await find('%_')).toEqual(['alpha@example.com']);
    expect(await find('example')).toHaveLength(3);
    expect(await find('nobody')).toEqual([]);
  });

  it('lists only live members of the own site', async () => {
    const { site, call } = await managerOf(t);
    const other = await t.createSite();
    await t.createAccount(other, { email: 'elsewhere@example.com' });
    await t.createAccount(site, { role: 'manager', email: 'co-manager@example.com' });
    const leaving = await t.createAccount(site, { email: 'leaving@example.com' });
    await t.createAccount(site, { email: 'staying@example.com' });
    const token = await t.login(site.domain, leaving.email, leaving.password);
    await t.call('POST', 'member/account/delete.account', {
      domain: site.domain,
      token,
      body: { password: leaving.password },
    });
    const list = (await call('GET', 'member/mcn/accounts')).json();
    expect(list.total).toBe(1);
    expect(list.accounts.map((a: { user_id: string }) => a.user_id)).toEqual([
      'staying@example.com',
    ]);
  });

  it('is for managers only', async () => {
    const { site } = await managerOf(t);
    const member = await t.createAccount(site);
    const token = await t.login(site.domain, member.email, member.password);
    expect(
      (await t.call('GET', 'member/mcn/accounts', { domain: site.domain, token })).statusCode,
    ).toBe(403);
  });
});

describe('POST member/mcn/update: revenue share', () => {
  const t = useTestContext();

  it('sets the share from today, keeps the history with who, when, old and new', async () => {
    const { site, manager, call } = await managerOf(t);
    const member = await t.createAccount(site, { email: 'share@example.com' });
    const first = await call('POST', 'member/mcn/update', {
      target: member.email,
      password: manager.password,
      fee_rate: 30,
    });
    expect(first.json()).toEqual({ success: true, message: 'The revenue share has been changed.' });
    await call('POST', 'member/mcn/update', {
      target: member.email,
      password: manager.password,
      fee_rate: 12.34,
    });

    const list = (await call('GET', 'member/mcn/accounts')).json();
    expect(list.accounts[0]).toMatchObject({
      user_id: member.email,
      fee_rate: 12.34,
      next_fee_rate: null,
    });
    const history = (await call('GET', `member/mcn/fee-history?target=${member.email}`)).json()
      .history;
    const today = utcDay(new Date());
    expect(history).toEqual([
      expect.objectContaining({
        fee_rate: 12.34,
        previous_fee_rate: 30,
        effective_from: today,
        changed_by: manager.email,
      }),
      expect.objectContaining({
        fee_rate: 30,
        previous_fee_rate: 0,
        effective_from: today,
        changed_by: manager.email,
      }),
    ]);
    expect(Date.now() - Date.parse(history[0].changed_at)).toBeLessThan(60_000);
    expect(await auditActions(t, site.id)).toEqual([
      'member.fee_rate_changed',
      'member.fee_rate_changed',
    ]);
  });

  it('a change from day D leaves the revenue before D as it was and applies from D', async () => {
    const { site, manager, call } = await managerOf(t);
    const member = await t.createAccount(site);
    const today = utcDay(new Date());
    const dayD = addDays(today, 3);
    await call('POST', 'member/mcn/update', {
      target: member.email,
      password: manager.password,
      fee_rate: 10,
    });
    const later = await call('POST', 'member/mcn/update', {
      target: member.email,
      password: manager.password,
      fee_rate: 30,
      effective_from: dayD,
    });
    expect(later.statusCode).toBe(200);

    // Until D the list shows today's share and announces the next one.
    const row = (await call('GET', 'member/mcn/accounts')).json().accounts[0];
    expect(row).toMatchObject({
      fee_rate: 10,
      next_fee_rate: { fee_rate: 30, effective_from: dayD },
    });

    const history = await t.services.members.feeHistory(manager, member.email);
    const days = [0, 1, 2, 3, 4].map((offset) => ({
      day: addDays(today, offset),
      revenueMicros: 1_000_000n,
    }));
    const expected = expectedRevenueByDay(days, history).map((d) => [
      d.day,
      d.feeRateBp,
      d.expectedMicros,
    ]);
    expect(expected).toEqual([
      [today, 1000, 900_000n],
      [addDays(today, 1), 1000, 900_000n],
      [addDays(today, 2), 1000, 900_000n],
      [dayD, 3000, 700_000n],
      [addDays(today, 4), 3000, 700_000n],
    ]);
  });

  const invalidRates: [unknown, string][] = [
    [-0.01, 'The revenue share must be between 0 and 100%.'],
    [100.01, 'The revenue share must be between 0 and 100%.'],
    [12.345, 'The revenue share can have at most two decimal places.'],
    ['30', 'The revenue share must be between 0 and 100%.'],
    [null, 'The revenue share must be between 0 and 100%.'],
  ];
  it.each(invalidRates)('refuses the rate %s and changes nothing', async (fee_rate, message) => {
    const { site, manager, call } = await managerOf(t);
    const member = await t.createAccount(site);
    const response = await call('POST', 'member/mcn/update', {
      target: member.email,
      password: manager.password,
      fee_rate,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await auditActions(t, site.id)).toEqual([]);
  });

  it('accepts the edges 0 and 100, refuses a past effective day and a malformed one', async () => {
    const { site, manager, call } = await managerOf(t);
    const member = await t.createAccount(site);
    for (const fee_rate of [0, 100]) {
      expect(
        (
          await call('POST', 'member/mcn/update', {
            target: member.email,
            password: manager.password,
            fee_rate,
          })
        ).statusCode,
      ).toBe(200);
    }
    for (const effective_from of [addDays(utcDay(new Date()), -1), '2026-02-30', 'tomorrow']) {
      const response = await call('POST', 'member/mcn/update', {
        target: member.email,
        password: manager.password,
        fee_rate: 5,
        effective_from,
      });
      expect(response.statusCode, effective_from).toBe(400);
      expect(response.json().message).toBe('Please choose today or a later date.');
    }
  });

  it('needs the manager’s own password, and a change to make', async () => {
    const { site, manager, call } = await managerOf(t);
    const member = await t.createAccount(site);
    const wrong = await call('POST', 'member/mcn/update', {
      target: member.email,
      password: 'not-mine',
      fee_rate: 50,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('wrong_password');
    const nothing = await call('POST', 'member/mcn/update', {
      target: member.email,
      password: manager.password,
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Please enter a new password or a revenue share.');
    expect((await call('GET', 'member/mcn/accounts')).json().accounts[0].fee_rate).toBe(0);
  });

  it('answers 404 for another site’s member, a manager or an unknown email, and 403 to members', async () => {
    const { site, manager, call } = await managerOf(t);
    const other = await t.createSite();
    const stranger = await t.createAccount(other, { email: 'stranger@example.com' });
    const coManager = await t.createAccount(site, { role: 'manager' });
    for (const target of [stranger.email, coManager.email, 'ghost@example.com']) {
      const response = await call('POST', 'member/mcn/update', {
        target,
        password: manager.password,
        fee_rate: 50,
      });
      expect(response.statusCode, target).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'member_not_found',
        message: 'We could not find that member.',
      });
    }
    expect(
      (
        await t.database.db.execute(
          sql`select count(*)::int as n from fee_rates where site_id = ${other.id}`,
        )
      ).rows,
    ).toEqual([{ n: 0 }]);
    const member = await t.createAccount(site);
    const token = await t.login(site.domain, member.email, member.password);
    const asMember = await t.call('POST', 'member/mcn/update', {
      domain: site.domain,
      token,
      body: { target: member.email, password: member.password, fee_rate: 0 },
    });
    expect(asMember.statusCode).toBe(403);
  });

  it('loses no update when changes to one member arrive at once', async () => {
    const { site, manager, call } = await managerOf(t);
    const member = await t.createAccount(site);
    const rates = [5, 10, 15, 20, 25, 30];
    const replies = await Promise.all(
      rates.map((fee_rate) =>
        call('POST', 'member/mcn/update', {
          target: member.email,
          password: manager.password,
          fee_rate,
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(rates.map(() => 200));
    const history = (await call('GET', `member/mcn/fee-history?target=${member.email}`)).json()
      .history;
    expect(
      history.map((h: { fee_rate: number }) => h.fee_rate).sort((a: number, b: number) => a - b),
    ).toEqual(rates);
    // Each change names the one before it: together they form one chain, none overwritten.
    const chain = [...history].reverse();
    chain.forEach((entry: { previous_fee_rate: number }, index: number) =>
      expect(entry.previous_fee_rate).toBe(index === 0 ? 0 : chain[index - 1].fee_rate),
    );
  });
});

describe('POST member/mcn/update: password', () => {
  const t = useTestContext();

  it('changes a member’s password: the old one stops working and the member’s sessions end', async () => {
    const { site, manager, call } = await managerOf(t);
    const member = await t.createAccount(site, { password: 'old-pass' });
    const memberToken = await t.login(site.domain, member.email, 'old-pass');
    const response = await call('POST', 'member/mcn/update', {
      target: member.email,
      password: manager.password,
      new_password: 'new-pass',
    });
    expect(response.json()).toEqual({ success: true, message: 'The password has been changed.' });
    expect(
      (await t.call('GET', 'member/me', { domain: site.domain, token: memberToken })).statusCode,
    ).toBe(401);
    const old = await t.call('POST', 'member/login', {
      domain: site.domain,
      body: { id: member.email, password: 'old-pass' },
    });
    expect(old.statusCode).toBe(401);
    await t.login(site.domain, member.email, 'new-pass');
    expect(await auditActions(t, site.id)).toEqual(['member.password_changed']);
  });

  it('validates the new password and can change share and password together', async () => {
    const { site, manager, call } = await managerOf(t);
    const member = await t.createAccount(site);
    const short = await call('POST', 'member/mcn/update', {
      target: member.email,
      password: manager.password,
      new_password: 'abc',
    });
    expect(short.json().message).toBe('Your password must be 4 to 64 characters.');
    const both = await call('POST', 'member/mcn/update', {
      target: member.email,
      password: manager.password,
      new_password: 'both-1',
      fee_rate: 25,
    });
    expect(both.json()).toEqual({ success: true, message: 'The member has been updated.' });
    await t.login(site.domain, member.email, 'both-1');
    expect((await call('GET', 'member/mcn/accounts')).json().accounts[0].fee_rate).toBe(25);
  });
});

describe('POST member/mcn/delete', () => {
  const t = useTestContext();

  it('deletes with the manager’s password: the member is signed out, gone from the list, and the email free', async () => {
    const { site, manager, call } = await managerOf(t);
    const member = await t.createAccount(site, { email: 'bye@example.com' });
    const memberToken = await t.login(site.domain, member.email, member.password);
    const wrong = await call('POST', 'member/mcn/delete', {
      target: member.email,
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(403);
    expect(
      (await t.call('GET', 'member/me', { domain: site.domain, token: memberToken })).statusCode,
    ).toBe(200);

    const response = await call('POST', 'member/mcn/delete', {
      target: member.email,
      password: manager.password,
    });
    expect(response.json()).toEqual({ success: true, message: 'Member deleted.' });
    expect(
      (await t.call('GET', 'member/me', { domain: site.domain, token: memberToken })).statusCode,
    ).toBe(401);
    const login = await t.call('POST', 'member/login', {
      domain: site.domain,
      body: { id: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await call('GET', 'member/mcn/accounts')).json().total).toBe(0);
    expect(
      (
        await call('POST', 'member/mcn/delete', {
          target: member.email,
          password: manager.password,
        })
      ).statusCode,
    ).toBe(404);

    // The row stays for reports; the address can be used again.
    const kept = await t.database.db.execute<{ email: string; deleted: boolean }>(
      sql`select email, deleted_at is not null as deleted from accounts where site_id = ${site.id} and id = ${member.id}`,
    );
    expect(kept.rows).toEqual([{ email: 'bye@example.com', deleted: true }]);
    expect(
      (
        await call('POST', 'member/mcn/add', {
          user_id: 'bye@example.com',
          password: 'again',
          nickname: 'back',
        })
      ).statusCode,
    ).toBe(200);
    expect(await auditActions(t, site.id)).toEqual(['member.deleted', 'member.created']);
  });

  it('answers 404 for another site’s member and 403 to members', async () => {
    const { manager, call } = await managerOf(t);
    const other = await t.createSite();
    const stranger = await t.createAccount(other);
    const response = await call('POST', 'member/mcn/delete', {
      target: stranger.email,
      password: manager.password,
    });
    expect(response.statusCode).toBe(404);
    const strangerToken = await t.login(other.domain, stranger.email, stranger.password);
    expect(
      (await t.call('GET', 'member/me', { domain: other.domain, token: strangerToken })).statusCode,
    ).toBe(200);
  });
});
