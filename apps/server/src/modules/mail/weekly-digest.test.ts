import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatRpm, zReportSummaryReply } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import { inSite } from '../../db/site-scope.ts';
import { mailTo, sentTo, useTestSmtp } from '../../test/smtp-server.ts';
import { useTestContext } from '../../test/test-context.ts';
import { importFile } from '../revenue/revenue-import.ts';
import { createWeeklyDigest, digestMonday } from './weekly-digest.ts';

const smtp = useTestSmtp();
const t = useTestContext(mailTo(smtp));

const header = (mail: (typeof smtp.received)[number], name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]*:\s*/, '');

/** The week before Monday 15 July 2024, and the one before it. */
const MONDAY = '2024-07-15';
const WEEK = { from: '2024-07-08', to: '2024-07-14' };

describe('the weekly digest (issue 26)', () => {
  it('goes out on Monday morning in the site’s time zone', () => {
    const won = { currency: 'KRW', timeZone: null };
    const dollar = { currency: 'USD', timeZone: null };
    // 22:00 UTC on Sunday is 07:00 on Monday in Seoul.
    expect(digestMonday(new Date('2024-07-14T22:00:00Z'), won)).toBe(MONDAY);
    expect(digestMonday(new Date('2024-07-14T22:00:00Z'), dollar)).toBeUndefined();
    expect(digestMonday(new Date('2024-07-15T06:59:00Z'), dollar)).toBeUndefined();
    expect(digestMonday(new Date('2024-07-15T07:00:00Z'), dollar)).toBe(MONDAY);
    expect(
      digestMonday(new Date('2024-07-15T07:00:00Z'), { ...dollar, timeZone: 'America/New_York' }),
    ).toBeUndefined();
    expect(digestMonday(new Date('2024-07-16T08:00:00Z'), dollar)).toBeUndefined();
  });

  it('has the figures of report/summary, once; unsubscribing stops the digest only', async () => {
    const site = await t.createSite({ currency: 'USD', defaultLanguage: 'en' });
    const manager = await t.createAccount(site, { role: 'manager' });
    const member = await t.createAccount(site);
    const youtubeId = `UC${randomUUID().replaceAll('-', '').slice(0, 22)}`;
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into channels (site_id, youtube_id, title, category, status, verification, verification_code, approved_at)
       values ($1, $2, 'Digest', 'music', 2, 'verified', $3, '2024-06-01T00:00:00Z') returning id`,
      [site.id, youtubeId, `D-${youtubeId}`],
    );
    await t.database.pool.query(
      `insert into channel_assignments (site_id, channel_id, account_id, assigned_from)
       values ($1, $2, $3, '2024-06-01T00:00:00Z')`,
      [site.id, rows[0]!.id, member.id],
    );
    const videos = [0, 1, 2, 3].map((i) => `d${randomUUID().replaceAll('-', '').slice(0, 9)}${i}`);
    const lines = [];
    for (let day = 1; day <= 14; day += 1)
      for (const [i, video] of videos.entries())
        lines.push(
          `202407${String(day).padStart(2, '0')},${youtubeId},${video},US,${(i + 1) * 1.25 + day / 100},0`,
        );
    await importFile(t.database.pool, {
      siteId: site.id,
      file: 'content_owner_estimated_revenue_a1.csv',
      stream: Readable.from([
        Buffer.from(
          [
            'date,channel_id,video_id,country_code,estimated_partner_revenue,estimated_partner_red_revenue',
            ...lines,
          ].join('\n'),
        ),
      ]),
      importedBy: 'test',
    });

    const digest = createWeeklyDigest({
      db: t.database.db,
      reports: t.app.services.reports,
      mail: t.app.services.mail,
    });
    const account = async (id: number) =>
      (await t.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
    const send = async (id: number, monday = MONDAY) =>
      inSite(site.id, async () => digest.sendOne(site, await account(id), monday));
    // Twice, as a job run twice would: one digest each.
    expect(await send(member.id)).toBe(true);
    expect(await send(member.id)).toBe(false);
    expect(await send(manager.id)).toBe(true);

    for (const [who, reader] of [
      [member, member],
      [manager, manager],
    ] as const) {
      const token = await t.login(site.domain, reader.email, reader.password);
      const summary = zReportSummaryReply.parse(
        (
          await t.call('GET', `report/summary?period=custom&from=${WEEK.from}&to=${WEEK.to}`, {
            domain: site.domain,
            token,
          })
        ).json(),
      );
      const [mail] = await smtp.waitFor(sentTo(who.email));
      expect(mail!.subject).toBe(
        `Your week at ${site.name}: ${formatCount(summary.totals.views, 'en')} views`,
      );
      expect(mail!.text).toContain(
        `Revenue: ${formatMoney(BigInt(summary.totals.revenue), 'USD', 'en')}`,
      );
      expect(mail!.text).toContain(`RPM: ${formatRpm(summary.totals.rpm, 'USD', 'en')}`);
      expect(mail!.text).toContain(`https://${site.domain}/en/dashboard`);
      expect(mail!.text).toMatch(/The three best Shorts: 1\. d\w+ /);
    }
    const [memberMail] = smtp.received.filter(sentTo(member.email));

    // One click, without signing in: the digest stops, the other kinds go on.
    expect(header(memberMail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https:\/\/[^>]+)>$/.exec(header(memberMail!, 'list-unsubscribe') ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^https://${site.domain}/api/mail/unsubscribe\\?token=`));
    const path = link!.slice(`https://${site.domain}`.length);
    // The message's own link, for a reader in a browser, opens the page with the same token.
    const linkToken = new URL(link!).searchParams.get('token')!;
    expect(memberMail!.text).toContain(
      `Stop emails like this one: https://${site.domain}/en/unsubscribe?token=${linkToken}`,
    );
    const click = (url: string, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          'accept-language': lang,
          'x-site-domain': site.domain,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
    // Tampered with (another account's id): refused in the reader's language, nothing changes.
    const tampered = path.replace(`.${member.id}.`, `.${manager.id}.`);
    const refused = await click(tampered, 'ko');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'unsubscribe_link_invalid',
      message: expect.stringContaining('수신 거부 링크'),
    });
    const done = await click(path);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ success: true, kind: 'weeklyDigest' });

    expect(await send(member.id, '2024-07-22')).toBe(false);
    expect(await send(manager.id, '2024-07-22')).toBe(true);
    await inSite(site.id, () =>
      t.app.services.mail.send({
        siteId: site.id,
        accountId: member.id,
        kind: 'channelApproved',
        params: { channel: 'Digest' },
        path: '/manage-channel',
        key: `test-approved:${member.id}`,
      }),
    );
    await smtp.waitFor(sentTo(manager.email), 2);
    const mine = await smtp.waitFor(sentTo(member.email), 2);
    expect(mine.map((mail) => mail.subject)).toEqual([
      memberMail!.subject,
      'Your channel Digest is approved',
    ]);
    // And the member's settings say so.
    const token = await t.login(site.domain, member.email, member.password);
    const settings = await t.call('GET', 'member/mail-preferences', { domain: site.domain, token });
    expect(settings.json().preferences).toContainEqual({ kind: 'weeklyDigest', on: false });
    expect(settings.json().preferences).toContainEqual({ kind: 'channelApproved', on: true });
  });
});
