import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPTIONAL_MAIL_KINDS } from '@portal/shared';
import { accounts, mailOutbox } from '../../db/schema.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import { SIGN_UP_NOTICE_WINDOW_MS, signUpNoticeKey } from './accounts.service.ts';

const t = useTestContext();

type Site = Awaited<ReturnType<TestContext['createSite']>>;

const join = (site: Site, body: object, lang = 'en') =>
  t.call('POST', 'v2/mcn/join', { domain: site.domain, lang, body });

/** The sign-up notices written to an account, oldest first. */
const noticesTo = (accountId: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'signUpAttempt'), eq(mailOutbox.accountId, accountId)))
    .orderBy(asc(mailOutbox.id));

/** Waits until `count` notices to the account are written (the reply does not wait for them). */
async function waitForNotices(accountId: number, count = 1) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await noticesTo(accountId);
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`expected ${count} notices, found ${rows.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Gives a notice that should not come as long as one that does takes, then some. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

describe('sign-up with an email that has an account (docs/security.md)', () => {
  it('answers exactly as a new sign-up and changes nothing of the account', async () => {
    const site = await t.createSite();
    const owner = await t.createAccount(site, { email: 'owner@example.com', nickname: 'owner' });
    const fresh = await join(site, {
      email: 'fresh@example.com',
      password: 'fresh-pass-1',
      nickname: 'fresh',
    });
    const taken = await join(site, {
      email: ' Owner@Example.com ',
      password: 'attacker-1',
      password_confirm: 'attacker-1',
      nickname: 'intruder',
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

    const rows = await t.database.db
      .select({ email: accounts.email, nickname: accounts.nickname })
      .from(accounts)
      .where(eq(accounts.siteId, site.id))
      .orderBy(asc(accounts.id));
    expect(rows).toEqual([
      { email: 'owner@example.com', nickname: 'owner' },
      { email: 'fresh@example.com', nickname: 'fresh' },
    ]);
    // The owner's password still works; the one given at sign-up does not.
    await t.login(site.domain, owner.email, owner.password);
    const intruder = await t.call('POST', 'member/login', {
      domain: site.domain,
      body: { id: owner.email, password: 'attacker-1' },
    });
    expect(intruder.statusCode).toBe(401);
    // A new sign-up writes no notice.
    await waitForNotices(owner.id);
    const [created] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.siteId, site.id), eq(accounts.email, 'fresh@example.com')));
    expect(await noticesTo(created!.id)).toEqual([]);
  });

  it('mails the owner once, in their language, with links to sign in and to reset the password', async () => {
    const site = await t.createSite({ name: 'Notice <Network>', defaultLanguage: 'ko' });
    const owner = await t.createAccount(site, { nickname: 'mina' });
    await t.services.mail.rememberLocale(site.id, owner.id, 'zh-TW');
    // A security notice: sent though the member turned off every kind they may.
    for (const kind of OPTIONAL_MAIL_KINDS)
      await t.services.mail.setPreference(site.id, owner.id, kind, false);

    const body = { email: owner.email, password: 'attacker-1', nickname: 'intruder' };
    expect((await join(site, body, 'en')).statusCode).toBe(200);
    const [notice] = await waitForNotices(owner.id);
    expect(notice).toMatchObject({
      siteId: site.id,
      toAddress: owner.email,
      fromName: 'Notice <Network>',
      locale: 'zh-TW',
      subject: '有人嘗試用您的電子郵件註冊 Notice <Network>',
      headers: {},
    });
    const signIn = `https://${site.domain}/zh-TW/login`;
    const reset = `https://${site.domain}/zh-TW/forgot-password`;
    expect(notice!.text).toContain('mina');
    expect(notice!.text).toContain(`登入: ${signIn}`);
    expect(notice!.text).toContain(`如果忘記密碼，可以在這裡重設：${reset}`);
    expect(notice!.html).toContain(`href="${signIn}"`);
    expect(notice!.html).toContain(`href="${reset}"`);
    expect(notice!.html).toContain('Notice &lt;Network&gt;');
    // Nothing tells the reader how to stop these: they are not a kind one turns off.
    expect(notice!.text).not.toContain('不再接收此類郵件');

    // Again within the day: the same answer, no second message.
    expect((await join(site, body, 'en')).statusCode).toBe(200);
    await settle();
    expect(await noticesTo(owner.id)).toHaveLength(1);
  });

  it('writes in the request’s language when the member has none remembered', async () => {
    const site = await t.createSite({ defaultLanguage: 'ko' });
    const owner = await t.createAccount(site);
    await join(site, { email: owner.email, password: 'attacker-1', nickname: 'intruder' }, 'en');
    const [notice] = await waitForNotices(owner.id);
    expect(notice!.locale).toBe('en');
    expect(notice!.subject).toBe(`Someone tried to sign up to ${site.name} with your address`);
    expect(notice!.text).toContain(`Sign in: https://${site.domain}/en/login`);
    expect(notice!.text).toContain(`reset it here: https://${site.domain}/en/forgot-password`);
  });

  it('writes at most one notice per account in 24 hours, however the attempts come', async () => {
    const site = await t.createSite();
    const owner = await t.createAccount(site);
    const notice = () =>
      t.services.accounts.noticeSignUpAttempt(site.id, owner.email, {
        locale: 'en',
        domain: site.domain,
      });
    // A burst at once writes one.
    const written = await Promise.all(Array.from({ length: 5 }, notice));
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await notice()).toBe(false);

    // One written in the period before still counts while it is younger than 24 hours.
    const hoursAgo = (hours: number) => Date.now() - hours * 60 * 60_000;
    const age = async (hours: number) =>
      t.database.db
        .update(mailOutbox)
        .set({
          key: signUpNoticeKey(owner.id, Date.now() - SIGN_UP_NOTICE_WINDOW_MS),
          createdAt: new Date(hoursAgo(hours)),
        })
        .where(and(eq(mailOutbox.siteId, site.id), eq(mailOutbox.accountId, owner.id)));
    await age(23);
    expect(await notice()).toBe(false);
    await age(25);
    expect(await notice()).toBe(true);
    expect(await noticesTo(owner.id)).toHaveLength(2);
  });
});
