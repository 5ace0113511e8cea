import { zEmail } from '@portal/shared';
import { setUpLinkFor } from '../operator-accounts.routes.ts';
import type { Config } from '../../../config.ts';
import type { Services } from '../../../services.ts';
import { CLI_ACTOR, runCommand, UsageError, validated } from './command-kit.ts';

export const USERS_USAGE = `  users create <email>                 Make an operator account (the first one, or any);
                                       prints a one-time set-up token (and its link
                                       with PUBLIC_ORIGIN) to set a password and enrol
                                       two-factor sign-in; valid 72 hours.
  users list                           List operator accounts and their state.
  users disable <email>                Disable an operator account; its sessions end.`;

/** `users create|list|disable`: operator accounts (docs/product.md §4.14). */
export function usersCommand(
  { config, services }: { config: Config; services: Services },
  [action, email, ...rest]: string[],
  usage: () => number,
): Promise<number> {
  return runCommand(async () => {
    const accounts = services.operatorAccounts;
    if (action === 'list' && !email) {
      for (const operator of await accounts.list())
        console.log(
          `${operator.email}\t${operator.state}\tinvited by ${operator.invitedBy ?? '-'}\t${operator.createdAt.toISOString()}`,
        );
      return 0;
    }
    if (!email || rest.length > 0) throw new UsageError('');
    const address = validated(zEmail, email);
    const by = { accountId: null, actor: CLI_ACTOR };
    if (action === 'create') {
      const invited = await accounts.invite(address, by);
      console.log(invited.token);
      const link = setUpLinkFor(config.publicOrigin, invited.token);
      console.error(
        `Operator "${address}": ${link ? `set-up link ${link}` : 'give them the set-up token above'}. Single use; valid until ${invited.expiresAt.toISOString()}.`,
      );
      return 0;
    }
    if (action === 'disable') {
      await accounts.disable(address, by);
      return 0;
    }
    throw new UsageError('');
  }, usage);
}
