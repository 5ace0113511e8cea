import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import { SESSION_CACHE_MS } from '../sessions/sessions.service.ts';

/** Live (not deleted) accounts of a site. */
async function accountCount(t: TestContext, siteId: number): Promise<number> {
  const result = await t.database.db.execute<{ n: string }>(
    sql`select count(*) as n from accounts where site_id = ${siteId} and deleted_at is null`,
  );
  return Number(result.rows[0]?.n);
}

describe('POST v2/mcn/join', () => {
  const t = useTestContext();

  it('registers a member who can then log in and see their data', async () => {
    const site = await t.createSite();
    const join = await t.call('POST', 'v2/mcn/join', {
      domain: site.domain,
      lang: 'ko',
      body: {
        email: '  New.Creator@Example.com ',
        password: 'secret1',
        password_confirm: 'secret1',
        nickname: '새크리에이터',
      },
    });
    expect(join.statusCode).toBe(200);
    expect(join.json()).toEqual({ success: true, message: '회원가입이 완료되었습니다.' });

    const token = await t.login(site.domain, 'new.creator@example.com', 'secret1');
    const me = await t.call('GET', 'member/me', { domain: site.domain, token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      success: true,
      token,
      permission_flag: 0,
      settings: { channel_verify_needed: false },
      email: 'new.creator@example.com',
      nickname: '새크리에이터',
    });
    expect(Number.isNaN(Date.parse(me.json().registered_at))).toBe(false);
  });

  it('answers an email already registered on the site, whatever its case, as a new one, and adds no account', async () => {
    const site = await t.createSite();
    await t.createAccount(site, { email: 'taken@example.com' });
    const response = await t.call('POST', 'v2/mcn/join', {
      domain: site.domain,
      body: { email: 'TAKEN@example.com', password: 'secret1', nickname: 'someone' },
    });
    // Sign-up does not tell which emails have accounts; the owner is mailed instead
    // (sign-up-notice.test.ts).
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Registration complete.' });
    expect(await accountCount(t, site.id)).toBe(1);
  });

  it('keeps sites apart: the same email may join two sites, and a login works only where it joined', async () => {
    const a = await t.createSite();
    const b = await t.createSite();
    const body = { email: 'twice@example.com', password: 'secret1', nickname: 'twice' };
    expect((await t.call('POST', 'v2/mcn/join', { domain: a.domain, body })).statusCode).toBe(200);
    const other = await t.createSite();
    const login = await t.call('POST', 'member/login', {
      domain: other.domain,
      body: { id: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await t.call('POST', 'v2/mcn/join', { domain: b.domain, body })).statusCode).toBe(200);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['email missing', { password: 'secret1', nickname: 'nick' }, 'Please enter your email.'],
    [
      'email empty',
      { email: '  ', password: 'secret1', nickname: 'nick' },
      'Please enter your email.',
    ],
    [
      'email invalid',
      { email: 'not-an-email', password: 'secret1', nickname: 'nick' },
      'Please enter a valid email address.',
    ],
    [
      'email too long',
      { email: `${'a'.repeat(250)}@example.com`, password: 'secret1', nickname: 'nick' },
      'What you entered is too long.',
    ],
    [
      'email a number',
      { email: 42, password: 'secret1', nickname: 'nick' },
      'Please enter your email.',
    ],
    [
      'password missing',
      { email: 'a@example.com', nickname: 'nick' },
      'Please enter your password.',
    ],
    [
      'password of 3',
      { email: 'a@example.com', password: 'abc', nickname: 'nick' },
      'Your password must be 4 to 64 characters.',
    ],
    [
      'password of 65',
      { email: 'a@example.com', password: 'p'.repeat(65), nickname: 'nick' },
      'Your password must be 4 to 64 characters.',
    ],
    [
      'confirmation differs',
      {
        email: 'a@example.com',
        password: 'secret1',
        password_confirm: 'secret2',
        nickname: 'nick',
      },
      'The passwords do not match.',
    ],
    [
      'nickname missing',
      { email: 'a@example.com', password: 'secret1' },
      'Please enter a nickname.',
    ],
    [
      'nickname of 1',
      { email: 'a@example.com', password: 'secret1', nickname: 'n' },
      'Your nickname must be 2 to 12 characters.',
    ],
    [
      'nickname of 13',
      { email: 'a@example.com', password: 'secret1', nickname: 'n'.repeat(13) },
      'Your nickname must be 2 to 12 characters.',
    ],
  ];
  it.each(invalid)(
    'refuses %s with a clear message and writes nothing',
    async (_case, body, message) => {
      const site = await t.createSite();
      const response = await t.call('POST', 'v2/mcn/join', { domain: site.domain, body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'invalid_input', message });
      expect(await accountCount(t, site.id)).toBe(0);
    },
  );

  it('accepts the edges: password of 4 and 64, nickname of 2 and 12', async () => {
    const site = await t.createSite();
    for (const [password, nickname] of [
      ['abcd', 'ab'],
      ['p'.repeat(64), 'n'.repeat(12)],
    ] as const) {
      const response = await t.call('POST', 'v2/mcn/join', {
        domain: site.domain,
        body: { email: `${nickname}@example.com`, password, nickname },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers validation errors in each language', async () => {
    const site = await t.createSite();
    const expected = {
      ko: '닉네임은 2~12자로 입력해 주세요.',
      en: 'Your nickname must be 2 to 12 characters.',
      'zh-CN': '昵称长度须为 2 至 12 个字符。',
      'zh-TW': '暱稱長度須為 2 至 12 個字元。',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const response = await t.call('POST', 'v2/mcn/join', {
        domain: site.domain,
        lang,
        body: { email: 'a@example.com', password: 'secret1', nickname: 'x' },
      });
      expect(response.json().message).toBe(message);
    }
  });
});

describe('POST member/login', () => {
  const t = useTestContext();

  it('trims the id and ignores its case', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site, { email: 'trim@example.com' });
    const response = await t.call('POST', 'member/login', {
      domain: site.domain,
      body: { id: '  Trim@Example.com\t', password: account.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'You are logged in.' });
    expect(response.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const wrong = await t.call('POST', 'member/login', {
      domain: site.domain,
      body: { id: account.email, password: 'nope' },
    });
    const unknown = await t.call('POST', 'member/login', {
      domain: site.domain,
      body: { id: 'ghost@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      success: false,
      code: 'invalid_credentials',
      message: 'The email or password is incorrect.',
    });
  });

  it('asks for email and password when either is missing', async () => {
    const site = await t.createSite();
    for (const body of [
      {},
      { id: ' ', password: 'x' },
      { id: 'a@example.com', password: '' },
      { id: 'a@example.com' },
    ]) {
      const response = await t.call('POST', 'member/login', {
        domain: site.domain,
        lang: 'ko',
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('이메일과 비밀번호를 입력해 주세요.');
    }
  });
});

describe('sessions: member/me and member/logout', () => {
  const t = useTestContext();

  it('gives managers permission_flag 1', async () => {
    const site = await t.createSite();
    const manager = await t.createAccount(site, { role: 'manager' });
    const token = await t.login(site.domain, manager.email, manager.password);
    const me = await t.call('GET', 'member/me', { domain: site.domain, token });
    expect(me.json().permission_flag).toBe(1);
  });

  it('refuses a missing, malformed or unknown token with 401', async () => {
    const site = await t.createSite();
    for (const token of [undefined, 'garbage', 'x'.repeat(500)]) {
      const me = await t.call('GET', 'member/me', {
        domain: site.domain,
        ...(token ? { token } : {}),
      });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({
        success: false,
        code: 'unauthorized',
        message: 'Please log in again.',
      });
    }
  });

  it('does not accept a token of one site on another', async () => {
    const a = await t.createSite();
    const b = await t.createSite();
    const account = await t.createAccount(a);
    const token = await t.login(a.domain, account.email, account.password);
    expect((await t.call('GET', 'member/me', { domain: b.domain, token })).statusCode).toBe(401);
  });

  it('a session ended by another server process stops working here within SESSION_CACHE_MS', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const token = await t.login(site.domain, account.email, account.password);
    expect((await t.call('GET', 'member/me', { domain: site.domain, token })).statusCode).toBe(200);
    // What another process's logout or password change writes; this process is not told.
    await t.database.db.execute(
      sql`update sessions set revoked_at = now() where site_id = ${site.id} and account_id = ${account.id}`,
    );
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 100));
    expect((await t.call('GET', 'member/me', { domain: site.domain, token })).statusCode).toBe(401);
  });

  it('logs out: the token stops working, other sessions stay', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const first = await t.login(site.domain, account.email, account.password);
    const second = await t.login(site.domain, account.email, account.password);
    const logout = await t.call('POST', 'member/logout', { domain: site.domain, token: first });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'You are logged out.' });
    expect(
      (await t.call('GET', 'member/me', { domain: site.domain, token: first })).statusCode,
    ).toBe(401);
    expect(
      (await t.call('GET', 'member/me', { domain: site.domain, token: second })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('POST', 'member/logout', { domain: site.domain, token: first })).statusCode,
    ).toBe(401);
  });

  it('refuses an expired session', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const token = await t.login(site.domain, account.email, account.password);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where site_id = ${site.id}`,
    );
    expect((await t.call('GET', 'member/me', { domain: site.domain, token })).statusCode).toBe(401);
  });
});

describe('POST member/account/update', () => {
  const t = useTestContext();

  async function signedIn() {
    const site = await t.createSite();
    const account = await t.createAccount(site, { nickname: 'before' });
    const token = await t.login(site.domain, account.email, account.password);
    return { site, account, token };
  }

  it('changes the nickname when the current password confirms', async () => {
    const { site, account, token } = await signedIn();
    const response = await t.call('POST', 'member/account/update', {
      domain: site.domain,
      token,
      body: { password: account.password, nickname: ' after ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your account changes are saved.' });
    expect((await t.call('GET', 'member/me', { domain: site.domain, token })).json().nickname).toBe(
      'after',
    );
  });

  it('changes the password: the old one stops working, other sessions end, this one stays', async () => {
    const { site, account, token } = await signedIn();
    const other = await t.login(site.domain, account.email, account.password);
    const response = await t.call('POST', 'member/account/update', {
      domain: site.domain,
      token,
      body: { password: account.password, new_password: 'brand-new' },
    });
    expect(response.json()).toEqual({ success: true, message: 'Your password has been changed.' });
    expect((await t.call('GET', 'member/me', { domain: site.domain, token })).statusCode).toBe(200);
    expect(
      (await t.call('GET', 'member/me', { domain: site.domain, token: other })).statusCode,
    ).toBe(401);
    const old = await t.call('POST', 'member/login', {
      domain: site.domain,
      body: { id: account.email, password: account.password },
    });
    expect(old.statusCode).toBe(401);
    await t.login(site.domain, account.email, 'brand-new');
  });

  it('changes nothing when the current password is wrong', async () => {
    const { site, account, token } = await signedIn();
    const response = await t.call('POST', 'member/account/update', {
      domain: site.domain,
      token,
      lang: 'zh-TW',
      body: { password: 'wrong-one', nickname: 'hacked', new_password: 'hacked1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'wrong_password',
      message: '密碼不正確。',
    });
    expect((await t.call('GET', 'member/me', { domain: site.domain, token })).json().nickname).toBe(
      'before',
    );
    await t.login(site.domain, account.email, account.password);
  });

  it('validates the new values', async () => {
    const { site, account, token } = await signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [
        { password: account.password, new_password: 'abc' },
        'Your password must be 4 to 64 characters.',
      ],
      [{ password: account.password, nickname: 'x' }, 'Your nickname must be 2 to 12 characters.'],
      [{ password: account.password }, 'Please check what you entered.'],
      [{ nickname: 'valid' }, 'Please enter your password.'],
    ];
    for (const [body, message] of cases) {
      const response = await t.call('POST', 'member/account/update', {
        domain: site.domain,
        token,
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await t.call('GET', 'member/me', { domain: site.domain, token })).json().nickname).toBe(
      'before',
    );
  });

  it('needs a session', async () => {
    const site = await t.createSite();
    const response = await t.call('POST', 'member/account/update', {
      domain: site.domain,
      body: { password: 'x', nickname: 'abc' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST member/account/delete.account', () => {
  const t = useTestContext();

  it('deletes the account with its password: sessions end and the email is free again', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site, { email: 'leaving@example.com' });
    const token = await t.login(site.domain, account.email, account.password);
    const response = await t.call('POST', 'member/account/delete.account', {
      domain: site.domain,
      token,
      lang: 'ko',
      body: { password: account.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '계정이 삭제되었습니다.' });
    expect((await t.call('GET', 'member/me', { domain: site.domain, token })).statusCode).toBe(401);
    expect(await accountCount(t, site.id)).toBe(0);
    const rejoin = await t.call('POST', 'v2/mcn/join', {
      domain: site.domain,
      body: { email: 'leaving@example.com', password: 'again1', nickname: 'back' },
    });
    expect(rejoin.statusCode).toBe(200);
  });

  it('keeps the account when the password is wrong or missing', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const token = await t.login(site.domain, account.email, account.password);
    const wrong = await t.call('POST', 'member/account/delete.account', {
      domain: site.domain,
      token,
      body: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('wrong_password');
    const missing = await t.call('POST', 'member/account/delete.account', {
      domain: site.domain,
      token,
      body: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter your password.');
    expect(await accountCount(t, site.id)).toBe(1);
  });
});

describe('POST member/external/auth', () => {
  const t = useTestContext();

  it('exchanges a login code for a session once', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site, { role: 'manager' });
    const { code } = await t.services.sessions.issueLoginCode(site.id, account.id);
    const first = await t.call('POST', 'member/external/auth', {
      domain: site.domain,
      body: { code },
    });
    expect(first.statusCode).toBe(200);
    const me = await t.call('GET', 'member/me', { domain: site.domain, token: first.json().token });
    expect(me.json()).toMatchObject({ email: account.email, permission_flag: 1 });
    const again = await t.call('POST', 'member/external/auth', {
      domain: site.domain,
      body: { code },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      success: false,
      code: 'invalid_login_code',
      message: 'This login link is invalid or has expired.',
    });
  });

  it('refuses an expired code, a code of another site, and a missing code', async () => {
    const site = await t.createSite();
    const other = await t.createSite();
    const account = await t.createAccount(site);
    const expired = await t.services.sessions.issueLoginCode(site.id, account.id);
    await t.database.db.execute(
      sql`update login_codes set expires_at = now() - interval '1 second' where site_id = ${site.id}`,
    );
    expect(
      (
        await t.call('POST', 'member/external/auth', {
          domain: site.domain,
          body: { code: expired.code },
        })
      ).statusCode,
    ).toBe(401);
    const fresh = await t.services.sessions.issueLoginCode(site.id, account.id);
    expect(
      (
        await t.call('POST', 'member/external/auth', {
          domain: other.domain,
          body: { code: fresh.code },
        })
      ).statusCode,
    ).toBe(401);
    const missing = await t.call('POST', 'member/external/auth', { domain: site.domain, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The login code is missing. Please check the link.');
  });
});
