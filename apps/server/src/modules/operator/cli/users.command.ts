import { DEFAULT_LOCALE, isLocale, LOCALES, zEmail } from '@portal/shared';
import type { Services } from '../../../services.ts';
import { CLI_ACTOR, parseOptions, runCommand, UsageError, validated } from './command-kit.ts';

export const USERS_USAGE = `  users create <email> [--lang <ko|en|zh-CN|zh-TW>]
                                       Make an operator account (the first one, or any);
                                       prints a one-time set-up token (and its link
                                       with PUBLIC_ORIGIN, which is also emailed to
                                       them, in --lang, Korean by default) to set a
                                       password and enrol two-factor sign-in; valid 72
                                       hours.
  users list                           List operator accounts and their state.
  users disable <email>                Disable an operator account; its sessions end.`;

/** `users create|list|disable`: operator accounts (docs/product.md §4.14). */
export function usersCommand(
  { services }: { services: Services },
  args: string[],
  usage: () => number,
): Promise<number> {
  return runCommand(async () => {
    const accounts = services.operatorAccounts;
    const { positionals, values } = parseOptions(args, { lang: { type: 'string' } });
    const [action, email, ...rest] = positionals;
    if (action === 'list' && !email && values.lang === undefined) {
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
      const locale = values.lang ?? DEFAULT_LOCALE;
      if (!isLocale(locale)) throw new UsageError(`--lang is one of ${LOCALES.join(', ')}.`);
      const invited = await accounts.invite(address, by, { locale });
      console.log(invited.token);
      const { link } = invited;
      console.error(
        `Operator "${address}": ${link ? `set-up link ${link}` : 'give them the set-up token above'}. Single use; valid until ${invited.expiresAt.toISOString()}.`,
      );
      console.error(
        invited.emailed
          ? 'The link is also in the outbox, addressed to them; a running server sends it.'
          : 'No email was written: without PUBLIC_ORIGIN no email can carry a set-up link.',
      );
      return 0;
    }
    if (action === 'disable' && values.lang === undefined) {
      await accounts.disable(address, by);
      return 0;
    }
    throw new UsageError('');
  }, usage);
}
