import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  inet,
  numeric,
  integer,
  smallint,
  jsonb,
  date,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '@portal/shared';

/** Raw bytes (node-postgres hands `bytea` back as a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every tenant table carries `site_id` first in its primary key and unique
 * constraints, so the schema can be distributed by site (docs/product.md §13.2).
 */

export const sites = pgTable('sites', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  designId: text('design_id').notNull().default('mcn-1'),
  colorPrimary: text('color_primary').notNull(),
  colorPrimaryDim: text('color_primary_dim').notNull(),
  /** Image addresses (`/api/site/image/<sha256>.<ext>`), null until uploaded. */
  logoFavicon: text('logo_favicon'),
  /** The logo the app shows in its header; `logo_meta` is the link-preview image. */
  logo: text('logo'),
  logoMeta: text('logo_meta'),
  exclusiveLogo: text('exclusive_logo'),
  isPlaylist: boolean('is_playlist').notNull().default(false),
  currency: text('currency').notNull().default('KRW'),
  defaultLanguage: text('default_language').notNull().default('ko'),
  /**
   * The IANA time zone the site's mornings are in (the weekly digest's Monday); unset,
   * Asia/Seoul on a won site and UTC on others (site-defaults.ts siteTimeZone).
   */
  timeZone: text('time_zone'),
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
    /**
     * Deleted accounts stay, so their past earnings keep a name in reports ("deleted
     * member"); they cannot log in and their email is free to register again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('accounts_site_email_live_key')
      .on(t.siteId, t.email)
      .where(sql`deleted_at is null`),
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
    /** When the session was last used (to the minute): idle past SESSION_IDLE_HOURS, it ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
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

/**
 * A member's revenue share (the network's cut, in basis points), effective-dated and
 * append-only: a change applies from `effective_from` and never rewrites the past
 * (docs/product.md §6.5). On a day with several changes the latest recorded wins.
 */
export const feeRates = pgTable(
  'fee_rates',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    feeRateBp: integer('fee_rate_bp').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    changedBy: bigint('changed_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({
      columns: [t.siteId, t.accountId],
      foreignColumns: [accounts.siteId, accounts.id],
    }).onDelete('cascade'),
    index('fee_rates_account_idx').on(t.siteId, t.accountId, t.effectiveFrom),
    check('fee_rates_range', sql`${t.feeRateBp} between 0 and 10000`),
  ],
);

/**
 * Who did what to whom, when and from where: member and account changes, sign-ins and
 * their failures and lockouts, and every call operators make (imports among them).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    actorAccountId: bigint('actor_account_id', { mode: 'number' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** The operator token's name, for what operators do (`actor_account_id` is then null). */
    actorOperator: text('actor_operator'),
    targetAccountId: bigint('target_account_id', { mode: 'number' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('audit_log_target_idx').on(t.siteId, t.targetAccountId),
    // The operators' log of every site, a time range newest first (audit.repo.ts).
    index('audit_log_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Failed password checks (sign-in, and the password a sensitive change asks for), per
 * account (`subject` = `account:<email>`, whether or not that account exists, so a lockout
 * tells nothing) and per client address (`address:<ip>`): past the limit in the window,
 * the next attempt is refused with 429 and the time to wait (sign-in-limits.ts).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('sign_in_failures_subject_idx').on(t.siteId, t.subject, t.failedAt),
  ],
);

/**
 * Platform operators' API tokens (not a tenant table): made and revoked with
 * `npm run operator -- token ...` (revoking deletes the row), sent as a Bearer token
 * to /api/operator/*. Only the SHA-256 of a token is stored.
 */
export const operatorTokens = pgTable('operator_tokens', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Past it the token is refused; tokens made before expiry existed got 90 days from then. */
  expiresAt: timestamp('expires_at', { withTimezone: true })
    .notNull()
    .default(sql`now() + interval '90 days'`),
});

/**
 * Platform operators' own accounts (not a tenant table, like `operator_tokens`): an email
 * and password with a TOTP second factor, separate from every site's accounts
 * (docs/product.md §5.6, docs/decisions/027-operator-accounts.md).
 */
export const operatorAccounts = pgTable('operator_accounts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Lower case, as typed at the invitation. */
  email: text('email').notNull().unique(),
  /** argon2id; null until the invitee sets a password through their set-up link. */
  passwordHash: text('password_hash'),
  /**
   * The TOTP secret, sealed with SECRETS_KEY (context `operator-totp:<id>`); made at the
   * first sign-in, kept once a code confirms it (`totp_enrolled_at`).
   */
  totpSecret: text('totp_secret'),
  totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
  /** The time step of the last code accepted: a code of it or earlier is refused. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /**
   * The operator who invited this one; null for the first (made on the command line). No
   * foreign key: a database copy loads a table's rows in any order (db/transfer.ts).
   */
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A disabled operator cannot sign in, and their sessions end. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** One-time recovery codes of an operator, by SHA-256; each works once (`used_at`). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => operatorAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.codeHash] })],
);

/**
 * Operators' sessions: a token the console keeps, stored as its SHA-256; it ends at
 * `expires_at` (OPERATOR_SESSION_HOURS) or once unused for OPERATOR_SESSION_IDLE_MINUTES.
 */
export const operatorSessions = pgTable('operator_sessions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => operatorAccounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * The single-use tokens between an operator's steps of signing in, by SHA-256: `setup`
 * (an invitation's link: set a password), `enrol` (confirm a new authenticator with a
 * code) and `code` (the second factor after the password).
 */
export const operatorSignInTokens = pgTable(
  'operator_sign_in_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => operatorAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['setup', 'enrol', 'code'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('operator_sign_in_tokens_purpose', sql`${t.purpose} in ('setup', 'enrol', 'code')`),
  ],
);

