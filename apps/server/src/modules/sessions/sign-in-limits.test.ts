import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_PATHS, HEADERS, type AuditEntry } from '@portal/shared';
import { useTestContext } from '../../test/test-context.ts';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT } from './sign-in-limits.ts';

describe('password checks are limited per account and per address', () => {
  const t = useTestContext();
  let lastAddress = 10;
  /** Each test its own client address, so the per-address count is its own. */
  const newAddress = () => `203.0.113.${++lastAddress}`;

  const login = (
    domain: string,
    credentials: { email: string; password: string },
    options: { ip?: string; lang?: string; token?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${API_PATHS.login}`,
      remoteAddress: options.ip ?? newAddress(),
      headers: {
        [HEADERS.siteDomain]: domain,
        'accept-language': options.lang ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: { id: credentials.email, password: credentials.password },
    });
  const statusOf = async (...args: Parameters<typeof login>) => (await login(...args)).statusCode;
  /** `times` wrong passwords for an email from one address. */
  const fail = async (domain: string, email: string, ip: string, times: number) => {
    for (let i = 0; i < times; i++)
      expect(await statusOf(domain, { email, password: `wrong-${i}` }, { ip })).toBe(401);
  };
  /** A refusal for too many failed password checks. */
  const expectLockedOut = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('too_many_attempts');
  };

  it('locks an account after 10 wrong passwords, then says how long to wait, even for the right one', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    await fail(site.domain, account.email, newAddress(), ACCOUNT_FAILURE_LIMIT);
    // From another address too: the lock is the account's.
    const locked = await login(site.domain, account, { lang: 'ko' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      success: false,
      code: 'too_many_attempts',
      message: '실패한 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // Another account of the site, and the same email on another site, are not locked.
    expect(await statusOf(site.domain, await t.createAccount(site))).toBe(200);
    const elsewhere = await t.createSite();
    await t.createAccount(elsewhere, { email: account.email, password: account.password });
    expect(await statusOf(elsewhere.domain, account)).toBe(200);
  });

  it('answers an unknown email exactly as a known one, lock included', async () => {
    const site = await t.createSite();
    const known = await t.createAccount(site);
    const answers = async (email: string) => {
      const ip = newAddress();
      const replies = [];
      for (let i = 0; i <= ACCOUNT_FAILURE_LIMIT; i++) {
        const response = await login(site.domain, { email, password: 'not-it-1' }, { ip });
        replies.push({ status: response.statusCode, body: response.json() });
      }
      return replies;
    };
    expect(await answers('nobody-here@example.com')).toEqual(await answers(known.email));
  });

  it('lets a burst of parallel guesses through no more than the limit', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    // Each from its own address, so only the account's limit applies.
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        statusOf(site.domain, { email: account.email, password: `wrong-${i}` }),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - ACCOUNT_FAILURE_LIMIT);
    expectLockedOut(await login(site.domain, account));
  });

  it('lets a burst of parallel guesses at a sensitive change through no more than the limit', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const token = await t.login(site.domain, account.email, account.password);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const response = await t.call('POST', API_PATHS.accountUpdate, {
          domain: site.domain,
          token,
          body: { password: `wrong-${i}`, nickname: 'renamed' },
        });
        return response.statusCode;
      }),
    );
    expect(statuses.filter((status) => status === 403)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - ACCOUNT_FAILURE_LIMIT);
  });

  it('does not count a right password for a sensitive change as a failure', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const token = await t.login(site.domain, account.email, account.password);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 2; i++) {
      const response = await t.call('POST', API_PATHS.accountUpdate, {
        domain: site.domain,
        token,
        body: { password: account.password, nickname: `renamed-${i}` },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('a right password clears the account’s failures', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const ip = newAddress();
    await fail(site.domain, account.email, ip, ACCOUNT_FAILURE_LIMIT - 1);
    expect(await statusOf(site.domain, account, { ip })).toBe(200);
    await fail(site.domain, account.email, ip, ACCOUNT_FAILURE_LIMIT - 1);
    expect(await statusOf(site.domain, account, { ip })).toBe(200);
  });

  it('stops an address that tries many accounts', async () => {
    const site = await t.createSite();
    const ip = newAddress();
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++)
      await fail(site.domain, `guess-${i}@example.com`, ip, 1);
    const account = await t.createAccount(site);
    expectLockedOut(await login(site.domain, account, { ip }));
    // Someone else, from elsewhere, signs in as usual.
    expect(await statusOf(site.domain, account)).toBe(200);
  });

  it('limits the password a sensitive change asks for, on the caller’s account', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const token = await t.login(site.domain, account.email, account.password);
    const update = (password: string) =>
      t.call('POST', API_PATHS.accountUpdate, {
        domain: site.domain,
        token,
        body: { password, nickname: 'renamed' },
      });
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++)
      expect((await update(`wrong-${i}`)).statusCode).toBe(403);
    expectLockedOut(await update(account.password));
    // Signing in is locked as well: it is the same account's password.
    expect(await statusOf(site.domain, account)).toBe(429);
  });

  it('limits exactly the calls that say they check the caller’s password', async () => {
    const site = await t.createSite();
    const manager = await t.createAccount(site, { role: 'manager' });
    const member = await t.createAccount(site);
    const token = await t.login(site.domain, manager.email, manager.password);
    await fail(site.domain, manager.email, newAddress(), ACCOUNT_FAILURE_LIMIT);
    const call = (path: string, body: Record<string, unknown>) =>
      t.call('POST', path, { domain: site.domain, token, body });
    const right = manager.password;
    // Each with the right password: only the limit stops them.
    const checked = {
      [API_PATHS.accountUpdate]: { password: right, nickname: 'renamed' },
      [API_PATHS.accountDelete]: { password: right },
      [API_PATHS.memberUpdate]: { target: member.email, password: right, fee_rate: 15 },
      [API_PATHS.memberDelete]: { target: member.email, password: right },
      [API_PATHS.channelDelete]: {
        channel_id: `UC${'x'.repeat(22)}`,
        acknowledged: true,
        password: right,
      },
    };
    for (const [path, body] of Object.entries(checked)) {
      const response = await call(path, body);
      expect({ path, code: response.json().code }).toEqual({ path, code: 'too_many_attempts' });
    }
    // A field named `password` alone does not make a password check: here it is the new
    // member's, and the manager's lock does not stop them adding one.
    const added = await call(API_PATHS.memberAdd, {
      user_id: `added-${Date.now()}@example.com`,
      password: 'added-pass-1',
      nickname: 'added',
    });
    expect(added.statusCode).toBe(200);
  });

  it('counts sign-ups with a taken email against the address only, though they answer as new ones', async () => {
    const site = await t.createSite();
    const taken = await t.createAccount(site);
    const ip = newAddress();
    const join = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${API_PATHS.join}`,
        remoteAddress: ip,
        headers: { [HEADERS.siteDomain]: site.domain },
        payload: { email, password: 'join-pass-1', nickname: 'joiner' },
      });
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++)
      expect((await join(taken.email)).statusCode).toBe(200);
    expect((await join('fresh@example.com')).statusCode).toBe(429);
    // The account itself is not locked by what others tried at sign-up.
    expect(await statusOf(site.domain, taken)).toBe(200);
  });

  it('never truncates a password: all 64 characters count', async () => {
    const site = await t.createSite();
    const password = `${'p'.repeat(63)}Z`;
    const { email } = await t.createAccount(site, { password });
    expect(await statusOf(site.domain, { email, password: password.slice(0, 63) })).toBe(401);
    expect(await statusOf(site.domain, { email, password: `${'p'.repeat(63)}Y` })).toBe(401);
    expect(await statusOf(site.domain, { email, password })).toBe(200);
  });

  it('ends the session presented at login (rotation) and records sign-ins in the audit log', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const ip = newAddress();
    const first = await t.login(site.domain, account.email, account.password);
    await fail(site.domain, account.email, ip, 1);
    const second = await login(site.domain, account, { ip, token: first });
    expect(second.statusCode).toBe(200);
    const me = (token: string) => t.call('GET', API_PATHS.me, { domain: site.domain, token });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second.json().token)).statusCode).toBe(200);

    const operator = await t.services.operatorAuth.create(`audit-${Date.now()}`);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/operator/audit?site=${site.domain}`,
      headers: { authorization: `Bearer ${operator!.token}` },
    });
    expect(audit.statusCode).toBe(200);
    const entries = audit.json<{ entries: AuditEntry[] }>().entries;
    expect(
      entries.slice(0, 3).map(({ action, actor, target, ip: address }) => ({
        action,
        actor,
        target,
        ip: address,
      })),
    ).toEqual([
      { action: 'session.login', actor: account.email, target: account.email, ip },
      { action: 'session.login_failed', actor: null, target: account.email, ip },
      { action: 'session.login', actor: account.email, target: account.email, ip: '127.0.0.1' },
    ]);
  });
});
