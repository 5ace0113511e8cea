import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { accounts, passwordResets } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountsRepo } from '../accounts/accounts.repo.ts';
import type { AuditRepo } from '../audit/audit.repo.ts';
import type { MailService } from '../mail/mail.service.ts';
import { hashSecret, newSecret, type SessionsService } from '../sessions/sessions.service.ts';
import { lockUntilCommit } from '../../db/advisory-lock.ts';

/** How long a reset link works (issue 26). */
export const RESET_TTL_MINUTES = 30;
/** Links one account may be sent in RESET_WINDOW_MS; more asks get the same reply and no mail. */
export const RESETS_PER_ACCOUNT = 3;
const RESET_WINDOW_MS = 60 * 60_000;

/** The reset page of the web app; the token rides in its query. */
export const RESET_PAGE_PATH = '/reset-password';

/**
 * "Forgot your password?": a single-use link by email (256 random bits, only their
 * SHA-256 kept, RESET_TTL_MINUTES), then a new password that ends every session.
 */
export function createPasswordResets(deps: {
  db: Db;
  accounts: AccountsRepo;
  sessions: SessionsService;
  audit: AuditRepo;
  mail: MailService;
}) {
  return {
    /**
     * Sends a reset link when an account of the site uses the email; nothing otherwise,
     * and nothing past RESETS_PER_ACCOUNT links in the window. The caller answers the
     * same in every case.
     */
    async request(
      siteId: number,
      email: string,
      context: { locale: Locale; domain: string },
    ): Promise<void> {
      const account = await deps.accounts.findByEmail(siteId, email);
      if (!account) return;
      const { secret, hash } = newSecret();
      await deps.db.transaction(async (trx) => {
        // Asks for one account take turns (they are not awaited by the reply), so a burst
        // of them is counted right.
        await lockUntilCommit(trx, `password-reset:${siteId}:${account.id}`);
        const since = new Date(Date.now() - RESET_WINDOW_MS);
        const [recent] = await trx
          .select({ count: count() })
          .from(passwordResets)
          .where(
            and(
              eq(passwordResets.siteId, siteId),
              eq(passwordResets.accountId, account.id),
              gt(passwordResets.createdAt, since),
            ),
          );
        if ((recent?.count ?? 0) >= RESETS_PER_ACCOUNT) return;
        await trx.insert(passwordResets).values({
          siteId,
          tokenHash: hash,
          accountId: account.id,
          expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
        });
        await deps.mail.send(
          {
            siteId,
            accountId: account.id,
            kind: 'passwordReset',
            params: { minutes: String(RESET_TTL_MINUTES) },
            path: `${RESET_PAGE_PATH}?token=${secret}`,
            key: `password-reset:${hash}`,
            domain: context.domain,
            locale: context.locale,
          },
          trx,
        );
      });
    },

    /**
     * Sets the new password through a link that is known, unexpired and unused: the link
     * and every other link of the account stop working, every session of the account
     * ends, and a new session begins (its token is returned).
     */
    async reset(
      siteId: number,
      input: { token: string; password: string },
      client: {
        ip: string | undefined;
        /** The language the reset page is read in: the account's email comes in it after. */
        locale: Locale | undefined;
      },
    ): Promise<string> {
      const { ip } = client;
      const passwordHash = await hashPassword(input.password);
      const accountId = await deps.db.transaction(async (trx) => {
        // Marking it used is the check: of two uses at once only one finds it unused.
        const [used] = await trx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.siteId, siteId),
              eq(passwordResets.tokenHash, hashSecret(input.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, sql`now()`),
            ),
          )
          .returning({ accountId: passwordResets.accountId });
        if (!used) throw new AppError('reset_link_invalid');
        const [account] = await trx
          .select({ id: accounts.id })
          .from(accounts)
          .where(
            and(
              eq(accounts.siteId, siteId),
              eq(accounts.id, used.accountId),
              isNull(accounts.deletedAt),
            ),
          );
        if (!account) throw new AppError('reset_link_invalid');
        await deps.accounts.update(siteId, account.id, { passwordHash }, trx);
        await trx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.siteId, siteId),
              eq(passwordResets.accountId, account.id),
              isNull(passwordResets.usedAt),
            ),
          );
        await deps.sessions.revokeAll(siteId, account.id, trx);
        await deps.audit.record(
          siteId,
          {
            actor: { accountId: account.id, ip },
            action: 'account.password_reset',
            targetAccountId: account.id,
          },
          trx,
        );
        return account.id;
      });
      // Committed: the ended sessions stop working in every process at once.
      await deps.sessions.forgetAccount(siteId, accountId);
      if (client.locale) await deps.mail.rememberLocale(siteId, accountId, client.locale);
      return deps.sessions.open(siteId, accountId);
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
