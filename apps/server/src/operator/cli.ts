/**
 * Operator commands: `npm run operator -- <command> ...`.
 *   login-link <email> --site <domain>   one-time login link through /external/auth
 */
import { parseArgs } from 'node:util';
import { createServices } from '../app.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';

const USAGE = `Usage: npm run operator -- <command>

Commands:
  login-link <email> --site <domain>   Print a one-time login link (valid LOGIN_CODE_TTL_MINUTES minutes, 15 by default) for an account.`;

async function loginLink(config: Config, args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { site: { type: 'string' } },
  });
  const email = positionals[0]?.trim().toLowerCase();
  const domain = values.site?.trim().toLowerCase();
  if (!email || !domain) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    poolSize: 1,
    embeddedDataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  try {
    const services = createServices(database, config);
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
    const origin = ['localhost', '127.0.0.1'].includes(domain)
      ? `http://${domain}:${config.port}`
      : `https://${domain}`;
    console.log(`${origin}/external/auth?code=${code}`);
    console.error(`Single use; valid until ${expiresAt.toISOString()}.`);
    return 0;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
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
  switch (command) {
    case 'login-link':
      return loginLink(config, rest);
    default:
      console.error(USAGE);
      return 2;
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
