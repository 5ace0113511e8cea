import type { Locale } from '@portal/shared';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import type { Actor, AuditRepo } from '../audit/audit.repo.ts';
import type { SignInLimits } from '../sessions/sign-in-limits.ts';
import type { SessionAccount, SessionsService } from '../sessions/sessions.service.ts';
import type { Forfeits } from '../earnings/forfeits.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { Account, AccountsRepo } from './accounts.repo.ts';
import { lockUntilCommit } from '../../db/advisory-lock.ts';

/**
 * How often at most the owner of an address hears that someone tried to sign up with it:
 * one message in any such window, however often it is tried, so that repeated sign-ups
 * cannot flood their inbox.
 */
export const SIGN_UP_NOTICE_WINDOW_MS = 24 * 60 * 60_000;

/** The web app's page that asks for a password reset link. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

/**
 * The outbox key of a sign-up notice: the window-long period it was written in. The
 * outbox keeps one message per key, and a look-up by key is an index look-up.
 */
export function signUpNoticeKey(accountId: number, at: number): string {
  return `sign-up-attempt:${accountId}:${Math.floor(at / SIGN_UP_NOTICE_WINDOW_MS)}`;
}

/** What a sign-up came to; the reply is the same for both (docs/security.md). */
export type JoinOutcome = { kind: 'joined'; account: Account } | { kind: 'emailTaken' };

/** The account's own password must confirm a sensitive change; a wrong one is a 403. */
export async function confirmPassword(account: Account, password: string): Promise<void> {
  if (!(await verifyPassword(account.passwordHash, password))) throw new AppError('wrong_password');
}

