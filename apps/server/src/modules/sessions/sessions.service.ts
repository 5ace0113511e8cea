import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { accounts } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionsRepo } from './sessions.repo.ts';

export type Account = typeof accounts.$inferSelect;
export type SessionAccount = { account: Account; tokenHash: string; token: string };

const DAY_MS = 86_400_000;

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function createSessionsService(deps: {
  sessions: SessionsRepo;
  sessionTtlDays: number;
  loginCodeTtlMinutes: number;
}) {
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
      const account = await deps.sessions.findLiveAccount(siteId, tokenHash);
      if (!account) throw new AppError('unauthorized');
      return { account, tokenHash, token };
    },

    revoke: (siteId: number, tokenHash: string) => deps.sessions.revoke(siteId, tokenHash),
    revokeOthers: (siteId: number, accountId: number, keepTokenHash: string, trx?: Executor) =>
      deps.sessions.revokeAllOf(siteId, accountId, keepTokenHash, trx),
    revokeAll: (siteId: number, accountId: number, trx?: Executor) =>
      deps.sessions.revokeAllOf(siteId, accountId, undefined, trx),

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

    /** Exchanges a login code for a new session token; a code works once. */
    async exchangeLoginCode(siteId: number, code: string, trx?: Executor): Promise<string> {
      const accountId = await deps.sessions.consumeLoginCode(siteId, hashSecret(code), trx);
      if (accountId === undefined) throw new AppError('invalid_login_code');
      return this.open(siteId, accountId, trx);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
