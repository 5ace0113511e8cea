import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import {
  API_PATHS,
  type AuditEntry,
  HEADERS,
  OPERATOR_API_PATHS,
  type OperatorInviteReply,
  type OperatorSessionReply,
  type OperatorSignInReply,
} from '@portal/shared';
import { operatorAccounts, operatorSessions } from '../../db/schema.ts';
import { base32Decode, totp } from '../../lib/totp.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import { hashSecret } from '../sessions/sessions.service.ts';
import { ACCOUNT_FAILURE_LIMIT } from '../sessions/sign-in-limits.ts';

const PASSWORD = 'operator-pass-1234';
let lastAddress = 10;
/** Each sign-in its own client address, so the per-address limit stays out of the way. */
const newAddress = () => `198.51.100.${++lastAddress}`;

/** Calls an operator call with JSON, as a client from `ip`, with a bearer token if given. */
function operatorCall(
  t: TestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; ip?: string; lang?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/api/${path}`,
    remoteAddress: options.ip ?? newAddress(),
    headers: {
      'accept-language': options.lang ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(method === 'POST' ? { payload: (options.body ?? {}) as object } : {}),
  });
}

/** The TOTP key an enrolment's URI carries. */
const keyOf = (uri: string) => base32Decode(new URL(uri).searchParams.get('secret')!);

/** A code of a later time step than any used so far in the test (the window allows one step). */
const nextCode = (key: Buffer, stepsAhead = 1) => totp(key, Date.now() + stepsAhead * 30_000);

/** Makes, sets up and enrols an operator; answers their key, session and recovery codes. */
async function enrolledOperator(
  t: TestContext,
  email = `ops-${randomUUID().slice(0, 8)}@example.com`,
) {
  const invited = await t.services.operatorAccounts.invite(email, {
    accountId: null,
    actor: { operator: 'test', ip: undefined },
  });
  const setUp = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSetUp, {
    body: { token: invited.token, password: PASSWORD },
  });
  expect(setUp.statusCode, setUp.body).toBe(200);
  const step = setUp.json<OperatorSignInReply>();
  if (step.step !== 'enrol') throw new Error('expected an enrolment');
  const key = keyOf(step.otpauth_uri);
  const enrolled = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignInEnrol, {
    body: { pending_token: step.pending_token, code: totp(key, Date.now()) },
  });
  expect(enrolled.statusCode, enrolled.body).toBe(200);
  const session = enrolled.json<OperatorSessionReply>();
  return { email, key, session: session.token, recoveryCodes: session.recovery_codes! };
}

/** The first step with a right password: the pending token of the code step. */
async function pendingFor(t: TestContext, email: string, ip?: string) {
  const response = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignIn, {
    body: { email, password: PASSWORD },
    ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  const step = response.json<OperatorSignInReply>();
  expect(step.step).toBe('code');
  return step.pending_token;
}

const whoami = (t: TestContext, token: string) =>
  operatorCall(t, 'GET', 'operator/whoami', { token });

describe('operator accounts', () => {
  const t = useTestContext();

  it('enrol a second factor on their first sign-in, with a QR code and recovery codes', async () => {
    const email = `first-${randomUUID().slice(0, 8)}@example.com`;
    const invited = await t.services.operatorAccounts.invite(email, {
      accountId: null,
      actor: { operator: 'test', ip: undefined },
    });
    // A password too short for an operator is refused before the link is spent.
    const short = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSetUp, {
      body: { token: invited.token, password: 'short-pass' },
    });
    expect(short.statusCode).toBe(400);
    const setUp = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSetUp, {
      body: { token: invited.token, password: PASSWORD },
    });
    expect(setUp.statusCode).toBe(200);
    expect(setUp.headers['cache-control']).toBe('no-store');
    const step = setUp.json<OperatorSignInReply>();
    expect(step).toMatchObject({ success: true, step: 'enrol' });
    if (step.step !== 'enrol') return;
    expect(step.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Portal%20operators:/);
    expect(step.qr_svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The set-up link works once.
    const again = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSetUp, {
      body: { token: invited.token, password: PASSWORD },
    });
    expect(again.json()).toMatchObject({ code: 'operator_setup_link_invalid' });

    // Until a code confirms it, signing in again enrols the same secret.
    const resumed = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignIn, {
      body: { email, password: PASSWORD },
    });
    const resumedStep = resumed.json<OperatorSignInReply>();
    expect(resumedStep.step).toBe('enrol');
    if (resumedStep.step !== 'enrol') return;
    expect(resumedStep.otpauth_uri).toBe(step.otpauth_uri);

    // The secret is sealed at rest.
    const [row] = await t.database.db
      .select()
      .from(operatorAccounts)
      .where(eq(operatorAccounts.email, email));
    expect(row!.totpSecret).toMatch(/^v1:test1:/);
    expect(row!.totpSecret).not.toContain(new URL(step.otpauth_uri).searchParams.get('secret'));

    const key = keyOf(step.otpauth_uri);
    const wrong = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignInEnrol, {
      body: {
        pending_token: step.pending_token,
        code: '000000' === totp(key, Date.now()) ? '111111' : '000000',
      },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'two_factor_code_invalid' });
    const enrolled = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignInEnrol, {
      body: { pending_token: step.pending_token, code: totp(key, Date.now()) },
    });
    expect(enrolled.statusCode).toBe(200);
    const session = enrolled.json<OperatorSessionReply>();
    expect(session.token).toMatch(/^ops_/);
    expect(session.recovery_codes).toHaveLength(10);
    expect(new Set(session.recovery_codes).size).toBe(10);
    expect((await whoami(t, session.token)).json()).toMatchObject({ operator: email });
  });

  it('sign in with a right code, refuse a wrong one and a reused one', async () => {
    const { email, key } = await enrolledOperator(t);
    const code = nextCode(key);

    const pending = await pendingFor(t, email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    const wrong = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignInCode, {
      body: { pending_token: pending, code: wrongCode },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'two_factor_code_invalid' });

    // A typo does not spend the pending sign-in: the right code still works.
    const right = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignInCode, {
      body: { pending_token: pending, code },
    });
    expect(right.statusCode, right.body).toBe(200);
    const { token } = right.json<OperatorSessionReply>();
    expect((await whoami(t, token)).statusCode).toBe(200);

    // The pending sign-in is spent, and the same code does not work twice.
    const spent = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignInCode, {
      body: { pending_token: pending, code },
    });
    expect(spent.json()).toMatchObject({ code: 'operator_sign_in_expired' });
    const replay = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignInCode, {
      body: { pending_token: await pendingFor(t, email), code },
      lang: 'ko',
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      success: false,
      code: 'two_factor_code_reused',
      message: '이미 사용한 코드입니다. 인증 앱의 다음 코드를 기다려 주세요.',
    });
  });

  it('take a recovery code once', async () => {
    const { email, recoveryCodes } = await enrolledOperator(t);
    const [first] = recoveryCodes;
    const used = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignInCode, {
      // As a person might type it.
      body: { pending_token: await pendingFor(t, email), code: ` ${first!.toUpperCase()} ` },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect((await whoami(t, used.json<OperatorSessionReply>().token)).statusCode).toBe(200);
    const again = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignInCode, {
      body: { pending_token: await pendingFor(t, email), code: first },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'two_factor_code_invalid' });
  });

  it('answer a wrong email and a wrong password alike, and stop guesses at the limit', async () => {
    const { email } = await enrolledOperator(t);
    const signIn = (who: string, password: string, ip = newAddress()) =>
      operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignIn, {
        body: { email: who, password },
        ip,
      });
    const unknown = await signIn('nobody@example.com', PASSWORD);
    const wrong = await signIn(email, 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials' });

    for (let i = 1; i < ACCOUNT_FAILURE_LIMIT; i++)
      expect((await signIn(email, `wrong-${i}`)).statusCode).toBe(401);
    const locked = await signIn(email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_attempts' });
  });

  it('end a session at its expiry, when idle, and on signing out', async () => {
    const { session } = await enrolledOperator(t);
    const second = await enrolledOperator(t);
    const third = await enrolledOperator(t);
    const { db } = t.database;
    expect((await whoami(t, session)).statusCode).toBe(200);
    await db
      .update(operatorSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorSessions.tokenHash, hashSecret(session)));
    expect((await whoami(t, session)).statusCode).toBe(403);

    await db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now() - interval '61 minutes'` })
      .where(eq(operatorSessions.tokenHash, hashSecret(second.session)));
    expect((await whoami(t, second.session)).statusCode).toBe(403);

    const out = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignOut, {
      token: third.session,
    });
    expect(out.statusCode).toBe(200);
    expect((await whoami(t, third.session)).statusCode).toBe(403);
  });

  it('work on every operator call, and not on site calls; site sessions stay out', async () => {
    const { session } = await enrolledOperator(t);
    const list = await operatorCall(t, 'GET', 'operator/sites/list', { token: session });
    expect(list.statusCode).toBe(200);

    const site = await t.createSite();
    const manager = await t.createAccount(site, { role: 'manager' });
    const siteSession = await t.login(site.domain, manager.email, manager.password);
    expect((await whoami(t, siteSession)).statusCode).toBe(403);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/${API_PATHS.me}`,
      headers: { [HEADERS.siteDomain]: site.domain, authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('invite, list and disable operators, each in the audit log by name', async () => {
    const admin = await enrolledOperator(t);
    const email = `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const invite = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorInvite, {
      token: admin.session,
      body: { email },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const invited = invite.json<OperatorInviteReply>();
    expect(invited.operator).toMatchObject({ email, state: 'invited', invited_by: admin.email });
    expect(invited.setup_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const twice = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorInvite, {
      token: admin.session,
      body: { email },
    });
    expect(twice.json()).toMatchObject({ code: 'operator_exists' });

    const listed = await operatorCall(t, 'GET', OPERATOR_API_PATHS.operatorList, {
      token: admin.session,
    });
    const operators = listed.json<{ operators: { email: string; state: string }[] }>().operators;
    expect(operators.find((o) => o.email === admin.email)?.state).toBe('active');
    expect(operators.find((o) => o.email === email)?.state).toBe('invited');

    const self = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorDisable, {
      token: admin.session,
      body: { email: admin.email },
    });
    expect(self.json()).toMatchObject({ code: 'operator_self_disable' });

    const other = await enrolledOperator(t);
    const disabled = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorDisable, {
      token: admin.session,
      body: { email: other.email },
    });
    expect(disabled.statusCode).toBe(200);
    // Their session ends, and their password no longer signs in.
    expect((await whoami(t, other.session)).statusCode).toBe(403);
    const signIn = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSignIn, {
      body: { email: other.email, password: PASSWORD },
    });
    expect(signIn.json()).toMatchObject({ code: 'invalid_credentials' });

    const audit = await operatorCall(t, 'GET', `${OPERATOR_API_PATHS.operatorAudit}?size=200`, {
      token: admin.session,
    });
    const mine = audit
      .json<{ entries: AuditEntry[] }>()
      .entries.filter((entry) => entry.actor === `operator:${admin.email}`)
      .map((entry) => [entry.action, entry.detail.email ?? entry.detail.call ?? null]);
    expect(mine).toEqual(
      expect.arrayContaining([
        ['operator.invited', email],
        ['operator.disabled', other.email],
        ['operator.call', 'operator/operators/invite'],
        ['operator.enrolled', null],
        ['operator.signed_in', null],
        ['operator.password_set', null],
      ]),
    );
  });

  it('are made, listed and disabled on the command line', async () => {
    const cli = path.resolve(import.meta.dirname, './cli/cli.ts');
    const env = { ...process.env, DATABASE_URL: inject('testDatabase').url, LOG_LEVEL: 'silent' };
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [cli, 'users', ...args], { env });
    const email = `cli-${randomUUID().slice(0, 8)}@example.com`;
    const { stdout } = await run('create', email);
    const setUp = await operatorCall(t, 'POST', OPERATOR_API_PATHS.operatorSetUp, {
      body: { token: stdout.trim(), password: PASSWORD },
    });
    expect(setUp.json()).toMatchObject({ step: 'enrol' });
    await expect(run('create', email)).rejects.toMatchObject({ code: 1 });
    await expect(run('create', 'not-an-email')).rejects.toMatchObject({ code: 2 });
    expect((await run('list')).stdout).toMatch(new RegExp(`${email}\tinvited`));
    await run('disable', email);
    expect((await run('list')).stdout).toMatch(new RegExp(`${email}\tdisabled`));
    await expect(run('disable', 'nobody@example.com')).rejects.toMatchObject({ code: 1 });
  });
});
