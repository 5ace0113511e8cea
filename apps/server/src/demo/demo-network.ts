import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';
import { createSitesRepo } from '../modules/sites/sites.repo.ts';
import {
  demoNetwork,
  IMPORTED_BY,
  newDemoDataPlan,
  readDemoDataPlan,
  writeDemoDataPlan,
  type DemoDataPlan,
  type DemoDataSize,
} from './demo-data.ts';
import { insertDemoNotices } from './demo-notices.ts';
import { ensureDemoRoster } from './demo-roster.ts';

export const DEMO_DOMAINS = ['localhost', '127.0.0.1'];

export type DemoLogin = {
  role: 'manager' | 'member';
  email: string;
  password: string;
  nickname: string;
};

export const DEMO_MANAGER_EMAIL = 'manager@demo.example.com';

const MANAGER: Omit<DemoLogin, 'password'> = {
  role: 'manager',
  email: DEMO_MANAGER_EMAIL,
  nickname: '데모매니저',
};

/** The members of a demo without revenue data; with data, the network's members. */
const MEMBERS_WITHOUT_DATA: Omit<DemoLogin, 'password' | 'role'>[] = [
  { email: 'creator1@demo.example.com', nickname: '크리에이터1' },
  { email: 'creator2@demo.example.com', nickname: '크리에이터2' },
];

export type DemoNetwork = {
  siteId: number;
  /** The demo logins when known (earlier starts' come from the logins file). */
  logins: DemoLogin[] | undefined;
  /** The revenue data to import in the background; undefined with `DEMO_DATA=none`. */
  data: DemoDataPlan | undefined;
};

/**
 * Creates the demo network for `localhost` on first start: the site, its notices, a
 * manager and its members; with revenue data (`demoData` other than `none`) every
 * member of the generated network, with fee rates, channels and assignments from the
 * data's first day (demo-roster.ts), all in one transaction. Later starts add only what
 * never existed, so a restart changes nothing and a demo made before its data gets it.
 * Passwords are DEMO_PASSWORD when set, otherwise random per account; they are kept in
 * `${dataDir}/demo-logins.json` (readable by this user only) so later starts can print
 * them again.
 */
export async function ensureDemoNetwork(
  database: Database,
  options: {
    dataDir: string;
    demoPassword: string | undefined;
    demoData: DemoDataSize | 'none';
    /** A new demo's data ends the day before. */
    now?: Date;
  },
): Promise<DemoNetwork> {
  const loginsFile = path.join(options.dataDir, 'demo-logins.json');
  const sites = createSitesRepo(database.db);
  const existing = await sites.findByDomain(DEMO_DOMAINS[0]!);

  const data =
    options.demoData === 'none'
      ? undefined
      : await keptOrNewPlan(database, existing?.id, { ...options, demoData: options.demoData });
  const network = data && demoNetwork(data);
  const wanted = [
    MANAGER,
    ...(network?.members ?? MEMBERS_WITHOUT_DATA).map((member) => ({
      ...member,
      role: 'member' as const,
    })),
  ];
  // Accounts a demo user deleted stay deleted.
  const made = existing
    ? await database.db
        .select({ id: accounts.id, email: accounts.email, deletedAt: accounts.deletedAt })
        .from(accounts)
        .where(
          and(
            eq(accounts.siteId, existing.id),
            inArray(
              accounts.email,
              wanted.map((account) => account.email),
            ),
          ),
        )
    : [];
  const created: DemoLogin[] = wanted
    .filter((account) => !made.some((row) => row.email === account.email))
    .map((account) => ({ ...account, password: options.demoPassword ?? randomPassword() }));
  const hashes = await Promise.all(created.map((login) => hashPassword(login.password)));

  const siteId = await database.db.transaction(async (trx) => {
    const site =
      existing ??
      (await sites.insert(
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
      ));
    const accountIds = new Map(
      made.filter((row) => !row.deletedAt).map((row) => [row.email, row.id]),
    );
    const repo = createAccountsRepo(trx);
    for (const [index, login] of created.entries()) {
      const account = await repo.insert(
        {
          siteId: site.id,
          email: login.email,
          nickname: login.nickname,
          role: login.role,
          passwordHash: hashes[index]!,
        },
        trx,
      );
      accountIds.set(login.email, account!.id);
    }
    if (!existing) await insertDemoNotices(site.id, trx);
    const managerId = accountIds.get(MANAGER.email);
    if (network && managerId !== undefined) {
      await ensureDemoRoster(trx, { siteId: site.id, managerId, network, accountIds });
    }
    return site.id;
  });

  const known = existsSync(loginsFile)
    ? (JSON.parse(readFileSync(loginsFile, 'utf8')) as DemoLogin[])
    : undefined;
  if (created.length === 0) return { siteId, logins: known, data };
  const logins = [...(known ?? []), ...created];
  mkdirSync(options.dataDir, { recursive: true });
  writeFileSync(loginsFile, JSON.stringify(logins, null, 2), { mode: 0o600 });
  return { siteId, logins, data };
}

/**
 * The data plan kept from an earlier start, or a new one, kept before the site is made
 * so a start that fails half-way resumes the same plan. A demo whose plan file is gone
 * but which has imported demo data keeps what it has rather than mixing in a new window.
 */
async function keptOrNewPlan(
  database: Database,
  siteId: number | undefined,
  options: { dataDir: string; demoData: DemoDataSize; now?: Date },
): Promise<DemoDataPlan | undefined> {
  const kept = readDemoDataPlan(options.dataDir);
  if (kept) return kept;
  if (siteId !== undefined) {
    const { rowCount } = await database.pool.query(
      'select 1 from import_files where site_id = $1 and imported_by = $2 limit 1',
      [siteId, IMPORTED_BY],
    );
    if (rowCount) return undefined;
  }
  const plan = newDemoDataPlan(options.demoData, options.now ?? new Date());
  writeDemoDataPlan(options.dataDir, plan);
  return plan;
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