/**
 * Notices are operator content, not tenant rows: a notice is for one site (`site_id`)
 * or for every site (`site_id` null), so it is keyed by its own id and would be a
 * Citus reference table (docs/decisions/008-notices.md). `created_by` names the
 * operator token that wrote it.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: bigint('site_id', { mode: 'number' }).references(() => sites.id, {
      onDelete: 'cascade',
    }),
    pinned: boolean('pinned').notNull().default(false),
    /** Hidden from members until then. */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_site_publish_idx').on(t.siteId, t.publishAt)],
);

/** A notice's title and Markdown body in one language, stored as written. */
export const noticeTexts = pgTable(
  'notice_texts',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['ko', 'en', 'zh-CN', 'zh-TW'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.locale] }),
    check('notice_texts_locale', sql`${t.locale} in ('ko', 'en', 'zh-CN', 'zh-TW')`),
  ],
);

/** Which notices an account has opened (a tenant table: site first in its key). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.accountId, t.noticeId] }),
    foreignKey({
      columns: [t.siteId, t.accountId],
      foreignColumns: [accounts.siteId, accounts.id],
    }).onDelete('cascade'),
    index('notice_reads_notice_idx').on(t.noticeId),
  ],
);

/**
 * A YouTube channel registered on a site, stored by its `UC…` id (handles change).
 * `created_at` is the registration date. Review: status 0 pending, 1 on hold
 * (DeniedPending), 2 approved, 3 rejected (docs/product.md §5.10). Verification: the
 * owner puts `verification_code` in the channel description and a background job reads
 * it. Deleting a channel deletes its row and assignments at once (docs/product.md §5.12).
 */
