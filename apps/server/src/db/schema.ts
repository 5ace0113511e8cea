import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Every tenant table carries `site_id` first in its primary key and unique
 * constraints, so the schema can be distributed by site (design §2).
 */

export const sites = pgTable('sites', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  designId: text('design_id').notNull().default('mcn-1'),
  colorPrimary: text('color_primary').notNull(),
  colorPrimaryDim: text('color_primary_dim').notNull(),
  logoFavicon: text('logo_favicon'),
  logoMeta: text('logo_meta'),
  exclusiveLogo: text('exclusive_logo'),
  isPlaylist: boolean('is_playlist').notNull().default(false),
  currency: text('currency').notNull().default('KRW'),
  defaultLanguage: text('default_language').notNull().default('ko'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A site answers on one or more domains, stored without a leading `www.`. */
export const siteDomains = pgTable(
  'site_domains',
  {
    domain: text('domain').primaryKey(),
    siteId: bigint('site_id', { mode: 'number' })
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [index('site_domains_site_idx').on(t.siteId)],
);

export const accounts = pgTable(
  'accounts',
  {
    siteId: bigint('site_id', { mode: 'number' })
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** `manager` accounts have permission_flag = 1. */
    role: text('role', { enum: ['member', 'manager'] })
      .notNull()
      .default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    unique('accounts_site_email_key').on(t.siteId, t.email),
  ],
);

/** Sessions keep only the SHA-256 of the token, so a database leak leaks no live token. */
export const sessions = pgTable(
  'sessions',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.tokenHash] }),
    foreignKey({
      columns: [t.siteId, t.accountId],
      foreignColumns: [accounts.siteId, accounts.id],
    }).onDelete('cascade'),
    index('sessions_account_idx').on(t.siteId, t.accountId),
  ],
);

/** Single-use, short-lived codes behind `/external/auth?code=` links. */
export const loginCodes = pgTable(
  'login_codes',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    codeHash: text('code_hash').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.codeHash] }),
    foreignKey({
      columns: [t.siteId, t.accountId],
      foreignColumns: [accounts.siteId, accounts.id],
    }).onDelete('cascade'),
  ],
);

export const nowSql = sql`now()`;
