import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  formatCount,
  formatDate,
  formatDateRange,
  formatMoney,
  formatRpm,
  type Locale,
} from '@portal/shared';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { FORGOT_PASSWORD_PATH } from '../modules/accounts/accounts.service.ts';
import { createMailService, type MailRequest } from '../modules/mail/mail.service.ts';
import type { MailKind } from '../modules/mail/mail-texts.ts';
import { createOutboxRepo } from '../modules/mail/outbox.repo.ts';

/** An example of one kind: its values (in the message's language) and the page it links to. */
type Example<K extends MailKind> = Pick<MailRequest<K>, 'params' | 'path'>;

const month = (locale: Locale) => formatDate('2026-01-01', locale, { style: 'yearMonth' });
const amount = (locale: Locale) => formatMoney(250_000_000_000n, 'KRW', locale);

/**
 * One example of every kind of message, so the demo's outbox page shows each of them
 * before anything has happened on the demo site. The password reset's and the operator
 * invitation's links are samples that no page accepts; the invitation is shown in the
 * demo site's look here, while a real one comes from the platform (sendFromPlatform).
 */
const EXAMPLES: { [K in MailKind]: Example<K> } = {
  passwordReset: { params: { minutes: '30' }, path: '/reset-password?token=example' },
  signUpAttempt: {
    params: (_locale, pageLink) => ({ resetLink: pageLink(FORGOT_PASSWORD_PATH) }),
    path: '/login',
  },
  welcome: { params: { email: 'creator1@demo.example.com' }, path: '/login' },
  channelVerified: { params: { channel: 'Daily Lo-fi Shorts' }, path: '/manage-channel' },
  channelVerificationFailed: {
    params: { channel: 'Daily Lo-fi Shorts' },
    path: '/manage-channel',
  },
  channelApproved: { params: { channel: 'Daily Lo-fi Shorts' }, path: '/manage-channel' },
  channelOnHold: {
    params: { channel: 'Daily Lo-fi Shorts', note: 'Some Shorts use music without a licence.' },
    path: '/manage-channel',
  },
  channelRejected: {
    params: { channel: 'Daily Lo-fi Shorts', note: 'The channel belongs to another network.' },
    path: '/manage-channel',
  },
  monthClosed: {
    params: (locale) => ({ month: month(locale) }),
    path: '/earnings/statement/2026-01',
  },
  withdrawalApproved: { params: (locale) => ({ amount: amount(locale) }), path: '/earnings' },
  withdrawalPaid: {
    params: (locale) => ({
      amount: amount(locale),
      paidOn: formatDate('2026-02-10', locale),
      reference: 'DEMO-2026-0210',
    }),
    path: '/earnings',
  },
  withdrawalRejected: {
    params: (locale) => ({ amount: amount(locale), reason: 'The bank account name differs.' }),
    path: '/earnings',
  },
  weeklyDigest: {
    params: (locale) => ({
      period: formatDateRange('2026-02-02', '2026-02-08', locale),
      views: formatCount(1_284_330, locale),
      viewsChange: '+12.4%',
      revenue: amount(locale),
      revenueChange: '+8.1%',
      rpm: formatRpm(194_650_000, 'KRW', locale),
      rpmChange: '−3.8%',
      top: '1. Rainy day lo-fi (402,118) · 2. Piano in the park (310,554) · 3. Night drive (120,872)',
    }),
    path: '/dashboard',
  },
  operatorInvite: {
    params: {
      email: 'creator1@demo.example.com',
      inviter: 'operator@demo.example.com',
      hours: '72',
    },
    path: '/operator/set-up?token=example',
  },
};

/**
 * Leaves one message of each kind in the demo site's outbox, to its first member, so
 * `/demo/outbox` shows them all. Each under a key of its own: a restart adds nothing.
 */
export async function ensureDemoOutbox(
  database: Database,
  options: { siteId: number; links: { publicOrigin?: string | undefined; port: number } },
): Promise<number> {
  const { db } = database;
  const [member] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.siteId, options.siteId),
        eq(accounts.role, 'member'),
        isNull(accounts.deletedAt),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(1);
  if (!member) return 0;
  const mail = createMailService({ db, outbox: createOutboxRepo(db), links: options.links });
  let written = 0;
  for (const kind of Object.keys(EXAMPLES) as MailKind[]) {
    const example = EXAMPLES[kind] as Example<MailKind>;
    const added = await mail.send({
      siteId: options.siteId,
      accountId: member.id,
      kind,
      ...example,
      key: `demo-example:${kind}`,
    } as MailRequest<MailKind>);
    if (added) written += 1;
  }
  return written;
}
