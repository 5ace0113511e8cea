import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  OPERATOR_API_PATHS,
  type OperatorInviteReply,
  type OperatorSignInReply,
} from '@portal/shared';
import { mailOutbox } from '../../db/schema.ts';
import { signedInOperator } from '../../test/operators.ts';
import { linkIn, sentTo, useTestSmtp } from '../../test/smtp-server.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import { PLATFORM_SITE_ID } from '../audit/audit.repo.ts';
import { usersCommand } from './cli/users.command.ts';
import { PLATFORM_NAME } from './operator-accounts.service.ts';

const ORIGIN = 'https://console.example.com';
const PASSWORD = 'invited-operator-pass';

/** An operator signed in with both factors, who invites the others. */
const inviterIn = (t: TestContext) =>
  signedInOperator(
    t.services.operatorAccounts,
    PASSWORD,
    `inviter-${randomUUID().slice(0, 8)}@ops.example`,
  );

/** Invites `email` as the operator of `session`, in the language `lang`. */
const invite = (t: TestContext, session: string, email: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${OPERATOR_API_PATHS.operatorInvite}`,
    headers: { authorization: `Bearer ${session}`, 'accept-language': lang },
    payload: { email },
  });

/** Every message in the outbox to `address`, of any site or of the platform. */
const outboxTo = (t: TestContext, address: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

const setUp = (t: TestContext, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${OPERATOR_API_PATHS.operatorSetUp}`,
    headers: { 'accept-language': 'en' },
    payload: { token, password: PASSWORD },
  });

describe('an operator invitation by email (docs/product.md §16.2)', () => {
  const smtp = useTestSmtp();
  const t = useTestContext({
    get mail() {
      return { smtpUrl: smtp.url, from: 'portal@mail.example.com' };
    },
    publicOrigin: ORIGIN,
  });

  it('writes one message to the invitee, from the platform, whose link sets them up', async () => {
    const inviter = await inviterIn(t);
    const email = `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const response = await invite(t, inviter.session, email, 'zh-TW');
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<OperatorInviteReply>();
    expect(reply).toMatchObject({
      emailed: true,
      message: MESSAGES['zh-TW'].success.operatorInvited,
    });
    expect(reply.setup_link).toBe(`${ORIGIN}/operator/set-up?token=${reply.setup_token}`);

    // One message, among the platform's rows, in the inviter's language, in no site's look.
    const rows = await outboxTo(t, email);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      siteId: PLATFORM_SITE_ID,
      kind: 'operatorInvite',
      accountId: null,
      locale: 'zh-TW',
      fromName: PLATFORM_NAME,
    });
    expect(row!.subject).toContain(PLATFORM_NAME);
    expect(row!.html).toContain(`<html lang="zh-TW">`);
    expect(row!.html).not.toContain('<img');
    expect(row!.text).toContain(reply.setup_link);
    expect(row!.text).toContain(inviter.email);
    expect(row!.text).toContain('72');

    // The outbox job sends it with the platform's rows as with a site's.
    const [mail] = await smtp.waitFor(sentTo(email));
    expect(mail!.from?.value[0]?.name).toBe(PLATFORM_NAME);
    const link = linkIn(mail!, `${ORIGIN}/operator/set-up?token=`);
    expect(link).toBe(reply.setup_link);

    // The emailed link works: it sets the password, and the enrolment step follows.
    const first = await setUp(t, new URL(link).searchParams.get('token')!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OperatorSignInReply>()).toMatchObject({ step: 'enrol' });
  });

  it('writes none for an invitation refused (the email is an operator’s already)', async () => {
    const inviter = await inviterIn(t);
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    expect((await invite(t, inviter.session, email)).statusCode).toBe(200);
    expect(await outboxTo(t, email)).toHaveLength(1);

    const again = await invite(t, inviter.session, email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'operator_exists' });
    const existing = await outboxTo(t, inviter.email);
    const self = await invite(t, inviter.session, inviter.email);
    expect(self.json()).toMatchObject({ code: 'operator_exists' });

    expect(await outboxTo(t, email)).toHaveLength(1);
    expect(await outboxTo(t, inviter.email)).toHaveLength(existing.length);
  });

  it('is emailed from the command line too, in the language asked for', async () => {
    // Run in this process: the command's output is not what is tested here.
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const users = (...args: string[]) =>
      usersCommand({ services: t.services }, ['create', ...args], () => 2);
    const email = `cli-${randomUUID().slice(0, 8)}@example.com`;
    expect(await users(email, '--lang', 'fr')).toBe(2);
    expect(await outboxTo(t, email)).toHaveLength(0);
    expect(await users(email, '--lang', 'en')).toBe(0);
    vi.restoreAllMocks();
    const [row] = await outboxTo(t, email);
    expect(row).toMatchObject({ kind: 'operatorInvite', locale: 'en', siteId: PLATFORM_SITE_ID });
    // Invited by nobody: the line naming the inviter is left out.
    expect(row!.text).not.toContain('Invited by');
    expect(row!.text).toContain(`${ORIGIN}/operator/set-up?token=`);
  });
});

describe('an operator invitation without PUBLIC_ORIGIN', () => {
  const t = useTestContext();

  it('says no email could carry a link, writes none, and shows the token', async () => {
    const inviter = await inviterIn(t);
    const email = `no-origin-${randomUUID().slice(0, 8)}@example.com`;
    const response = await invite(t, inviter.session, email, 'ko');
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<OperatorInviteReply>();
    expect(reply).toMatchObject({
      emailed: false,
      setup_link: null,
      message: MESSAGES.ko.success.operatorInvitedNotEmailed,
    });
    expect(await outboxTo(t, email)).toHaveLength(0);
    const first = await setUp(t, reply.setup_token);
    expect(first.json<OperatorSignInReply>()).toMatchObject({ step: 'enrol' });
  });
});
