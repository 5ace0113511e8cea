import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';
import { createSitesRepo } from '../modules/sites/sites.repo.ts';
import { insertDemoNotices } from './demo-notices.ts';

export const DEMO_DOMAINS = ['localhost', '127.0.0.1'];

export type DemoLogin = {
  role: 'manager' | 'member';
  email: string;
  password: string;
  nickname: string;
};

const DEMO_ACCOUNTS: Omit<DemoLogin, 'password'>[] = [
  { role: 'manager', email: 'manager@demo.example.com', nickname: '데모매니저' },
  { role: 'member', email: 'creator1@demo.example.com', nickname: '크리에이터1' },
  { role: 'member', email: 'creator2@demo.example.com', nickname: '크리에이터2' },
];

/**
 * Creates the demo network for `localhost` on first start. Passwords are
 * DEMO_PASSWORD when set, otherwise random per installation; they are kept in
 * `${dataDir}/demo-logins.json` (readable by this user only) so later starts can
 * print them again. Returns the logins when known.
 */
export async function ensureDemoNetwork(
  database: Database,
  options: { dataDir: string; demoPassword: string | undefined },
): Promise<DemoLogin[] | undefined> {
  const loginsFile = path.join(options.dataDir, 'demo-logins.json');
  const sites = createSitesRepo(database.db);
  if (await sites.findByDomain(DEMO_DOMAINS[0]!)) {
    return existsSync(loginsFile)
      ? (JSON.parse(readFileSync(loginsFile, 'utf8')) as DemoLogin[])
      : undefined;
  }

  const logins: DemoLogin[] = DEMO_ACCOUNTS.map((account) => ({
    ...account,
    password: options.demoPassword ?? randomPassword(),
  }));
  const hashes = await Promise.all(logins.map((login) => hashPassword(login.password)));

  await database.db.transaction(async (trx) => {
    const site = await sites.insert(
      {
        name: 'Demo Network',
        designId: 'mcn-1',
        colorPrimary: '6d28d9',
        colorPrimaryDim: 'ede9fe',
        isPlaylist: false,
        currency: 'KRW',
        defaultLanguage: 'ko',
      },
      DEMO_DOMAINS,
      trx,
    );
    const accounts = createAccountsRepo(trx);
    for (const [index, login] of logins.entries()) {
      await accounts.insert(
        {
          siteId: site.id,
          email: login.email,
          nickname: login.nickname,
          role: login.role,
          passwordHash: hashes[index]!,
        },
        trx,
      );
    }
    await insertDemoNotices(site.id, trx);
  });

  mkdirSync(options.dataDir, { recursive: true });
  writeFileSync(loginsFile, JSON.stringify(logins, null, 2), { mode: 0o600 });
  return logins;
}

export function formatDemoLogins(logins: DemoLogin[] | undefined): string {
  if (!logins) return 'Demo network: present (its logins were printed when it was first created).';
  const lines = logins.map((l) => `  ${l.role.padEnd(8)} ${l.email.padEnd(28)} ${l.password}`);
  return ['Demo logins (demo only; set DEMO=off in a real deployment):', ...lines].join('\n');
}

/** 12 letters and digits without look-alikes (0/O, 1/l/I), easy to copy from a terminal. */
function randomPassword(): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}
