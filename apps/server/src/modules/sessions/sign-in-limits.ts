import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { lockUntilCommit } from '../../db/advisory-lock.ts';

/** How long a failed password check counts. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures per account (known or not) in the window before its password checks stop. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/**
 * Failures from one address in the window before it stops: higher than an account's, as
 * an office or a phone network puts many people behind one address.
 */
export const ADDRESS_FAILURE_LIMIT = 30;

/**
 * Who a password check is about: the account (by email, as typed; none for a sign-up,
 * whose failures must not lock someone else's account) and the client address.
 */
export type Attempt = { siteId: number; email?: string; ip: string | undefined };

function subjectsOf(attempt: Attempt): string[] {
  return [
    attempt.email === undefined ? undefined : accountSubject(attempt.email),
    attempt.ip ? `address:${attempt.ip}` : undefined,
  ].filter((subject) => subject !== undefined);
}

const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;

/** A password check counted as failed until `release` takes it back. */
export type Claim = { attempt: Attempt; ids: number[] };

/**
 * Failed password checks per account and per address (sign-in, sign-up, and the
 * password a sensitive change asks for), kept in the database so every server process
 * counts the same. An unknown email counts like a known one, so a lockout tells nothing
 * about which accounts exist.
 */
export function createSignInLimits(db: Executor, now: () => Date = () => new Date()) {
  /** Refuses with 429 and the time to wait when the account or the address is past its limit. */
  async function refusePastLimit(trx: Executor, siteId: number, subjects: string[]) {
    const since = new Date(now().getTime() - FAILURE_WINDOW_MS);
    const rows = await trx
      .select({
        subject: signInFailures.subject,
        failures: count(),
        oldest: min(signInFailures.failedAt),
      })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.siteId, siteId),
          inArray(signInFailures.subject, subjects),
          gt(signInFailures.failedAt, since),
        ),
      )
      .groupBy(signInFailures.subject);
    let waitMs = 0;
    for (const row of rows) {
      const limit = row.subject.startsWith('account:')
        ? ACCOUNT_FAILURE_LIMIT
        : ADDRESS_FAILURE_LIMIT;
      if (row.failures < limit || !row.oldest) continue;
      // Each failure stops counting at the end of the window; the oldest one goes first.
      const oldest = new Date(row.oldest).getTime();
      waitMs = Math.max(waitMs, oldest + FAILURE_WINDOW_MS - now().getTime());
    }
    if (waitMs > 0) throw new AppError('too_many_attempts', undefined, Math.ceil(waitMs / 1000));
  }

  return {
    /**
     * Counts a password check as failed before the password is tried, or refuses it with
     * 429 and the time to wait when the account or the address is past its limit. Counting
     * and recording happen under a lock per subject, in one transaction: checks running in
     * parallel (in any server process) take turns, so a burst of guesses gets no more
     * than the limit. A right password takes the failure back (`release`).
     */
    async claim(attempt: Attempt): Promise<Claim> {
      const subjects = subjectsOf(attempt);
      if (subjects.length === 0) return { attempt, ids: [] };
      return db.transaction(async (trx) => {
        // Always in the same order, so two checks sharing both subjects cannot deadlock.
        for (const subject of [...subjects].sort())
          await lockUntilCommit(trx, `sign-in:${attempt.siteId}:${subject}`);
        await refusePastLimit(trx, attempt.siteId, subjects);
        const at = now();
        const recorded = await trx
          .insert(signInFailures)
          .values(subjects.map((subject) => ({ siteId: attempt.siteId, subject, failedAt: at })))
          .returning({ id: signInFailures.id });
        await trx
          .delete(signInFailures)
          .where(
            and(
              eq(signInFailures.siteId, attempt.siteId),
              inArray(signInFailures.subject, subjects),
              lt(signInFailures.failedAt, new Date(at.getTime() - FAILURE_WINDOW_MS)),
            ),
          );
        return { attempt, ids: recorded.map((row) => row.id) };
      });
    },

    /** The password was right (or the check never came to it): the claim's failure is taken back. */
    async release(claim: Claim): Promise<void> {
      if (claim.ids.length === 0) return;
      await db
        .delete(signInFailures)
        .where(
          and(
            eq(signInFailures.siteId, claim.attempt.siteId),
            inArray(signInFailures.id, claim.ids),
          ),
        );
    },

    /** A right password at sign-in clears the account's failures (the address keeps its count). */
    async succeed(attempt: Attempt): Promise<void> {
      if (attempt.email === undefined) return;
      await db
        .delete(signInFailures)
        .where(
          and(
            eq(signInFailures.siteId, attempt.siteId),
            eq(signInFailures.subject, accountSubject(attempt.email)),
          ),
        );
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
