import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import {
  DEFAULT_LOCALE,
  OPERATOR_RECOVERY_CODES,
  OPERATOR_SESSION_PREFIX,
  type Locale,
} from '@portal/shared';
import {
  DEFAULT_OPERATOR_SESSION_HOURS,
  DEFAULT_OPERATOR_SESSION_IDLE_MINUTES,
} from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import { PLATFORM_SITE_ID, type AuditAction, type AuditRepo } from '../audit/audit.repo.ts';
import type { MailService } from '../mail/mail.service.ts';
import { hashSecret, newSecret } from '../sessions/sessions.service.ts';
import type { Attempt, SignInLimits } from '../sessions/sign-in-limits.ts';
import type { OperatorAccountRow, OperatorAccountsRepo } from './operator-accounts.repo.ts';

/**
 * The platform's name where operators meet it: their invitation comes from it, and
 * authenticator apps show it beside their codes, so the two match.
 */
export const PLATFORM_NAME = 'Portal operators';
/** The name authenticator apps show beside an operator's codes. */
export const OPERATOR_TOTP_ISSUER = PLATFORM_NAME;
/** How long the step between the password and the code may take. */
const PENDING_MINUTES = 10;
/** How long an invitation's set-up link works. */
const SETUP_LINK_HOURS = 72;

/** Where an invitee sets their password: the console's page, when the server knows its origin. */
export function setUpLinkFor(publicOrigin: string | undefined, token: string): string | null {
  return publicOrigin ? `${publicOrigin}/operator/set-up?token=${token}` : null;
}

/** Who does something to operator accounts, for the audit log: an operator and where from. */
export type OperatorActor = { operator: string; ip: string | undefined };

/** The first step's outcome: enrol an authenticator, or give its code. */
export type SignInStep =
  | { step: 'enrol'; pendingToken: string; otpauthUri: string; qrSvg: string; expiresAt: Date }
  | { step: 'code'; pendingToken: string; expiresAt: Date };

export type OperatorSession = { token: string; expiresAt: Date };

/** The operator behind a live session. */
export type OperatorSessionCaller = { account: OperatorAccountRow; sessionId: number };

/** A new invitation: its set-up token, shown once, and whether it was emailed too. */
export type Invitation = {
  operator: ListedOperator;
  token: string;
  /** The set-up link; null without PUBLIC_ORIGIN, when only the token can be passed on. */
  link: string | null;
  /** The link is in the outbox, addressed to the invitee. */
  emailed: boolean;
  expiresAt: Date;
};

export type ListedOperator = {
  email: string;
  state: 'invited' | 'active' | 'disabled';
  invitedBy: string | null;
  createdAt: Date;
};

/** The TOTP secret's seal names the account, so a secret copied to another row does not open. */
const totpContext = (accountId: number) => `operator-totp:${accountId}`;

/** Recovery codes as people type them: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Ten base32 characters (50 bits) in two groups: `abcde-fghij`. */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/**
 * Platform operators' accounts (docs/product.md §5.6, docs/decisions/027): invitations,
 * the two steps of signing in (password, then a TOTP or recovery code), sessions, and
 * disabling. Every step lands in the audit log under the platform, with the operator's
 * email; wrong passwords and codes count against the same limits as the sites' sign-ins.
 */