export const channels = pgTable(
  'channels',
  {
    siteId: bigint('site_id', { mode: 'number' })
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    youtubeId: text('youtube_id').notNull(),
    title: text('title').notNull(),
    handle: text('handle'),
    thumbnailUrl: text('thumbnail_url'),
    category: text('category').notNull(),
    status: smallint('status').notNull().default(0),
    verification: text('verification', {
      enum: ['pending_verification', 'verifying', 'verified', 'needs_verification'],
    })
      .notNull()
      .default('pending_verification'),
    verificationCode: text('verification_code').notNull(),
    verificationFailure: text('verification_failure', {
      enum: ['code_not_found', 'youtube_unavailable', 'channel_gone'],
    }),
    verificationStartedAt: timestamp('verification_started_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    registeredBy: bigint('registered_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    reReviewRequestedAt: timestamp('re_review_requested_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('channels_site_youtube_key').on(t.siteId, t.youtubeId),
    uniqueIndex('channels_site_code_key').on(t.siteId, t.verificationCode),
    index('channels_site_status_idx').on(t.siteId, t.status),
    check('channels_status_range', sql`${t.status} between 0 and 3`),
    check(
      'channels_verification_state',
      sql`${t.verification} in ('pending_verification', 'verifying', 'verified', 'needs_verification')`,
    ),
  ],
);

/**
 * Which member a channel belongs to, and from when until when (effective-dated,
 * never rewritten): unassigning closes the period, so earnings follow the dates and
 * the channel can be assigned again. At most one open period per channel.
 */
export const channelAssignments = pgTable(
  'channel_assignments',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    channelId: bigint('channel_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    assignedFrom: timestamp('assigned_from', { withTimezone: true }).notNull().defaultNow(),
    assignedUntil: timestamp('assigned_until', { withTimezone: true }),
    assignedBy: bigint('assigned_by', { mode: 'number' }),
    unassignedBy: bigint('unassigned_by', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({
      columns: [t.siteId, t.channelId],
      foreignColumns: [channels.siteId, channels.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.siteId, t.accountId],
      foreignColumns: [accounts.siteId, accounts.id],
    }).onDelete('cascade'),
    uniqueIndex('channel_assignments_open_key')
      .on(t.siteId, t.channelId)
      .where(sql`assigned_until is null`),
    index('channel_assignments_account_idx').on(t.siteId, t.accountId),
  ],
);

// ---- Revenue data (issue 6, docs/product.md §6, §8.1) --------------------------------
// Figures are whole numbers: views, milliseconds, micro-dollars (USD × 1,000,000).

/** The Shorts of a site's channels, from the video list file. */
export const videos = pgTable(
  'videos',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    videoId: text('video_id').notNull(),
    /** The channel's `UC…` id (channels are matched by it on import). */
    channelId: text('channel_id').notNull(),
    title: text('title').notNull(),
    /** The title lowered, as a search compares it (reports/plans/report-sql.ts `ReportSql.withCtes`). */
    titleKey: text('title_key').generatedAlwaysAs(sql`lower(title)`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** The catalogue track the Short uses, normalised (12 characters), when known. */
    isrc: text('isrc'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.videoId] }),
    index('videos_channel_idx').on(t.siteId, t.channelId),
  ],
);

/**
 * Each Short's lowered title from each of its characters on, cut to
 * `video_title_suffix_length()` characters (in the C collation): a title contains a
 * search's text exactly when one of its suffixes starts with it, and "starts with" is a
 * range of this key that row-level security lets an index read (decision 029). Written by
 * triggers on `videos` (migration 0029), never by the app.
 */
export const videoTitleSuffixes = pgTable(
  'video_title_suffixes',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    suffix: text('suffix').notNull(),
    videoId: text('video_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.suffix, t.videoId] })],
);

/**
 * A report kept per country: one row per site, day and Short, its countries in one
 * string of two-letter codes (alphabetical) and, for the i-th of them, the report's
 * figures in `figures[i]` (summed over the file's rows of that video, day and country;
 * their order is the import's, modules/revenue/country-figures.ts). A row per Short and
 * day rather than per country keeps the tables and their indexes a few times smaller,
 * and the import's writes with them (decision 030). A re-issued day replaces the day.
 */
function perCountryTable(
  name: 'views_by_country' | 'revenue_by_country',
  /** The report's figures, in their order in `figures[i]`. */
  figureNames: readonly string[],
) {
  const width = figureNames.length;
  return pgTable(
    name,
    {
      siteId: bigint('site_id', { mode: 'number' }).notNull(),
      day: date('day', { mode: 'string' }).notNull(),
      videoId: text('video_id').notNull(),
      channelId: text('channel_id').notNull(),
      countries: text('countries').notNull(),
      figures: bigint('figures', { mode: 'number' }).array().array().notNull(),
      // Each figure over all the countries, under the figure's name: what the rollups
      // read, without taking the arrays apart (decision 033).
      ...Object.fromEntries(
        figureNames.map((figure) => [figure, bigint(figure, { mode: 'number' }).notNull()]),
      ),
    },
    (t) => [
      // No index by Short: one Short's countries are read by its days through this key
      // (reports/plans/countries.ts), and an index ordered by Short took one page write
      // per Short and day at each import (decision 032).
      primaryKey({ columns: [t.siteId, t.day, t.videoId] }),
      check(
        `${name}_shape`,
        sql`cardinality(${t.figures}) > 0 and array_ndims(${t.figures}) = 2
          and array_length(${t.figures}, 2) = ${sql.raw(String(width))}
          and length(${t.countries}) = 2 * array_length(${t.figures}, 1)`,
      ),
    ],
  );
}

/**
 * Views per video, day and country (`content_owner_basic_a4`): views, engaged views,
 * premium views, watch time and premium watch time in ms, and the weighted view
 * percentage, Σ(percentage × 100 × views), so an average over any set is it ÷ Σ views ÷ 100.
 */
export const viewsByCountry = perCountryTable('views_by_country', [
  'views',
  'engaged_views',
  'premium_views',
  'watch_time_ms',
  'premium_watch_time_ms',
  'view_percentage_weighted',
]);

/**
 * Revenue per video, day and country (`content_owner_estimated_revenue_a1`): revenue and
 * premium revenue in micro-units of USD.
 */
export const revenueByCountry = perCountryTable('revenue_by_country', [
  'revenue_micros',
  'premium_revenue_micros',
]);

/** Per video per day, both reports together: what every report reads instead of the raw rows. */
export const videoDaily = pgTable(
  'video_daily',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    videoId: text('video_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    channelId: text('channel_id').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    engagedViews: bigint('engaged_views', { mode: 'number' }).notNull(),
    premiumViews: bigint('premium_views', { mode: 'number' }).notNull(),
    watchTimeMs: bigint('watch_time_ms', { mode: 'number' }).notNull(),
    viewPercentageWeighted: bigint('view_percentage_weighted', { mode: 'number' }).notNull(),
    revenueMicros: bigint('revenue_micros', { mode: 'number' }).notNull(),
    premiumRevenueMicros: bigint('premium_revenue_micros', { mode: 'number' }).notNull(),
    /**
     * The member who sees this row (their channel that day, approved and assigned) and
     * their share of it, net of their fee rate that day, rounded down per row
     * (docs/product.md §6.6). Stamped by the import and again when an assignment,
     * approval or fee rate changes.
     */
    memberAccountId: bigint('member_account_id', { mode: 'number' }),
    memberRevenueMicros: bigint('member_revenue_micros', { mode: 'number' }).notNull().default(0),
    memberPremiumRevenueMicros: bigint('member_premium_revenue_micros', { mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    // Migration 0013 makes this key INCLUDE the figures a report adds up (member, views,
    // money), so a search's days are read from the index alone; drizzle cannot say INCLUDE.
    primaryKey({ columns: [t.siteId, t.videoId, t.day] }),
    index('video_daily_channel_day_idx').on(t.siteId, t.channelId, t.day),
    index('video_daily_day_idx').on(t.siteId, t.day),
    index('video_daily_member_day_idx').on(t.siteId, t.memberAccountId, t.day),
  ],
);

/** Per channel per day, from `video_daily`. */
export const channelDaily = pgTable(
  'channel_daily',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    channelId: text('channel_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    engagedViews: bigint('engaged_views', { mode: 'number' }).notNull(),
    premiumViews: bigint('premium_views', { mode: 'number' }).notNull(),
    watchTimeMs: bigint('watch_time_ms', { mode: 'number' }).notNull(),
    revenueMicros: bigint('revenue_micros', { mode: 'number' }).notNull(),
    premiumRevenueMicros: bigint('premium_revenue_micros', { mode: 'number' }).notNull(),
    /** Shorts with any views or revenue that day. */
    videos: integer('videos').notNull(),
    /**
     * The member who sees this row of this channel that day; their share is the sum of `video_daily`'s.
     */
    memberAccountId: bigint('member_account_id', { mode: 'number' }),
    memberRevenueMicros: bigint('member_revenue_micros', { mode: 'number' }).notNull().default(0),
    memberPremiumRevenueMicros: bigint('member_premium_revenue_micros', { mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.channelId, t.day] }),
    index('channel_daily_day_idx').on(t.siteId, t.day),
    index('channel_daily_member_day_idx').on(t.siteId, t.memberAccountId, t.day),
  ],
);

/** Per site per day, from `channel_daily`: the site-wide summary and trend read this. */
export const siteDaily = pgTable(
  'site_daily',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    engagedViews: bigint('engaged_views', { mode: 'number' }).notNull(),
    premiumViews: bigint('premium_views', { mode: 'number' }).notNull(),
    revenueMicros: bigint('revenue_micros', { mode: 'number' }).notNull(),
    premiumRevenueMicros: bigint('premium_revenue_micros', { mode: 'number' }).notNull(),
    memberRevenueMicros: bigint('member_revenue_micros', { mode: 'number' }).notNull(),
    memberPremiumRevenueMicros: bigint('member_premium_revenue_micros', {
      mode: 'number',
    }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);

/**
 * Per member per day, from `channel_daily`'s rows each member sees: a member's summary
 * and trend read a row a day instead of a row per channel and day.
 */
export const memberDaily = pgTable(
  'member_daily',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    memberAccountId: bigint('member_account_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    engagedViews: bigint('engaged_views', { mode: 'number' }).notNull(),
    premiumViews: bigint('premium_views', { mode: 'number' }).notNull(),
    revenueMicros: bigint('revenue_micros', { mode: 'number' }).notNull(),
    premiumRevenueMicros: bigint('premium_revenue_micros', { mode: 'number' }).notNull(),
    memberRevenueMicros: bigint('member_revenue_micros', { mode: 'number' }).notNull(),
    memberPremiumRevenueMicros: bigint('member_premium_revenue_micros', {
      mode: 'number',
    }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberAccountId, t.day] })],
);

/**
 * The standard periods of each site as last computed (report-windows.ts): which days,
 * from which state of the data (`data_version`: the newest import it includes).
 */
export const reportWindows = pgTable(
  'report_windows',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.period] })],
);

