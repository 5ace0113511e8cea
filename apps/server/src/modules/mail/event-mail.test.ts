import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { channelAssignments, channels } from '../../db/schema.ts';
import { inSite } from '../../db/site-scope.ts';
import { mailTo, sentTo, useTestSmtp } from '../../test/smtp-server.ts';
import { useTestContext } from '../../test/test-context.ts';

const smtp = useTestSmtp();
const t = useTestContext(mailTo(smtp));

describe('notices of what happened by email (issue 26)', () => {
  it('welcomes a member a manager made, in the site language, without the password', async () => {
    const site = await t.createSite({ name: 'Welcome Network', defaultLanguage: 'zh-TW' });
    const manager = await t.createAccount(site, { role: 'manager' });
    const token = await t.login(site.domain, manager.email, manager.password);
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const made = await t.call('POST', 'member/mcn/add', {
      domain: site.domain,
      token,
      body: { user_id: email, password: 'secret-pass-77', nickname: 'newbie' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const [mail] = await smtp.waitFor(sentTo(email));
    expect(mail!.subject).toBe('歡迎加入 Welcome Network');
    expect(mail!.text).toContain(email);
    expect(mail!.text).toContain(`https://${site.domain}/zh-TW/login`);
    expect(`${mail!.text}${String(mail!.html)}`).not.toContain('secret-pass-77');
  });

  it('tells the assigned member about a review once, with the note', async () => {
    const site = await t.createSite({ name: 'Review Network' });
    const member = await t.createAccount(site);
    const [channel] = await t.database.db
      .insert(channels)
      .values({
        siteId: site.id,
        youtubeId: `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`,
        title: 'Mina Shorts',
        category: 'other',
        verificationCode: 'code',
        registeredBy: member.id,
      } as typeof channels.$inferInsert)
      .returning();
    await t.database.db
      .insert(channelAssignments)
      .values({ siteId: site.id, channelId: channel!.id, accountId: member.id });
    await inSite(site.id, () =>
      t.app.services.channels.review(
        site.id,
        { operator: 'operator', ip: undefined },
        {
          channelId: channel!.youtubeId,
          decision: 'hold',
          note: 'Shorts use <unlicensed> music',
        },
      ),
    );
    const [mail] = await smtp.waitFor(sentTo(member.email));
    expect(mail!.subject).toBe('Mina Shorts 채널이 보류되었습니다');
    expect(mail!.text).toContain('Shorts use <unlicensed> music');
    expect(mail!.html).toContain('Shorts use &lt;unlicensed&gt; music');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter(sentTo(member.email))).toHaveLength(1);
  });
});
