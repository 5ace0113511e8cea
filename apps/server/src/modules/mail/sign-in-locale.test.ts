import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inSite } from '../../db/site-scope.ts';
import { linkIn, mailTo, sentTo, useTestSmtp } from '../../test/smtp-server.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';

const smtp = useTestSmtp();
const t = useTestContext(mailTo(smtp));

type Site = Awaited<ReturnType<TestContext['createSite']>>;

/** A notice to the account, written now: its subject says which language it came in. */
async function nextNotice(site: Site, account: { id: number; email: string }) {
  const key = `sign-in-locale:${randomUUID()}`;
  await inSite(site.id, () =>
    t.app.services.mail.send({
      siteId: site.id,
      accountId: account.id,
      kind: 'channelApproved',
      params: { channel: 'Lo-fi Daily' },
      path: '/manage-channel',
      key,
    }),
  );
  const received = await smtp.waitFor(
    (mail) => sentTo(account.email)(mail) && mail.subject?.includes('Lo-fi Daily') === true,
  );
  smtp.received.splice(smtp.received.indexOf(received[0]!), 1);
  return received[0]!.subject;
}

describe('the language of a member’s email follows each sign-in (docs/product.md §16.2)', () => {
  it('records it at a login link’s sign-in, and only when the client sent one', async () => {
    const site = await t.createSite({ defaultLanguage: 'ko' });
    const member = await t.createAccount(site);
    const signInWithLink = async (headers: Record<string, string>) => {
      const { code } = await inSite(site.id, () =>
        t.app.services.sessions.issueLoginCode(site.id, member.id),
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/member/external/auth',
        headers: { 'x-site-domain': site.domain, ...headers },
        payload: { code },
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    // Without a language the site's stays in force.
    await signInWithLink({});
    expect(await nextNotice(site, member)).toBe('Lo-fi Daily 채널이 승인되었습니다');
    await signInWithLink({ 'accept-language': 'zh-TW' });
    expect(await nextNotice(site, member)).toBe('您的頻道 Lo-fi Daily 已獲核准');
  });

  it('records it after a password reset, in the language the reset page was read in', async () => {
    const site = await t.createSite({ defaultLanguage: 'ko' });
    const member = await t.createAccount(site);
    const asked = await t.call('POST', 'member/password/forgot', {
      domain: site.domain,
      lang: 'ko',
      body: { email: member.email },
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(sentTo(member.email));
    smtp.received.splice(smtp.received.indexOf(mail!), 1);
    const token = new URL(
      linkIn(mail!, `https://${site.domain}/reset-password?token=`),
    ).searchParams.get('token');
    const done = await t.call('POST', 'member/password/reset', {
      domain: site.domain,
      lang: 'zh-CN',
      body: { token, password: 'brand-new-1', password_confirm: 'brand-new-1' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await nextNotice(site, member)).toBe('您的频道 Lo-fi Daily 已获批准');
  });
});