/** The money and counts a report window keeps per row, in USD micros and in KRW micros. */
const windowFigures = () => ({
  views: bigint('views', { mode: 'number' }).notNull(),
  engagedViews: bigint('engaged_views', { mode: 'number' }).notNull(),
  premiumViews: bigint('premium_views', { mode: 'number' }).notNull(),
  watchTimeMs: bigint('watch_time_ms', { mode: 'number' }).notNull(),
  viewPercentageWeighted: bigint('view_percentage_weighted', { mode: 'number' }).notNull(),
  revenueUsd: bigint('revenue_usd', { mode: 'number' }).notNull(),
  premiumRevenueUsd: bigint('premium_revenue_usd', { mode: 'number' }).notNull(),
  memberRevenueUsd: bigint('member_revenue_usd', { mode: 'number' }).notNull(),
  memberPremiumRevenueUsd: bigint('member_premium_revenue_usd', { mode: 'number' }).notNull(),
  revenueKrw: numeric('revenue_krw'),
  premiumRevenueKrw: numeric('premium_revenue_krw'),
  memberRevenueKrw: numeric('member_revenue_krw'),
  memberPremiumRevenueKrw: numeric('member_premium_revenue_krw'),
});

/**
 * Per video over each standard period, for the whole site (`member_key` 0) and for each
 * member's visible days: the video report of a large site reads one row per Short
 * instead of adding up its days.
 */
export const videoWindows = pgTable(
  'video_windows',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    memberKey: bigint('member_key', { mode: 'number' }).notNull(),
    videoId: text('video_id').notNull(),
    channelId: text('channel_id').notNull(),
    /** What the title sort orders by: the title in lower case, or the id of a Short without one. */
    titleKey: text('title_key').notNull(),
    ...windowFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.period, t.memberKey, t.videoId] }),
    index('video_windows_revenue_idx').on(t.siteId, t.period, t.memberKey, t.revenueUsd),
    index('video_windows_views_idx').on(t.siteId, t.period, t.memberKey, t.views),
    // The first page by revenue (the report's default sort) read in order, 20 rows, not
    // every Short's row sorted: in each currency, for the site (gross) and for a member
    // (net), in the order the report asks for (ReportSql.windowFigures, VIDEO_SORTS).
    ...(
      [
        ['revenue_krw', sql`${t.revenueKrw} desc nulls last`],
        ['member_revenue_krw', sql`${t.memberRevenueKrw} desc nulls last`],
        ['revenue_usd', sql`(${t.revenueUsd}::numeric) desc nulls last`],
        ['member_revenue_usd', sql`(${t.memberRevenueUsd}::numeric) desc nulls last`],
      ] as const
    ).map(([name, revenue]) =>
      index(`video_windows_top_${name}_idx`).on(
        t.siteId,
        t.period,
        t.memberKey,
        revenue,
        sql`${t.videoId} desc`,
      ),
    ),
    // A page by title reads its rows in order and stops, not every Short's title.
    index('video_windows_title_idx').on(t.siteId, t.period, t.memberKey, t.titleKey, t.videoId),
    // One channel's Shorts (its video report) read by key, not found among every Short's
    // row of the window: 546 ms at 100 M for a channel of 34 Shorts.
    index('video_windows_channel_idx').on(t.siteId, t.period, t.memberKey, t.channelId),
  ],
);

/**
 * How many Shorts each scope's window holds (`member_key` as in `video_windows`): a
 * report page's total without counting the window's rows (300 k of them for a network
 * of 400 k Shorts), kept with the windows.
 */
export const videoWindowCounts = pgTable(
  'video_window_counts',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    memberKey: bigint('member_key', { mode: 'number' }).notNull(),
    shorts: bigint('shorts', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.period, t.memberKey] })],
);

/** Per channel over each standard period, like `video_windows`. */
export const channelWindows = pgTable(
  'channel_windows',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    memberKey: bigint('member_key', { mode: 'number' }).notNull(),
    channelId: text('channel_id').notNull(),
    ...windowFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.period, t.memberKey, t.channelId] })],
);

