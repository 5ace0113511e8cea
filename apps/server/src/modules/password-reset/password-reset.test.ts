import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/shared';
import { passwordResets } from '../../db/schema.ts';
import { linkIn, useTestSmtp } from '../../test/smtp-server.ts';
import { useTestContext } from '../../test/test-context.ts';
import { newSecret } from '../sessions/sessions.service.ts';
import { RESETS_PER_ACCOUNT } from './password-reset.service.ts';

const smtp = useTestSmtp();
const t = useTestContext({
  get mail() {
    return { smtpUrl: smtp.url, from: 'portal@mail.example.com' };
  },
});

const forgot = (domain: string, email: string, lang = 'en') =>
  t.call('POST', 'member/password/forgot', { domain, lang, body: { email } });
const reset = (domain: string, body: object, lang = 'en') =>
  t.call('POST', 'member/password/reset', { domain, lang, body });
const mailsTo = (address: string) =>
  smtp.received.filter(
    (mail) => mail.to && 'value' in mail.to && mail.to.value[0]?.address === address,
  );
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('password reset by email (issue 26)', () => {
  it('resets through the emailed link once, ending every old session', async () => {
    const site = await t.createSite({ name: 'Reset Network' });
    const member = await t.createAccount(site, { nickname: 'mina' });
    const phone = await t.login(site.domain, member.email, member.password);
    const laptop = await t.login(site.domain, member.email, member.password);

    const asked = await forgot(site.domain, member.email, 'ko');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: MESSAGES.ko.success.resetMailSent });

    const [mail] = await smtp.waitFor((m) => mailsTo(member.email).includes(m));
    expect(mail!.subject).toBe('Reset Network 비밀번호 재설정');
    expect(mail!.from?.value[0]?.name).toBe('Reset Network');
    expect(mail!.html).toContain('새 비밀번호 설정');
    const link = linkIn(mail!, `https://${site.domain}/reset-password?token=`);
    // 256 random bits, URL-safe.
    expect(tokenOf(link)).toMatch(/^[\w-]{43}$/);

    const done = await reset(site.domain, { token: tokenOf(link), password: 'brand-new-1' });
    expect(done.statusCode, done.body).toBe(200);
    const { token, message } = done.json<{ token: string; message: string }>();
    expect(message).toBe(MESSAGES.en.success.passwordReset);
    // Signed in with the new session; the old ones and the old password stop working.
    expect((await t.call('GET', 'member/me', { domain: site.domain, token })).statusCode).toBe(200);
    for (const old of [phone, laptop])
      expect(
        (await t.call('GET', 'member/me', { domain: site.domain, token: old })).statusCode,
      ).toBe(401);
    const oldLogin = await t.call('POST', 'member/login', {
      domain: site.domain,
      body: { id: member.email, password: member.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await t.login(site.domain, member.email, 'brand-new-1');

    // The link works once.
    const again = await reset(
      site.domain,
      { token: tokenOf(link), password: 'another-1' },
      'zh-TW',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'reset_link_invalid',
      message: MESSAGES['zh-TW'].reset_link_invalid,
    });
    await t.login(site.domain, member.email, 'brand-new-1');
  });

  it('answers an unknown email the same and sends nothing', async () => {
    const site = await t.createSite();
    const member = await t.createAccount(site);
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const known = await forgot(site.domain, member.email);
    const missing = await forgot(site.domain, unknown);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.json()).toEqual(known.json());
    await smtp.waitFor((m) => mailsTo(member.email).includes(m));
    // The known one arrived; give the unknown one as long again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(unknown)).toHaveLength(0);
    // A member of another site with that email is not this site's account.
    const other = await t.createSite();
    await forgot(other.domain, member.email);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it('sends an account at most a few links an hour, answering alike', async () => {
    const site = await t.createSite();
    const member = await t.createAccount(site);
    for (let i = 0; i <= RESETS_PER_ACCOUNT; i++)
      expect((await forgot(site.domain, member.email)).statusCode).toBe(200);
    await smtp.waitFor((m) => mailsTo(member.email).includes(m), RESETS_PER_ACCOUNT);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(member.email)).toHaveLength(RESETS_PER_ACCOUNT);
  });

  it('links to the page in the language the reset was asked in', async () => {
    const site = await t.createSite();
    const member = await t.createAccount(site);
    await forgot(site.domain, member.email, 'zh-CN');
    const [mail] = await smtp.waitFor((m) => mailsTo(member.email).includes(m));
    expect(mail!.subject).toBe(`重置您在 ${site.name} 的密码`);
    expect(mail!.headers.get('content-language')).toBe('zh-CN');
    linkIn(mail!, `https://${site.domain}/zh-CN/reset-password?token=`);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const site = await t.createSite();
    const member = await t.createAccount(site);
    const token = async (expiresInMs: number) => {
      const { secret, hash } = newSecret();
      await t.database.db.insert(passwordResets).values({
        siteId: site.id,
        tokenHash: hash,
        accountId: member.id,
        expiresAt: new Date(Date.now() + expiresInMs),
      });
      return secret;
    };
    const malformed = await forgot(site.domain, 'not-an-email', 'ko');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: MESSAGES.ko.validation.emailInvalid });

    const forged = await reset(site.domain, { token: 'x'.repeat(43), password: 'brand-new-1' });
    expect(forged.json()).toMatchObject({ code: 'reset_link_invalid' });
    const expired = await reset(site.domain, {
      token: await token(-1000),
      password: 'brand-new-1',
    });
    expect(expired.json()).toMatchObject({ code: 'reset_link_invalid' });

    const live = await token(60_000);
    const short = await reset(site.domain, { token: live, password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: MESSAGES.en.validation.passwordLength });
    const mismatch = await reset(site.domain, {
      token: live,
      password: 'brand-new-1',
      password_confirm: 'brand-new-2',
    });
    expect(mismatch.json()).toMatchObject({ message: MESSAGES.en.validation.passwordMismatch });
    // Nothing changed: the old password works, and the link still does.
    await t.login(site.domain, member.email, member.password);
    expect((await reset(site.domain, { token: live, password: 'brand-new-1' })).statusCode).toBe(
      200,
    );
  });
});
