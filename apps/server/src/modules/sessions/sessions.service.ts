import { hash, randomBytes } from 'node:crypto';
import { DEFAULT_SESSION_IDLE_HOURS } from '../../config.ts';
import { processLocalSignals, type CacheSignals } from '../../db/cache-signals.ts';
import type { Executor } from '../../db/client.ts';
import type { accounts } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { SessionsRepo } from './sessions.repo.ts';

export type Account = typeof accounts.$inferSelect;
export type SessionAccount = { account: Account; tokenHash: string; token: string };

const DAY_MS = 86_400_000;
/**
 * How long a process trusts a session it looked up (docs/decisions/018). Ending sessions
 * here (logout, password change, deletion) forgets them at once; ended by another
 * process, a session still works here for at most this long.
 */
export const SESSION_CACHE_MS = 2_000;

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

/** SHA-256 in hex; the one-shot form, as every request with a session hashes its token. */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

export function createSessionsService(deps: {
  sessions: SessionsRepo;
  sessionTtlDays: number;
  /** A session unused this long ends, however far its expiry (SESSION_IDLE_HOURS). */
  sessionIdleHours?: number;
  loginCodeTtlMinutes: number;
  signals?: CacheSignals;
}) {
  const idleMs = (deps.sessionIdleHours ?? DEFAULT_SESSION_IDLE_HOURS) * 3_600_000;
  const signals = deps.signals ?? processLocalSignals;
  // Keyed by site and token hash; only live sessions are kept (a wrong token always asks).
  const cache = createTtlCache<string, Account | undefined>({
    ttlMs: SESSION_CACHE_MS,
    maxEntries: 10_000,
  });
  /** A session (by token hash), every session of an account, or everything. */
  type Forgotten = { siteId: number } & ({ tokenHash: string } | { accountId: number });
  /** Here and in the other processes; with `trx`, the others once it commits. */
  const forget = signals.shared<Forgotten>('sessions', (scope) =>
    cache.forget(
      (key, account) =>
        !scope ||
        ('tokenHash' in scope
          ? key === `${scope.siteId}:${scope.tokenHash}`
          : account?.siteId === scope.siteId && account.id === scope.accountId),
    ),
  );
  /** Forgets every session of the account: it ended, or the account changed. */
  const forgetAccount = (siteId: number, accountId: number) => forget({ siteId, accountId });

  return {
    async open(siteId: number, accountId: number, trx?: Executor): Promise<string> {
      const { secret, hash } = newSecret();
      const expiresAt = new Date(Date.now() + deps.sessionTtlDays * DAY_MS);
      await deps.sessions.insert({ siteId, tokenHash: hash, accountId, expiresAt }, trx);
      return secret;
    },

    /** The session behind a bearer token on this site, or 401. */
    async authenticate(siteId: number, token: string | undefined): Promise<SessionAccount> {
      // Tokens we issue are 43 characters; anything far off is not worth hashing.
      if (!token || token.length > 128) throw new AppError('unauthorized');
      const tokenHash = hashSecret(token);
      const account = await cache.get(
        `${siteId}:${tokenHash}`,
        () => deps.sessions.findLiveAccount(siteId, tokenHash, idleMs),
        Boolean,
      );
      if (!account) throw new AppError('unauthorized');
      return { account, tokenHash, token };
    },

    async revoke(siteId: number, tokenHash: string): Promise<void> {
      await deps.sessions.revoke(siteId, tokenHash);
      await forget({ siteId, tokenHash });
    },
    /**
     * Ends the account's other sessions. Inside a transaction, call forgetAccount again
     * once it commits: a lookup in between still reads the sessions as live.
     */
    async revokeOthers(siteId: number, accountId: number, keepTokenHash: string, trx?: Executor) {
      await deps.sessions.revokeAllOf(siteId, accountId, keepTokenHash, trx);
      await forget({ siteId, accountId }, trx);
    },
    /** Ends every session of the account; in a transaction, as revokeOthers. */
    async revokeAll(siteId: number, accountId: number, trx?: Executor) {
      await deps.sessions.revokeAllOf(siteId, accountId, undefined, trx);
      await forget({ siteId, accountId }, trx);
    },
    /** After a change to an account commits: its sessions are looked up afresh. */
    forgetAccount,

    /** A single-use code for `/external/auth?code=`, valid for a few minutes. */
    async issueLoginCode(
      siteId: number,
      accountId: number,
    ): Promise<{ code: string; expiresAt: Date }> {
      const { secret, hash } = newSecret();
      const expiresAt = new Date(Date.now() + deps.loginCodeTtlMinutes * 60_000);
      await deps.sessions.insertLoginCode({ siteId, codeHash: hash, accountId, expiresAt });
      return { code: secret, expiresAt };
    },

    /** Exchanges a login code for a new session token of its account; a code works once. */
    async exchangeLoginCode(
      siteId: number,
      code: string,
      trx?: Executor,
    ): Promise<{ token: string; accountId: number }> {
      const accountId = await deps.sessions.consumeLoginCode(siteId, hashSecret(code), trx);
      if (accountId === undefined) throw new AppError('invalid_login_code');
      return { token: await this.open(siteId, accountId, trx), accountId };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