/**
 * Per video over aligned blocks of 2^level days (level 1 to 10, starting on days since
 * 1970-01-01 divisible by 2^level), per member who sees the days (`member_account_id`,
 * 0 for days no member sees): a custom range is a few days at its edges plus a handful of blocks, so the
 * video report of a large site adds up a few rows per Short instead of every day. Rebuilt
 * with the windows (report-windows.ts), KRW at each day's rate.
 */
export const videoBlocks = pgTable(
  'video_blocks',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    level: smallint('level').notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    memberAccountId: bigint('member_account_id', { mode: 'number' }).notNull(),
    videoId: text('video_id').notNull(),
    channelId: text('channel_id').notNull(),
    ...windowFigures(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.level, t.startDay, t.videoId, t.memberAccountId] })],
);

/**
 * How many Shorts a custom range holds without reading them: per scope (`member_key` as
 * in `video_windows`) and day, how many Shorts had a first day with data on or before it
 * (`started`) and how many a last day before it (`ended`), from the day before the data
 * to the day after. A range from a to b holds started(b) - ended(a) Shorts, less those
 * with a gap (`video_gaps`) covering it. Rebuilt with the blocks.
 */
export const videoSpanCounts = pgTable(
  'video_span_counts',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    memberKey: bigint('member_key', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    started: bigint('started', { mode: 'number' }).notNull(),
    ended: bigint('ended', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.memberKey, t.day] })],
);

/**
 * Each run of days without data between a Short's first and last day with data, per
 * scope, with its length: the Shorts whose gap covers a long custom range are few (about
 * 7 k runs of 28 days or more at 10 M), read by length.
 */
export const videoGaps = pgTable(
  'video_gaps',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    memberKey: bigint('member_key', { mode: 'number' }).notNull(),
    videoId: text('video_id').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.memberKey, t.videoId, t.fromDay] }),
    index('video_gaps_length_idx').on(t.siteId, t.memberKey, t.days, t.fromDay, t.toDay),
  ],
);

/** USD→KRW by day (a shared reference table): each day's rate converts that day. */
export const exchangeRates = pgTable('exchange_rates', {
  day: date('day', { mode: 'string' }).primaryKey(),
  krwPerUsd: numeric('krw_per_usd', { precision: 12, scale: 4 }).notNull(),
});

/** Every imported file, with what it did: the operator's record and the import summary. */
export const importFiles = pgTable(
  'import_files',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    fileName: text('file_name').notNull(),
    kind: text('kind', {
      enum: ['views', 'revenue', 'videos', 'exchange_rates', 'claims'],
    }).notNull(),
    sha256: text('sha256').notNull(),
    rowsRead: bigint('rows_read', { mode: 'number' }).notNull(),
    rowsLoaded: bigint('rows_loaded', { mode: 'number' }).notNull(),
    rowsSkipped: bigint('rows_skipped', { mode: 'number' }).notNull(),
    firstDay: date('first_day', { mode: 'string' }),
    lastDay: date('last_day', { mode: 'string' }),
    importedBy: text('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

/**
 * Report rows kept aside because their channel is not registered on the site: counted
 * per channel and file, so the operator can register the channel and import again.
 */
export const importUnmatched = pgTable(
  'import_unmatched',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    importFileId: bigint('import_file_id', { mode: 'number' }).notNull(),
    channelId: text('channel_id').notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.importFileId, t.channelId] }),
    foreignKey({
      columns: [t.siteId, t.importFileId],
      foreignColumns: [importFiles.siteId, importFiles.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A report file an operator sends from the console in chunks (docs/product.md §4.12.1,
 * decision 028): announced with its size, its bytes arriving at `received`, then
 * imported in the background (`bytes_read` so far) into a summary or a refusal.
 */
export const importUploads = pgTable(
  'import_uploads',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    /** A random UUID: the upload's calls name it without the site. */
    id: text('id').notNull(),
    /** The operator who started it (an account's email or a token's name): only they see it. */
    operator: text('operator').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    state: text('state', { enum: ['uploading', 'importing', 'done', 'failed'] })
      .notNull()
      .default('uploading'),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    /** The import's summary once done (the synchronous import's reply fields). */
    summary: jsonb('summary').$type<object>(),
    /** Why the import refused the file: a problem to put into words in each language. */
    error: jsonb('error').$type<object>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('import_uploads_id_idx').on(t.id),
    index('import_uploads_operator_idx').on(t.operator, t.createdAt),
    check(
      'import_uploads_received',
      sql`${t.received} >= 0 and ${t.received} <= ${t.size} and ${t.bytesRead} >= 0`,
    ),
  ],
);

/** The bytes of an upload as they arrived, each chunk at its offset; dropped after the import. */
export const importUploadChunks = pgTable(
  'import_upload_chunks',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    uploadId: text('upload_id').notNull(),
    offset: bigint('offset', { mode: 'number' }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.uploadId, t.offset] }),
    foreignKey({
      columns: [t.siteId, t.uploadId],
      foreignColumns: [importUploads.siteId, importUploads.id],
    }).onDelete('cascade'),
  ],
);

// ---- Music catalogue (issue 8) ---------------------------------------------------------
// The catalogue is shared by every site (reference tables, docs/product.md §13.2); a
// track may be limited to some sites. Favorites and the weekly ranking are per site.

/** Mood tags, named in every language; `id` is the slug catalogue files use. */
export const musicTags = pgTable('music_tags', {
  id: text('id').primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  /** Where the tag stands in lists: its place in the file that last named it. */
  position: integer('position').notNull().default(0),
});