export function createAccountsService(deps: {
  db: Db;
  accounts: AccountsRepo;
  sessions: SessionsService;
  audit: AuditRepo;
  limits: SignInLimits;
  /** Ends the channel assignments of an account being deleted (channels stay with the site). */
  channels: {
    releaseChannelsOf(account: Account, deletedBy: Account, trx: Executor): Promise<void>;
  };
  /** The books: a deleted account's balance is forfeited (docs/product.md §7.12). */
  forfeits: Pick<Forfeits, 'accountDeleted'>;
  /**
   * Remembers the language a member signs in with: their email comes in it (issue 26);
   * writes the notice to the owner of an address someone signs up with.
   */
  mail: Pick<MailService, 'rememberLocale' | 'send' | 'writtenSince'>;
}) {
  return {
    /**
     * Sign-up of a member on a site. A taken email changes nothing and is no error: the
     * caller answers as for a new account and has its owner told (`noticeSignUpAttempt`),
     * so sign-up does not tell which emails have accounts. Its password is hashed all the
     * same, so it takes as long. It counts as a failure of the address (not of the
     * account: nobody may lock someone else out by signing up as them).
     */
    async join(
      siteId: number,
      input: { email: string; password: string; nickname: string },
      ip: string | undefined,
    ): Promise<JoinOutcome> {
      const claim = await deps.limits.claim({ siteId, ip });
      const created = await deps.accounts.insert({
        siteId,
        email: input.email,
        nickname: input.nickname,
        passwordHash: await hashPassword(input.password),
        role: 'member',
      });
      if (!created) return { kind: 'emailTaken' };
      await deps.limits.release(claim);
      return { kind: 'joined', account: created };
    },

    /**
     * Tells the owner of the account with `email` that someone tried to sign up with it,
     * with links to sign in and to reset the password: at most one message per account
     * in SIGN_UP_NOTICE_WINDOW_MS, so repeated sign-ups do not flood their inbox. A
     * security notice, sent whatever kinds the member turned off, in the member's
     * language, else the request's. Whether a message was written.
     */
    async noticeSignUpAttempt(
      siteId: number,
      email: string,
      context: { locale: Locale | undefined; domain: string },
    ): Promise<boolean> {
      const account = await deps.accounts.findByEmail(siteId, email);
      if (!account) return false;
      return deps.db.transaction(async (trx) => {
        // Attempts for one account take turns (the reply does not wait for them), so a
        // burst of them writes one message.
        await lockUntilCommit(trx, `sign-up-attempt:${siteId}:${account.id}`);
        const now = Date.now();
        // This period holds one message by its key; one of the period before counts
        // while it is younger than a window.
        const windowStart = now - SIGN_UP_NOTICE_WINDOW_MS;
        const previous = signUpNoticeKey(account.id, windowStart);
        if (await deps.mail.writtenSince(siteId, previous, new Date(windowStart), trx))
          return false;
        return deps.mail.send(
          {
            siteId,
            accountId: account.id,
            kind: 'signUpAttempt',
            params: (_locale, pageLink) => ({ resetLink: pageLink(FORGOT_PASSWORD_PATH) }),
            path: '/login',
            key: signUpNoticeKey(account.id, now),
            domain: context.domain,
            fallbackLocale: context.locale,
          },
          trx,
        );
      });
    },

    /**
     * Wrong password and unknown email answer alike, in about the same time, and count
     * alike towards the account's and the address's limits. A new session each time; the
     * one the caller presented, if any, ends (rotation at login).
     */
    async login(
      siteId: number,
      input: { email: string; password: string },
      client: {
        ip: string | undefined;
        previousTokenHash: string | undefined;
        /** The language the member reads the site in (the request's). */
        locale?: Locale;
      },
    ): Promise<string> {
      const attempt = { siteId, email: input.email, ip: client.ip };
      // Counted as a failure before the password is tried, so parallel guesses take turns.
      let claim;
      try {
        claim = await deps.limits.claim(attempt);
      } catch (error) {
        await deps.audit.record(siteId, {
          actor: { ip: client.ip },
          action: 'session.locked_out',
          detail: { email: input.email },
        });
        throw error;
      }
      const account = await deps.accounts.findByEmail(siteId, input.email);
      const valid = account
        ? await verifyPassword(account.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!account || !valid) {
        await deps.audit.record(siteId, {
          actor: { ip: client.ip },
          action: 'session.login_failed',
          ...(account ? { targetAccountId: account.id } : {}),
          detail: { email: input.email },
        });
        throw new AppError('invalid_credentials');
      }
      await deps.limits.release(claim);
      await deps.limits.succeed(attempt);
      if (client.previousTokenHash) await deps.sessions.revoke(siteId, client.previousTokenHash);
      await deps.audit.record(siteId, {
        actor: { accountId: account.id, ip: client.ip },
        action: 'session.login',
        targetAccountId: account.id,
      });
      if (client.locale) await deps.mail.rememberLocale(siteId, account.id, client.locale);
      return deps.sessions.open(siteId, account.id);
    },

    /**
     * Signs in with a one-time login link's code (`/external/auth`); like a password
     * sign-in, it records the language the member reads the site in.
     */
    async signInWithCode(
      siteId: number,
      code: string,
      client: { locale: Locale | undefined },
    ): Promise<string> {
      const { token, accountId } = await deps.sessions.exchangeLoginCode(siteId, code);
      if (client.locale) await deps.mail.rememberLocale(siteId, accountId, client.locale);
      return token;
    },

    /**
     * Changes nickname and/or password, confirmed by the current password. A new
     * password signs out the account's other sessions; both changes land together.
     */
    async update(
      session: SessionAccount,
      actor: Actor,
      input: { password: string; newPassword: string | undefined; nickname: string | undefined },
    ): Promise<'passwordChanged' | 'accountUpdated'> {
      const { account } = session;
      await confirmPassword(account, input.password);
      const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
      await deps.db.transaction(async (trx) => {
        await deps.accounts.update(
          account.siteId,
          account.id,
          {
            ...(input.nickname ? { nickname: input.nickname } : {}),
            ...(passwordHash ? { passwordHash } : {}),
          },
          trx,
        );
        if (passwordHash) {
          await deps.sessions.revokeOthers(account.siteId, account.id, session.tokenHash, trx);
          await deps.audit.record(
            account.siteId,
            { actor, action: 'account.password_changed', targetAccountId: account.id },
            trx,
          );
        }
      });
      // Committed: the other sessions end in every server process at once, the nickname
      // shows in the next reply.
      await deps.sessions.forgetAccount(account.siteId, account.id);
      return passwordHash && !input.nickname ? 'passwordChanged' : 'accountUpdated';
    },

    /** Deletes the caller's own account: it stops working at once, its earnings keep its name. */
    async remove(session: SessionAccount, actor: Actor, password: string): Promise<void> {
      const { account } = session;
      await confirmPassword(account, password);
      await deps.db.transaction(async (trx) => {
        await deps.accounts.softDelete(account.siteId, account.id, trx);
        await deps.sessions.revokeAll(account.siteId, account.id, trx);
        await deps.channels.releaseChannelsOf(account, account, trx);
        await deps.forfeits.accountDeleted(account.siteId, account.id, actor, trx);
        await deps.audit.record(
          account.siteId,
          { actor, action: 'account.deleted', targetAccountId: account.id },
          trx,
        );
      });
      await deps.sessions.forgetAccount(account.siteId, account.id);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
