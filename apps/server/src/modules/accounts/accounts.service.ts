import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import type { SessionAccount, SessionsService } from '../sessions/sessions.service.ts';
import type { Account, AccountsRepo } from './accounts.repo.ts';

export function createAccountsService(deps: {
  db: Db;
  accounts: AccountsRepo;
  sessions: SessionsService;
}) {
  async function requirePassword(account: Account, password: string): Promise<void> {
    if (!(await verifyPassword(account.passwordHash, password)))
      throw new AppError('wrong_password');
  }

  return {
    /** Sign-up of a member on a site. */
    async join(
      siteId: number,
      input: { email: string; password: string; nickname: string },
    ): Promise<Account> {
      const created = await deps.accounts.insert({
        siteId,
        email: input.email,
        nickname: input.nickname,
        passwordHash: await hashPassword(input.password),
        role: 'member',
      });
      if (!created) throw new AppError('email_taken');
      return created;
    },

    /** Wrong password and unknown email answer alike, in about the same time. */
    async login(siteId: number, email: string, password: string): Promise<string> {
      const account = await deps.accounts.findByEmail(siteId, email);
      const valid = account
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!account || !valid) throw new AppError('invalid_credentials');
      return deps.sessions.open(siteId, account.id);
    },

    /**
     * Changes nickname and/or password, confirmed by the current password. A new
     * password signs out the account's other sessions; both changes land together.
     */
    async update(
      session: SessionAccount,
      input: { password: string; newPassword: string | undefined; nickname: string | undefined },
    ): Promise<'passwordChanged' | 'accountUpdated'> {
      const { account } = session;
      await requirePassword(account, input.password);
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
        if (passwordHash)
          await deps.sessions.revokeOthers(account.siteId, account.id, session.tokenHash, trx);
      });
      return passwordHash && !input.nickname ? 'passwordChanged' : 'accountUpdated';
    },

    async remove(session: SessionAccount, password: string): Promise<void> {
      await requirePassword(session.account, password);
      await deps.accounts.delete(session.account.siteId, session.account.id);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
