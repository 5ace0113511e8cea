import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels } from '../../db/schema.ts';
import { inSite } from '../../db/site-scope.ts';
import { mailTo, sentTo, useTestSmtp } from '../../test/smtp-server.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import { importFile } from '../revenue/revenue-import.ts';

const smtp = useTestSmtp();
const t = useTestContext(mailTo(smtp));

/** Long enough for the outbox job to have sent a second message, were there one. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** A member signed in (in English, as test calls are) and a caller as them. */
async function signedIn(site: Awaited<ReturnType<TestContext['createSite']>>) {
  const account = await t.createAccount(site);
  const token = await t.login(site.domain, account.email, account.password);
  const call = (path: string, body: unknown) =>
    t.call('POST', path, { domain: site.domain, token, body });
  return { ...account, call };
}

describe('notices of a channel’s verification (issue 26)', () => {
  async function registered(member: Awaited<ReturnType<typeof signedIn>>, description: string) {
    const id = `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`;
    const handle = `@v${id.slice(-10).toLowerCase()}`;
    t.youtube.setChannel({ id, title: 'Verify Me', handle, description: 'Shorts.' });
    const added = await member.call('channel/add', {
      link: `https://www.youtube.com/${handle}`,
      category: 'music',
    });
    expect(added.statusCode, added.body).toBe(200);
    const code: string = added.json().channel.verification_code;
    t.youtube.setChannel({ id, title: 'Verify Me', handle, description: description || code });
    return id;
  }

  /** The verification job's outcome written again, as a second run of the job would. */
  async function settleAgain(youtubeId: string) {
    const [row] = await t.database.db
      .select()
      .from(channels)
      .where(eq(channels.youtubeId, youtubeId));
    await inSite(row!.siteId, () =>
      t.app.services.channels.settleVerification(row!, { verification: row!.verification }),
    );
  }

  it('tells the member, in the language they signed in with, that the channel is verified, once', async () => {
    const site = await t.createSite({ defaultLanguage: 'ko' });
    const member = await signedIn(site);
    const id = await registered(member, '');
    expect((await member.call('channel/verify', { channel_id: id })).statusCode).toBe(200);
    const [mail] = await smtp.waitFor(sentTo(member.email));
    expect(mail!.subject).toBe('Your channel Verify Me is verified');
    expect(mail!.text).toContain(`https://${site.domain}/en/manage-channel`);
    await settleAgain(id);
    await settle();
    expect(smtp.received.filter(sentTo(member.email))).toHaveLength(1);
  });

  it('tells the member once that the code was not found', async () => {
    const site = await t.createSite({ defaultLanguage: 'ko' });
    const member = await signedIn(site);
    const id = await registered(member, 'No code here.');
    expect((await member.call('channel/verify', { channel_id: id })).statusCode).toBe(200);
    const [mail] = await smtp.waitFor(sentTo(member.email));
    expect(mail!.subject).toBe('We could not verify Verify Me');
    await settleAgain(id);
    await settle();
    expect(smtp.received.filter(sentTo(member.email))).toHaveLength(1);
  });
});