/** Cover images given as files, stored by the SHA-256 of their bytes and served from there. */
export const musicCovers = pgTable('music_covers', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Catalogue tracks, one per ISRC (normalised, 12 characters). The cover is a stored file
 * (`cover_sha256`) or an https address (`cover_url`). `all_sites` false limits the track
 * to the sites of `music_track_sites`; `withdrawn` hides it everywhere.
 */
export const musicTracks = pgTable(
  'music_tracks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    isrc: text('isrc').notNull().unique(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    category: text('category', { enum: ['bgm', 'song', 'ost'] }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    shopping: boolean('shopping').notNull().default(false),
    exclusive: boolean('exclusive').notNull().default(false),
    coverSha256: text('cover_sha256').references(() => musicCovers.sha256),
    coverUrl: text('cover_url'),
    previewUrl: text('preview_url'),
    releasedOn: date('released_on', { mode: 'string' }),
    allSites: boolean('all_sites').notNull().default(true),
    withdrawn: boolean('withdrawn').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('music_tracks_released_idx').on(t.releasedOn, t.id),
    check('music_tracks_category', sql`${t.category} in ('bgm', 'song', 'ost')`),
    check('music_tracks_one_cover', sql`(${t.coverSha256} is null) <> (${t.coverUrl} is null)`),
  ],
);

/** A track's mood tags, in the order the catalogue gives them. */
export const musicTrackTags = pgTable(
  'music_track_tags',
  {
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => musicTracks.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => musicTags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trackId, t.tagId] }),
    index('music_track_tags_tag_idx').on(t.tagId, t.trackId),
  ],
);

/** The sites a track limited to some sites (`all_sites` false) shows on. */
export const musicTrackSites = pgTable(
  'music_track_sites',
  {
    siteId: bigint('site_id', { mode: 'number' })
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => musicTracks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.trackId] })],
);

/** An account's favorite tracks (at most FAVORITES_MAX), in the order they were added. */
export const musicFavorites = pgTable(
  'music_favorites',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => musicTracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.accountId, t.trackId] }),
    foreignKey({
      columns: [t.siteId, t.accountId],
      foreignColumns: [accounts.siteId, accounts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The weekly ranking a site shows, computed by a job (never per request): which week it
 * covers (null: no complete week of data yet) and when it was computed.
 */
export const musicRankings = pgTable('music_rankings', {
  siteId: bigint('site_id', { mode: 'number' })
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  weekStart: date('week_start', { mode: 'string' }),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The places of a site's ranking: views that week and the rank the week before. */
export const musicRankingEntries = pgTable(
  'music_ranking_entries',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => musicTracks.id, { onDelete: 'cascade' }),
    views: bigint('views', { mode: 'number' }).notNull(),
    previousRank: integer('previous_rank'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.rank] }),
    uniqueIndex('music_ranking_entries_track_key').on(t.siteId, t.trackId),
    foreignKey({ columns: [t.siteId], foreignColumns: [musicRankings.siteId] }).onDelete('cascade'),
  ],
);

// ---- Site images (issue 11) --------------------------------------------------------

/**
 * Images operators upload for sites (favicon, logos), stored by content hash so every
 * server process can serve them and an address never changes its bytes. Not tenant data:
 * two sites may share a file.
 */
export const siteImages = pgTable('site_images', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- YouTube connection (issue 24, docs/product.md §8.2) -------------------------------

/**
 * A network's connection to its YouTube content-owner account: the grant (its refresh
 * token sealed with SECRETS_KEY, lib/secrets.ts), who made it, and how fetching goes.
 * One per site; disconnecting deletes it (the reports it fetched stay recorded).
 */
export const youtubeConnections = pgTable('youtube_connections', {
  siteId: bigint('site_id', { mode: 'number' }).primaryKey(),
  contentOwnerId: text('content_owner_id').notNull(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  scopes: text('scopes').notNull(),
  state: text('state', { enum: ['connected', 'needs_reconnect'] })
    .notNull()
    .default('connected'),
  connectedByAccountId: bigint('connected_by_account_id', { mode: 'number' }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the report jobs were last made sure of (on connect, then daily). */
  jobsCheckedAt: timestamp('jobs_checked_at', { withTimezone: true }),
  lastFetchAt: timestamp('last_fetch_at', { withTimezone: true }),
  /** Why the last fetch stopped short (YOUTUBE_FETCH_PROBLEMS), until one succeeds. */
  lastProblem: text('last_problem'),
  lastProblemAt: timestamp('last_problem_at', { withTimezone: true }),
});

/**
 * A connection on its way through Google's consent page: the `state` sent (hashed),
 * the session that started it (a state comes back only to the same session), and the
 * PKCE verifier (sealed). Single use, a few minutes.
 */
export const youtubeOAuthStates = pgTable(
  'youtube_oauth_states',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    stateHash: text('state_hash').notNull(),
    sessionTokenHash: text('session_token_hash').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    contentOwnerId: text('content_owner_id').notNull(),
    /** Sent again with the code, as Google wants it identical. */
    redirectUri: text('redirect_uri').notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.stateHash] })],
);

/**
 * The Reporting API job of each report type a connection fetches, and the cursor: the
 * `createTime` of the newest report taken care of, which moves only when that report's
 * import commits.
 */
export const youtubeReportJobs = pgTable(
  'youtube_report_jobs',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    reportTypeId: text('report_type_id').notNull(),
    /** Null while the job is missing (claims: YouTube has not made it). */
    jobId: text('job_id'),
    systemManaged: boolean('system_managed').notNull(),
    state: text('state', { enum: ['active', 'deprecated', 'missing'] }).notNull(),
    /** RFC 3339 with microseconds, as YouTube wrote it. */
    cursor: text('cursor'),
    /**
     * When YouTube made the job (its `createTime`); null while the job is missing or not
     * yet looked at since this was kept. Reports of days before it are its historical
     * ones, which YouTube deletes sooner (`reportExpiresAt`).
     */
    jobCreatedAt: timestamp('job_created_at', { withTimezone: true }),
    /**
     * The create time of the oldest listed report not yet taken care of (a fetch that
     * stopped short), and when YouTube deletes that report, reckoned as it was noted.
     */
    oldestPending: text('oldest_pending'),
    pendingExpiresAt: timestamp('pending_expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.reportTypeId] }),
    // A pending report without its expiry would never raise the alarm.
    check(
      'youtube_report_jobs_pending_expiry',
      sql`(${t.oldestPending} is null) = (${t.pendingExpiresAt} is null)`,
    ),
  ],
);

