import { z } from 'zod';
import { zReply } from './common.ts';

/**
 * A network's connection to its YouTube content-owner account (docs/product.md §8.2): the
 * manager connects once through Google's consent page; from then on the server keeps the
 * Reporting API jobs alive and fetches each new report by itself.
 */

/** The reports the portal fetches, by what they hold (docs/product.md §14.1). */
export const YOUTUBE_REPORT_TYPES = {
  views: 'content_owner_basic_a4',
  revenue: 'content_owner_estimated_revenue_a1',
  /** System-managed: YouTube makes its job; the portal only finds it. */
  claims: 'content_owner_active_claims_a3',
} as const;
export type YouTubeReportTypeId = (typeof YOUTUBE_REPORT_TYPES)[keyof typeof YOUTUBE_REPORT_TYPES];
export const YOUTUBE_REPORT_TYPE_IDS = Object.values(YOUTUBE_REPORT_TYPES) as [
  YouTubeReportTypeId,
  ...YouTubeReportTypeId[],
];

/**
 * `connected`: reports are fetched; `needs_reconnect`: Google refused the stored grant
 * (revoked, expired, password changed) and only the manager connecting again fixes it.
 */
export const YOUTUBE_CONNECTION_STATES = ['connected', 'needs_reconnect'] as const;
export type YouTubeConnectionState = (typeof YOUTUBE_CONNECTION_STATES)[number];

/** A report job: producing, its type deprecated (it stops in three months), or gone. */
export const YOUTUBE_JOB_STATES = ['active', 'deprecated', 'missing'] as const;
export type YouTubeJobState = (typeof YOUTUBE_JOB_STATES)[number];

/**
 * What became of a listed report: imported; superseded (a newer report of the same day
 * was imported first); missed (YouTube no longer has it: 404 or 410); failed (its file
 * could not be imported, `error` says why).
 */
export const YOUTUBE_REPORT_STATES = ['imported', 'superseded', 'missed', 'failed'] as const;
export type YouTubeReportState = (typeof YOUTUBE_REPORT_STATES)[number];

/**
 * Alarms (docs/operations.md): the grant needs re-connecting; no new report for 72
 * hours; a report still unfetched within 7 days of its expiry; a deprecated report type.
 */
export const YOUTUBE_ALARMS = [
  'needs_reconnect',
  'no_new_report',
  'expiring_unfetched',
  'deprecated_type',
] as const;
export type YouTubeAlarm = (typeof YOUTUBE_ALARMS)[number];

/** Hours without a new report before the `no_new_report` alarm. */
export const YOUTUBE_NO_REPORT_ALARM_HOURS = 72;
/** Days before a report's expiry when an unfetched one raises `expiring_unfetched`. */
export const YOUTUBE_EXPIRY_ALARM_DAYS = 7;
/**
 * Days YouTube keeps a report after making it (docs/product.md §14.2): a daily one, and a
 * historical one (the days before its job was made).
 */
export const YOUTUBE_REPORT_KEPT_DAYS = { daily: 60, historical: 30 } as const;

/**
 * Why the last fetch stopped, for the screen: Google refused the grant, YouTube refused
 * the content owner (403), YouTube was unavailable or limited us, or its reply was not
 * what the protocol says.
 */
export const YOUTUBE_FETCH_PROBLEMS = [
  'grant_refused',
  'owner_forbidden',
  'unavailable',
  'bad_reply',
] as const;
export type YouTubeFetchProblem = (typeof YOUTUBE_FETCH_PROBLEMS)[number];

/** A content owner id as YouTube's CMS shows it (letters, digits, `_` and `-`). */
export const CONTENT_OWNER_ID_MAX = 64;
export const zContentOwnerId = z
  .string({ error: 'validation.contentOwnerRequired' })
  .trim()
  .min(1, 'validation.contentOwnerRequired')
  .max(CONTENT_OWNER_ID_MAX, 'validation.contentOwnerInvalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.contentOwnerInvalid');

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const zInstant = z.string();

export const zYouTubeJob = z.object({
  reportTypeId: z.enum(YOUTUBE_REPORT_TYPE_IDS),
  /** Null while the job is missing. */
  jobId: z.string().nullable(),
  systemManaged: z.boolean(),
  state: z.enum(YOUTUBE_JOB_STATES),
});

export const zYouTubeReport = z.object({
  reportId: z.string(),
  reportTypeId: z.enum(YOUTUBE_REPORT_TYPE_IDS),
  /** The day the report covers (Pacific time, as YouTube cuts days). */
  day: zDay,
  /** When YouTube made it (RFC 3339): for the same day, the latest wins. */
  createTime: zInstant,
  state: z.enum(YOUTUBE_REPORT_STATES),
  /** Rows read from its file (imported or failed), else null. */
  rows: z.number().int().nullable(),
  fetchedAt: zInstant,
  /** Why a failed report failed, in the words of the import (English, from the file). */
  error: z.string().nullable(),
});

export const zYouTubeAlarmEntry = z.object({
  kind: z.enum(YOUTUBE_ALARMS),
  /** The report type it is about (deprecated type), when it is about one. */
  reportTypeId: z.string().nullable(),
  /** The day it is about (when YouTube made an expiring report), when it is about one. */
  day: zDay.nullable(),
});

export const zYouTubeConnection = z.object({
  state: z.enum(YOUTUBE_CONNECTION_STATES),
  contentOwnerId: z.string(),
  connectedBy: z.object({ email: z.string(), nickname: z.string() }).nullable(),
  connectedAt: zInstant,
  jobs: z.array(zYouTubeJob),
  /** The newest report imported, of any type. */
  lastReport: zYouTubeReport.nullable(),
  /** Every day up to this one has both views and revenue imported. */
  completeUpTo: zDay.nullable(),
  lastFetchAt: zInstant.nullable(),
  /** A fetch is queued or running. */
  fetching: z.boolean(),
  lastProblem: z.object({ problem: z.enum(YOUTUBE_FETCH_PROBLEMS), at: zInstant }).nullable(),
  alarms: z.array(zYouTubeAlarmEntry),
  /** The most recent reports, newest first. */
  reports: z.array(zYouTubeReport),
  /** Data API units spent today on Shorts' details (videos.list). */
  quotaUsedToday: z.number().int(),
});
export type YouTubeConnection = z.infer<typeof zYouTubeConnection>;

/** GET youtube/connection */
export const zYouTubeConnectionReply = zReply.extend({
  /** Whether the server has a Google OAuth client to connect with. */
  configured: z.boolean(),
  connection: zYouTubeConnection.nullable(),
});
export type YouTubeConnectionReply = z.infer<typeof zYouTubeConnectionReply>;

/** POST youtube/connect {contentOwnerId}: where to send the manager to consent. */
export const zYouTubeConnectBody = z.object({ contentOwnerId: zContentOwnerId });
export const zYouTubeConnectReply = zReply.extend({ authorizationUrl: z.string() });

/**
 * POST youtube/connect/complete: what Google sent back to the redirect page, `code`
 * or `error` (`access_denied` when the manager cancelled), with the `state`.
 */
export const zYouTubeConnectCompleteBody = z.object({
  state: z.string({ error: 'validation.invalid' }).min(1).max(512),
  code: z.string().min(1).max(2048).optional(),
  error: z.string().min(1).max(256).optional(),
});

/** The path of the web page Google sends the manager back to (register it with Google). */
export const YOUTUBE_OAUTH_REDIRECT_PATH = '/youtube-connection/callback';
