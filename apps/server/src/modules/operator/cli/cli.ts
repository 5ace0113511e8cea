/**
 * Operator commands: `npm run operator -- <command> ...`. They work on the database
 * directly (PostgreSQL, or the embedded one, taking turns with a running server).
 */
import { parseArgs } from 'node:util';
import { createServices, type Services } from '../../../services.ts';
import { ConfigError, loadConfig, type Config } from '../../../config.ts';
import { acrossSitesView, openDatabase, type Database } from '../../../db/client.ts';
import { createAccountsRepo } from '../../accounts/accounts.repo.ts';
import { AppError } from '../../../http/errors.ts';
import { loginLinkFor } from '../../sites/sites.service.ts';
import { CATALOGUE_USAGE, catalogueCommand } from './catalogue.command.ts';
import { CHANNELS_USAGE, channelsCommand } from './channels.command.ts';
import { DB_USAGE, dbCommand } from './db.command.ts';
import { secretsKeysOf } from '../../../lib/secrets.ts';
import { IMPORT_USAGE, importCommand } from './import.command.ts';
import { IMPORT_CONNECTIONS } from '../../revenue/revenue-import.ts';
import { MAIL_USAGE, mailCommand } from './mail.command.ts';
import { NOTICES_USAGE, noticesCommand } from './notices.command.ts';
import { SITES_USAGE, sitesCommand } from './sites.command.ts';
import { CLI_ACTOR } from './command-kit.ts';
import { USERS_USAGE, usersCommand } from './users.command.ts';
import { YOUTUBE_USAGE, youtubeCommand } from './youtube.command.ts';

const USAGE = `Usage: npm run operator -- <command>

Commands:
  login-link <email> --site <domain>   Print a one-time login link for an account
                                       (valid LOGIN_CODE_TTL_MINUTES, 15 by default).
  token create <name>                  Make an operator API token for /api/operator/*;
                                       it is shown once and works for
                                       OPERATOR_TOKEN_TTL_DAYS (90 by default).
  token list                           List operator tokens by name.
  token revoke <name>                  Revoke an operator token.
${USERS_USAGE}
${SITES_USAGE}
${NOTICES_USAGE}
${CHANNELS_USAGE}
${IMPORT_USAGE}
${CATALOGUE_USAGE}
${YOUTUBE_USAGE}
${MAIL_USAGE}
${DB_USAGE}`;

type Context = { config: Config; database: Database; services: Services };
type Command = (context: Context, args: string[]) => Promise<number>;

function usage(): number {
  console.error(USAGE);
  return 2;
}

const loginLink: Command = async ({ config, database, services }, args) => {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { site: { type: 'string' } },
  });
  const email = positionals[0]?.trim().toLowerCase();
  const domain = values.site?.trim().toLowerCase();
  if (!email || !domain) return usage();
  const site = await services.sites.resolve(domain).catch(() => undefined);
  if (!site) {
    console.error(`No site answers on the domain "${domain}".`);
    return 1;
  }
  const account = await createAccountsRepo(database.db).findByEmail(site.id, email);
  if (!account) {
    console.error(`No account "${email}" on ${domain}.`);
    return 1;
  }
  const { code, expiresAt } = await services.sessions.issueLoginCode(site.id, account.id);
  console.log(loginLinkFor(config, domain, code));
  console.error(`Single use; valid until ${expiresAt.toISOString()}.`);
  return 0;
};

/** A refusal of the service (a name taken, or no such name) as `undefined`; anything else throws. */
const refused = (error: unknown): undefined => {
  if (error instanceof AppError) return undefined;
  throw error;
};

const token: Command = async ({ services }, [action, name, ...rest]) => {
  const tokens = services.operatorTokens;
  if (action === 'list' && !name) {
    for (const entry of await tokens.list())
      console.log(
        `${entry.name}\t${entry.createdAt.toISOString()}\texpires ${entry.expiresAt.toISOString()}`,
      );
    return 0;
  }
  const cleanName = name?.trim();
  if (!cleanName || rest.length > 0 || !/^[\w.@-]{1,64}$/.test(cleanName)) return usage();
  if (action === 'create') {
    const created = await tokens.create(cleanName, CLI_ACTOR).catch(refused);
    if (!created) {
      console.error(
        `An operator token named "${cleanName}" exists; revoke it first or pick another name.`,
      );
      return 1;
    }
    console.log(created.token);
    console.error(
      `Operator token "${cleanName}": keep it secret; it is not shown again. It works until ${created.expiresAt.toISOString()} (OPERATOR_TOKEN_TTL_DAYS); then revoke it and make another.`,
    );
    return 0;
  }
  if (action === 'revoke') {
    if (await tokens.revoke(cleanName, CLI_ACTOR).then(() => true, refused)) return 0;
    console.error(`No operator token named "${cleanName}".`);
    return 1;
  }
  return usage();
};

const COMMANDS: Record<string, Command> = {
  'login-link': loginLink,
  token,
  users: (context, args) => usersCommand(context, args, usage),
  sites: (context, args) => sitesCommand(context, args, usage),
  notices: (context, args) => noticesCommand(context, args, usage),
  channels: (context, args) => channelsCommand(context, args, usage),
  import: (context, args) => importCommand(context, args, usage),
  youtube: (context, args) => youtubeCommand(context, args, usage),
  catalogue: (context, args) => catalogueCommand(context, args, usage),
  db: (context, args) => dbCommand(context, args, usage),
  mail: (context, args) => mailCommand(context, args, usage),
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) return usage();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const opened = await openDatabase({
    url: config.databaseUrl,
    // `import` reads files ahead of its merges, each on a connection of its own.
    poolSize: IMPORT_CONNECTIONS,
    embeddedDataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  // The operator works on every site (docs/decisions/021).
  const database = acrossSitesView(opened, 'operator command');
  try {
    return await command(
      {
        config,
        database,
        services: createServices(database, { ...config, secretsKeys: secretsKeysOf(config) }),
      },
      args,
    );
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