/**
 * Every report a connection listed and what became of it (YOUTUBE_REPORT_STATES). For
 * one type and day, the imported report with the latest `create_time` is the one the
 * figures come from.
 */
export const youtubeReports = pgTable(
  'youtube_reports',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    reportId: text('report_id').notNull(),
    jobId: text('job_id').notNull(),
    reportTypeId: text('report_type_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** RFC 3339 with microseconds, as YouTube wrote it; compared as a timestamp. */
    createTime: text('create_time').notNull(),
    state: text('state', { enum: ['imported', 'superseded', 'missed', 'failed'] }).notNull(),
    rows: bigint('rows', { mode: 'number' }),
    /** Rows without a Short (empty video or channel id): counted, not imported. */
    rowsWithoutShort: bigint('rows_without_short', { mode: 'number' }),
    bytes: bigint('bytes', { mode: 'number' }),
    sha256: text('sha256'),
    error: text('error'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.reportId] }),
    index('youtube_reports_day_idx').on(t.siteId, t.reportTypeId, t.day),
    index('youtube_reports_fetched_idx').on(t.siteId, t.fetchedAt),
  ],
);

/**
 * The claims of a network's assets on Shorts, from the daily claims report: which
 * recording (ISRC) each claimed Short uses and whether the claim is active. A claim
 * released or inactive no longer ties the Short to its track; its row stays.
 */
export const videoClaims = pgTable(
  'video_claims',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    claimId: text('claim_id').notNull(),
    videoId: text('video_id').notNull(),
    channelId: text('channel_id').notNull(),
    isrc: text('isrc'),
    assetTitle: text('asset_title'),
    artist: text('artist'),
    status: text('status').notNull(),
    /** When the claim took its present status (first seen, or a change). */
    statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The first day the claim no longer ties its Short to the recording (released,
     * inactive, or gone from the daily report); null while it does. Figures of the
     * days before it still count for the track.
     */
    tiedUntil: date('tied_until', { mode: 'string' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.claimId] }),
    index('video_claims_video_idx').on(t.siteId, t.videoId),
  ],
);

/** Data API quota units a site spent per day (videos.list), shown on the connection screen. */
export const youtubeQuotaUse = pgTable(
  'youtube_quota_use',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);

/**
 * Shorts in a connected network's reports that no claim described, looked up with Data
 * API videos.list: `found` false marks one YouTube no longer has, so it is not asked for
 * again and again.
 */
export const youtubeVideoLookups = pgTable(
  'youtube_video_lookups',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    videoId: text('video_id').notNull(),
    found: boolean('found').notNull(),
    lookedUpAt: timestamp('looked_up_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.videoId] })],
);

// ---- Money out (issue 25, docs/product.md §7) -------------------------------------------
// Amounts are integer micro-units of the site's currency. Money never moves by an update:
// the ledger is append-only (its migration adds a trigger that refuses UPDATE and DELETE),
// and the balance of a member is the sum of their entries. No foreign keys to accounts or
// channels: a ledger outlives both, and a cascade would be a delete.

/**
 * One movement of a member's money: a closed month's earnings on one channel, the part
 * withheld for an unverified channel and its later release, an adjustment for data
 * re-issued after a month closed (naming that month), a withdrawal and its return, a
 * forfeit on deletion (docs/product.md §7.12). `made_by` says what made it (`close`,
 * `member`, `manager`, `deletion`) and `made_by_account_id` who, `reason` why.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    kind: text('kind', {
      enum: [
        'month_earnings',
        'withheld',
        'released',
        'adjustment',
        'withdrawal',
        'withdrawal_returned',
        'forfeit',
      ],
    }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The first day of the month the entry is about (earnings, adjustments), if any. */
    month: date('month', { mode: 'string' }),
    /** The channel's `UC…` id (it outlives the channel's row) and its row id then. */
    channelYoutubeId: text('channel_youtube_id'),
    channelRowId: bigint('channel_row_id', { mode: 'number' }),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }),
    /** The month close that wrote it (its month), for statements. */
    closeMonth: date('close_month', { mode: 'string' }),
    madeBy: text('made_by', { enum: ['close', 'member', 'manager', 'deletion'] }).notNull(),
    madeByAccountId: bigint('made_by_account_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('ledger_entries_account_idx').on(t.siteId, t.accountId, t.id),
    index('ledger_entries_close_idx').on(t.siteId, t.closeMonth),
    check(
      'ledger_entries_kind',
      sql`${t.kind} in ('month_earnings', 'withheld', 'released', 'adjustment', 'withdrawal', 'withdrawal_returned', 'forfeit')`,
    ),
  ],
);

/**
 * A closed month of a site: its row is what makes closing idempotent (one per month), and
 * it keeps the close's totals. Written once, like the ledger.
 */
export const monthCloses = pgTable(
  'month_closes',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    members: integer('members').notNull(),
    grossMicros: bigint('gross_micros', { mode: 'bigint' }).notNull(),
    netMicros: bigint('net_micros', { mode: 'bigint' }).notNull(),
    withheldMicros: bigint('withheld_micros', { mode: 'bigint' }).notNull(),
    releasedMicros: bigint('released_micros', { mode: 'bigint' }).notNull(),
    adjustmentMicros: bigint('adjustment_micros', { mode: 'bigint' }).notNull(),
    closedBy: text('closed_by', { enum: ['manager', 'schedule'] }).notNull(),
    closedByAccountId: bigint('closed_by_account_id', { mode: 'number' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month] })],
);