export function createOperatorAccounts(deps: {
  db: Db;
  repo: OperatorAccountsRepo;
  audit: Pick<AuditRepo, 'record'>;
  limits: Pick<SignInLimits, 'claim' | 'release' | 'succeed'>;
  secrets: SecretBox;
  now: () => Date;
  /** Writes the invitation's email; without it (or without publicOrigin) none is written. */
  mail?: Pick<MailService, 'sendFromPlatform'>;
  /** PUBLIC_ORIGIN: the console's address, which an emailed set-up link needs. */
  publicOrigin?: string | undefined;
  /** OPERATOR_SESSION_HOURS and OPERATOR_SESSION_IDLE_MINUTES. */
  sessionHours?: number;
  sessionIdleMinutes?: number;
}) {
  const { db, repo, audit, limits, secrets, now } = deps;
  const sessionMs = (deps.sessionHours ?? DEFAULT_OPERATOR_SESSION_HOURS) * 3_600_000;
  const idleMs = (deps.sessionIdleMinutes ?? DEFAULT_OPERATOR_SESSION_IDLE_MINUTES) * 60_000;

  const record = (
    actor: OperatorActor | { ip: string | undefined },
    action: AuditAction,
    detail: Record<string, unknown> = {},
    trx?: Executor,
  ) => audit.record(PLATFORM_SITE_ID, { actor, action, detail }, trx);

  async function issueSignInToken(
    accountId: number,
    purpose: 'setup' | 'enrol' | 'code',
    ttlMs: number,
    trx?: Executor,
  ): Promise<{ token: string; expiresAt: Date }> {
    const { secret, hash } = newSecret();
    const expiresAt = new Date(now().getTime() + ttlMs);
    await repo.insertSignInToken({ accountId, purpose, tokenHash: hash, expiresAt }, trx);
    return { token: secret, expiresAt };
  }

  /** Counts the attempt as failed until it succeeds; past the limit, 429 (and the audit log). */
  async function claim(attempt: Attempt) {
    try {
      return await limits.claim(attempt);
    } catch (error) {
      await record({ ip: attempt.ip }, 'operator.locked_out', { email: attempt.email });
      throw error;
    }
  }

  /** The account's TOTP key, unsealed. */
  const totpKeyOf = (account: OperatorAccountRow): Buffer =>
    Buffer.from(secrets.open(account.totpSecret!, totpContext(account.id)), 'base64');

  /** The second step after a right password: enrol the first time, else a code. */
  async function nextStep(account: OperatorAccountRow): Promise<SignInStep> {
    const pendingMs = PENDING_MINUTES * 60_000;
    if (account.totpEnrolledAt) {
      const pending = await issueSignInToken(account.id, 'code', pendingMs);
      return { step: 'code', pendingToken: pending.token, expiresAt: pending.expiresAt };
    }
    // An enrolment not confirmed yet keeps its secret: a QR code scanned earlier still works.
    let secret: Buffer;
    if (account.totpSecret) secret = totpKeyOf(account);
    else {
      secret = newTotpSecret();
      await repo.update(account.id, {
        totpSecret: secrets.seal(secret.toString('base64'), totpContext(account.id)),
      });
    }
    const uri = otpauthUri(secret, OPERATOR_TOTP_ISSUER, account.email);
    const pending = await issueSignInToken(account.id, 'enrol', pendingMs);
    return {
      step: 'enrol',
      pendingToken: pending.token,
      otpauthUri: uri,
      qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      expiresAt: pending.expiresAt,
    };
  }

  /** The live pending sign-in behind a token, or 401. */
  async function pendingSignIn(purpose: 'enrol' | 'code', token: string) {
    const found = await repo.findSignInToken(purpose, hashSecret(token));
    if (!found) throw new AppError('operator_sign_in_expired');
    return found;
  }

  /** The TOTP code's step, accepted once; 401 when wrong, or when it (or a later one) was used. */
  async function acceptTotp(account: OperatorAccountRow, code: string): Promise<boolean> {
    if (!account.totpSecret || !/^\d{6}$/.test(code)) return false;
    const step = matchTotp(totpKeyOf(account), code, now().getTime());
    if (step === undefined) return false;
    if (!(await repo.advanceTotpStep(account.id, step)))
      throw new AppError('two_factor_code_reused');
    return true;
  }

  /**
   * The second step, under the account's and the address's limits: `check` says whether
   * the code is right; then the pending token is spent and a session opens, in one go.
   */
  async function secondStep(
    found: { account: OperatorAccountRow; tokenId: number },
    ip: string | undefined,
    check: () => Promise<Record<string, unknown> | false>,
    alsoInTransaction?: (trx: Executor) => Promise<void>,
  ): Promise<OperatorSession> {
    const { account } = found;
    const attempt = { siteId: PLATFORM_SITE_ID, email: account.email, ip };
    const held = await claim(attempt);
    let detail: Record<string, unknown> | false;
    try {
      detail = await check();
    } catch (error) {
      if (error instanceof AppError && error.code === 'two_factor_code_reused')
        await record({ operator: account.email, ip }, 'operator.sign_in_failed', {
          reason: 'code_reused',
        });
      else await limits.release(held);
      throw error;
    }
    if (!detail) {
      await record({ operator: account.email, ip }, 'operator.sign_in_failed', {
        reason: 'code_wrong',
      });
      throw new AppError('two_factor_code_invalid');
    }
    await limits.release(held);
    await limits.succeed(attempt);
    return db.transaction(async (trx) => {
      if (!(await repo.useSignInToken(found.tokenId, trx)))
        throw new AppError('operator_sign_in_expired');
      await alsoInTransaction?.(trx);
      const token = `${OPERATOR_SESSION_PREFIX}${newSecret().secret}`;
      const expiresAt = new Date(now().getTime() + sessionMs);
      await repo.insertSession(
        { accountId: account.id, tokenHash: hashSecret(token), expiresAt },
        trx,
      );
      await record({ operator: account.email, ip }, 'operator.signed_in', detail, trx);
      return { token, expiresAt };
    });
  }

  return {
    /**
     * A new operator and their one-time set-up link's token (the first one is made on the
     * command line, by nobody); 409 when the email is an operator's already. With the
     * console's address known, the link is also emailed to the invitee in the same
     * transaction (docs/product.md §16.2), in `locale`: the inviter's language, since the
     * invitee has chosen none yet.
     */
    async invite(
      email: string,
      by: { accountId: number | null; actor: OperatorActor },
      options: { locale?: Locale } = {},
    ): Promise<Invitation> {
      return db.transaction(async (trx) => {
        const account = await repo.insert(email, by.accountId, trx);
        if (!account) throw new AppError('operator_exists');
        const setUp = await issueSignInToken(
          account.id,
          'setup',
          SETUP_LINK_HOURS * 3_600_000,
          trx,
        );
        await record(by.actor, 'operator.invited', { email }, trx);
        const inviter = by.accountId === null ? null : await repo.findById(by.accountId, trx);
        const link = setUpLinkFor(deps.publicOrigin, setUp.token);
        let emailed = false;
        if (link && deps.publicOrigin && deps.mail)
          emailed = await deps.mail.sendFromPlatform(
            {
              kind: 'operatorInvite',
              to: account.email,
              // An account is invited once (its email is taken from then on).
              key: `operator-invite:${account.id}`,
              locale: options.locale ?? DEFAULT_LOCALE,
              platform: { name: PLATFORM_NAME, origin: deps.publicOrigin },
              params: {
                email: account.email,
                inviter: inviter?.email ?? '',
                hours: String(SETUP_LINK_HOURS),
                link,
              },
            },
            trx,
          );
        return {
          operator: presentable(account, inviter?.email ?? null),
          token: setUp.token,
          link,
          emailed,
          expiresAt: setUp.expiresAt,
        };
      });
    },

    /** An invitation's link sets the password, once; then the enrolment step follows. */
    async setUp(token: string, password: string, ip: string | undefined): Promise<SignInStep> {
      const passwordHash = await hashPassword(password);
      const account = await db.transaction(async (trx) => {
        const found = await repo.findSignInToken('setup', hashSecret(token), trx);
        if (!found || !(await repo.useSignInToken(found.tokenId, trx)))
          throw new AppError('operator_setup_link_invalid');
        await repo.update(found.account.id, { passwordHash }, trx);
        await record({ operator: found.account.email, ip }, 'operator.password_set', {}, trx);
        return { ...found.account, passwordHash };
      });
      return nextStep(account);
    },

    /**
     * The first step: email and password. A wrong email, a wrong password, a disabled
     * operator and one who has not set a password all get the same answer.
     */
    async signIn(email: string, password: string, ip: string | undefined): Promise<SignInStep> {
      const attempt = { siteId: PLATFORM_SITE_ID, email, ip };
      const held = await claim(attempt);
      const account = await repo.findByEmail(email);
      const usable = account?.passwordHash && !account.disabledAt ? account : undefined;
      const valid = usable
        ? await verifyPassword(usable.passwordHash!, password)
        : await verifyAgainstDummy(password);
      if (!usable || !valid) {
        await record({ ip }, 'operator.sign_in_failed', { email, reason: 'password' });
        throw new AppError('invalid_credentials');
      }
      await limits.release(held);
      await limits.succeed(attempt);
      return nextStep(usable);
    },

    /** Confirms a new authenticator with one of its codes; answers the recovery codes, once. */
    async confirmEnrolment(
      pendingToken: string,
      code: string,
      ip: string | undefined,
    ): Promise<OperatorSession & { recoveryCodes: string[] }> {
      const found = await pendingSignIn('enrol', pendingToken);
      const recoveryCodes = Array.from({ length: OPERATOR_RECOVERY_CODES }, newRecoveryCode);
      const session = await secondStep(
        found,
        ip,
        async () => (await acceptTotp(found.account, code)) && { method: 'totp', enrolled: true },
        async (trx) => {
          await repo.update(found.account.id, { totpEnrolledAt: now() }, trx);
          await repo.replaceRecoveryCodes(
            found.account.id,
            recoveryCodes.map((recovery) => hashSecret(normalizeRecoveryCode(recovery))),
            trx,
          );
          await record({ operator: found.account.email, ip }, 'operator.enrolled', {}, trx);
        },
      );
      return { ...session, recoveryCodes };
    },

    /** The second step: the authenticator's code, or a recovery code (each works once). */
    async completeSignIn(
      pendingToken: string,
      code: string,
      ip: string | undefined,
    ): Promise<OperatorSession> {
      const found = await pendingSignIn('code', pendingToken);
      const { account } = found;
      return secondStep(found, ip, async () => {
        const typed = code.replace(/\s/g, '');
        if (/^\d{6}$/.test(typed)) return (await acceptTotp(account, typed)) && { method: 'totp' };
        const normalized = normalizeRecoveryCode(code);
        if (!normalized || !(await repo.useRecoveryCode(account.id, hashSecret(normalized))))
          return false;
        return {
          method: 'recovery_code',
          recovery_codes_left: await repo.countUnusedRecoveryCodes(account.id),
        };
      });
    },

    /**
     * The operator behind a session token: not expired, used within the idle time, not
     * signed out or disabled. Looked up on every call (no cache), so disabling an operator
     * stops their session at once.
     */
    async authenticate(token: string): Promise<OperatorSessionCaller | undefined> {
      const found = await repo.findLiveSession(hashSecret(token), idleMs);
      return found && { account: found.account, sessionId: found.sessionId };
    },

    async signOut(caller: OperatorSessionCaller, ip: string | undefined): Promise<void> {
      await db.transaction(async (trx) => {
        await repo.revokeSession(caller.sessionId, trx);
        await record({ operator: caller.account.email, ip }, 'operator.signed_out', {}, trx);
      });
    },

    async list(): Promise<ListedOperator[]> {
      const rows = await repo.list();
      return rows.map((row) => presentable(row.account, row.invitedBy));
    },

    /**
     * Disables an operator: they can no longer sign in, and their sessions end. An
     * operator cannot disable themselves, so someone always remains who can act.
     */
    async disable(
      email: string,
      by: { accountId: number | null; actor: OperatorActor },
    ): Promise<void> {
      await db.transaction(async (trx) => {
        const account = await repo.findByEmail(email, trx);
        if (!account) throw new AppError('not_found');
        if (account.id === by.accountId) throw new AppError('operator_self_disable');
        if (account.disabledAt) return;
        await repo.update(account.id, { disabledAt: now() }, trx);
        await repo.revokeSessionsOf(account.id, trx);
        await record(by.actor, 'operator.disabled', { email }, trx);
      });
    },
  };
}

function presentable(account: OperatorAccountRow, invitedBy: string | null): ListedOperator {
  return {
    email: account.email,
    state: account.disabledAt
      ? 'disabled'
      : account.passwordHash && account.totpEnrolledAt
        ? 'active'
        : 'invited',
    invitedBy,
    createdAt: account.createdAt,
  };
}

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