describe('notices of the books (issue 26)', () => {
  it('tells each member with a statement that the month closed, once, in their language', async () => {
    const site = await t.createSite({ currency: 'USD', defaultLanguage: 'zh-TW' });
    await t.createAccount(site, { role: 'manager' });
    // One member signed in in English, one who never signed in: the site's language.
    const english = await signedIn(site);
    const never = await t.createAccount(site);
    const channelIds: string[] = [];
    for (const member of [english, never]) {
      const youtubeId = `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`;
      channelIds.push(youtubeId);
      const { rows } = await t.database.pool.query<{ id: string }>(
        `insert into channels (site_id, youtube_id, title, category, status, verification, verification_code, approved_at)
         values ($1, $2, 'Books', 'music', 2, 'verified', $3, '2024-06-01T00:00:00Z') returning id`,
        [site.id, youtubeId, `B-${youtubeId}`],
      );
      await t.database.pool.query(
        `insert into channel_assignments (site_id, channel_id, account_id, assigned_from)
         values ($1, $2, $3, '2024-06-01T00:00:00Z')`,
        [site.id, rows[0]!.id, member.id],
      );
    }
    const csv = [
      'date,channel_id,video_id,country_code,estimated_partner_revenue,estimated_partner_red_revenue',
      ...channelIds.map(
        (channel, i) =>
          `20240710,${channel},n${randomUUID().replaceAll('-', '').slice(0, 9)}${i},US,12.5,0`,
      ),
    ].join('\n');
    await importFile(t.database.pool, {
      siteId: site.id,
      file: 'content_owner_estimated_revenue_a1.csv',
      stream: Readable.from([Buffer.from(csv)]),
      importedBy: 'test',
    });
    const close = () =>
      inSite(site.id, () => t.app.services.earnings.close(site, null, null, '2024-07'));
    // Twice at the same moment and once more afterwards: one close, one message each.
    const runs = await Promise.all([close(), close()]);
    expect(runs.filter((run) => !run.alreadyClosed)).toHaveLength(1);
    expect((await close()).alreadyClosed).toBe(true);
    const [mine] = await smtp.waitFor(sentTo(english.email));
    expect(mine!.subject).toBe('Your statement for July 2024 is ready');
    expect(mine!.text).toContain(`https://${site.domain}/en/earnings/statement/2024-07`);
    const [theirs] = await smtp.waitFor(sentTo(never.email));
    expect(theirs!.subject).toContain('2024年7月');
    await settle();
    expect(smtp.received.filter(sentTo(english.email))).toHaveLength(1);
    expect(smtp.received.filter(sentTo(never.email))).toHaveLength(1);
  });

  it('tells the member their withdrawal was approved, paid or rejected, once each', async () => {
    const site = await t.createSite({ currency: 'USD', defaultLanguage: 'ko' });
    const manager = await t.createAccount(site, { role: 'manager' });
    const member = await signedIn(site);
    await t.database.pool.query(
      `insert into ledger_entries (site_id, account_id, kind, amount_micros, currency, month, made_by, reason)
       values ($1, $2, 'month_earnings', 100000000, 'USD', '2024-03-01', 'close', 'month_close')`,
      [site.id, member.id],
    );
    expect(
      (await member.call('payouts/method', { kind: 'email', email: 'pay@example.com' })).statusCode,
    ).toBe(200);
    const withdraw = async (amount: string) => {
      const asked = await member.call('payouts/withdraw', {
        amount,
        idempotency_key: randomUUID(),
      });
      expect(asked.statusCode, asked.body).toBe(200);
      return Number(asked.json().withdrawal.id);
    };
    const managerToken = await t.login(site.domain, manager.email, manager.password);
    const decide = (path: string, body: unknown) =>
      t.call('POST', path, { domain: site.domain, token: managerToken, body });

    const first = await withdraw('20');
    expect((await decide('payouts/approve', { id: first })).statusCode).toBe(200);
    // Approved again: refused, and no second message.
    expect((await decide('payouts/approve', { id: first })).statusCode).not.toBe(200);
    const paid = await decide('payouts/paid', {
      id: first,
      paid_on: '2024-04-02',
      reference: 'BANK-REF-77',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const second = await withdraw('30');
    const rejected = await decide('payouts/reject', { id: second, reason: 'Wrong account' });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const mails = await smtp.waitFor(sentTo(member.email), 3);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your withdrawal of $20.00 is approved',
      'Your withdrawal of $20.00 was paid',
      'Your withdrawal of $30.00 was rejected',
    ]);
    expect(mails[1]!.text).toContain('BANK-REF-77');
    expect(mails[1]!.text).toContain('Apr 2, 2024');
    expect(mails[2]!.text).toContain('Wrong account');
    await settle();
    expect(smtp.received.filter(sentTo(member.email))).toHaveLength(3);
  });
});