/**
 * A member's statement of a closed month, as it stood at the close (immutable): the
 * lines per channel and what the month's payouts were are kept as written then.
 */
export const statements = pgTable(
  'statements',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    email: text('email').notNull(),
    nickname: text('nickname').notNull(),
    currency: text('currency').notNull(),
    /** Per channel: gross, fee rates, net, withheld, released (statement-lines in earnings.presenter.ts). */
    lines: jsonb('lines').$type<StatementLineRecord[]>().notNull(),
    adjustments: jsonb('adjustments').$type<StatementAdjustmentRecord[]>().notNull(),
    payouts: jsonb('payouts').$type<StatementPayoutRecord[]>().notNull(),
    balanceBeforeMicros: bigint('balance_before_micros', { mode: 'bigint' }).notNull(),
    balanceAfterMicros: bigint('balance_after_micros', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month, t.accountId] })],
);

/** Money inside the statements' JSON as decimal strings of micro-units. */
export type StatementLineRecord = {
  channelId: string;
  title: string;
  gross: string;
  feeRatesBp: number[];
  net: string;
  withheld: string;
  released: string;
};
export type StatementAdjustmentRecord = {
  channelId: string;
  title: string;
  month: string;
  amount: string;
};
export type StatementPayoutRecord = {
  id: number;
  amount: string;
  paidOn: string;
  reference: string;
};

/** Where a member is paid: sealed with SECRETS_KEY (lib/secrets.ts), with a masked form to show. */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['bank', 'email'] }).notNull(),
    sealed: text('sealed').notNull(),
    masked: text('masked').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.accountId] })],
);

/**
 * A withdrawal request and where it stands. The money moves in the ledger (a withdrawal
 * entry when asked, a return when rejected or cancelled); this row keeps the state. One
 * open request per member (a partial unique index) and one request per idempotency key.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state', {
      enum: ['requested', 'approved', 'paid', 'rejected', 'cancelled'],
    }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The payout method when asked: sealed in full for the manager, masked for lists. */
    methodSealed: text('method_sealed').notNull(),
    methodMasked: text('method_masked').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    paidOn: date('paid_on', { mode: 'string' }),
    reference: text('reference'),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('withdrawals_idempotency_key').on(t.siteId, t.accountId, t.idempotencyKey),
    uniqueIndex('withdrawals_one_open_key')
      .on(t.siteId, t.accountId)
      .where(sql`state in ('requested', 'approved')`),
    index('withdrawals_state_idx').on(t.siteId, t.state, t.id),
    check(
      'withdrawals_state',
      sql`${t.state} in ('requested', 'approved', 'paid', 'rejected', 'cancelled')`,
    ),
    check('withdrawals_positive', sql`${t.amountMicros} > 0`),
  ],
);

/** A site's payout settings; without a row, the defaults of docs/product.md §7.10. */
export const payoutSettings = pgTable('payout_settings', {
  siteId: bigint('site_id', { mode: 'number' }).primaryKey(),
  /** Null: the default for the site's currency (DEFAULT_WITHDRAWAL_THRESHOLD_MICROS). */
  withdrawalThresholdMicros: bigint('withdrawal_threshold_micros', { mode: 'bigint' }),
  /** Day of the next month on which the finished month closes by itself; null: by hand. */
  autoCloseDay: smallint('auto_close_day'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

// ---- Email (docs/product.md §16) ------------------------------------------------------

/**
 * Every email the portal sends, written in the same transaction as what caused it and
 * sent afterwards by the outbox job (jobs/mail-outbox.job.ts). `key` names the event
 * (`channel-verified:<channel>:<time>`): the same event written twice is one row, so
 * one message. The row keeps the rendered message, so what was sent can be read back
 * (the demo's outbox page) and a retry sends the same bytes.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    toAddress: text('to_address').notNull(),
    /** The sender's name: the site's, when the message was written. */
    fromName: text('from_name').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers (List-Unsubscribe…), name to value. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    state: text('state', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('mail_outbox_key').on(t.siteId, t.key),
    index('mail_outbox_due_idx').on(t.state, t.nextAttemptAt),
    check('mail_outbox_state', sql`${t.state} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/** What a member chose about email: the language messages come in (else the site's). */
export const mailSettings = pgTable(
  'mail_settings',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    locale: text('locale'),
    /** The kinds of message the account turned off (account settings, or unsubscribed). */
    optedOut: text('opted_out')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.accountId] }),
    foreignKey({
      columns: [t.siteId, t.accountId],
      foreignColumns: [accounts.siteId, accounts.id],
    }).onDelete('cascade'),
  ],
);

/** Password reset links: only the SHA-256 of the token is kept; a token works once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.tokenHash] }),
    index('password_resets_account_idx').on(t.siteId, t.accountId, t.createdAt),
    foreignKey({
      columns: [t.siteId, t.accountId],
      foreignColumns: [accounts.siteId, accounts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A network's read-only API tokens (docs/decisions/026-network-api-tokens.md): only the
 * token's SHA-256 is kept (the token is shown once, when made). A revoked token keeps
 * its row, so the audit log's entries about it still name something.
 */
export const networkTokens = pgTable(
  'network_tokens',
  {
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The manager who made it. */
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When it was last used, to the minute (written at most once a minute). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('network_tokens_hash_key').on(t.siteId, t.tokenHash),
  ],
);
