import { describe, expect, it } from 'vitest';
import { backoffSeconds, DEFAULT_FETCH_RETRY } from '../../jobs/report-fetch.job.ts';
import {
  compareCreateTimes,
  createdAfterFor,
  createTimeMicros,
  pacificDay,
  reportExpiresAt,
} from './report-times.ts';
import type { ConnectionRow, JobRow } from './youtube-connection.repo.ts';
import { alarmsOf } from './youtube-connection.service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const connection = (overrides: Partial<ConnectionRow> = {}): ConnectionRow => ({
  siteId: 1,
  contentOwnerId: 'owner',
  refreshTokenSealed: 'sealed',
  scopes: '',
  state: 'connected',
  connectedByAccountId: null,
  connectedAt: new Date('2026-11-01T00:00:00Z'),
  jobsCheckedAt: null,
  lastFetchAt: null,
  lastProblem: null,
  lastProblemAt: null,
  ...overrides,
});

const job = (overrides: Partial<JobRow> = {}): JobRow => ({
  siteId: 1,
  reportTypeId: 'content_owner_basic_a4',
  jobId: 'job-1',
  systemManaged: false,
  state: 'active',
  cursor: null,
  jobCreatedAt: null,
  oldestPending: null,
  pendingExpiresAt: null,
  ...overrides,
});

describe('connection alarms', () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it('raises no_new_report after 72 hours without a report, not before', () => {
    const kinds = (hoursAgo: number) =>
      alarmsOf(connection(), [job()], new Date(now.getTime() - hoursAgo * HOUR), now).map(
        (alarm) => alarm.kind,
      );
    expect(kinds(71)).toEqual([]);
    expect(kinds(73)).toEqual(['no_new_report']);
  });

  it('says when the grant needs re-connecting and when a report type is deprecated', () => {
    const alarms = alarmsOf(
      connection({ state: 'needs_reconnect' }),
      [job({ state: 'deprecated' })],
      now,
      now,
    );
    expect(alarms).toEqual([
      { kind: 'needs_reconnect', reportTypeId: null, day: null },
      { kind: 'deprecated_type', reportTypeId: 'content_owner_basic_a4', day: null },
    ]);
  });

  it('warns of a report still unfetched within 7 days of YouTube deleting it', () => {
    const pending = (madeDaysAgo: number, expiresInDays: number) =>
      job({
        oldestPending: new Date(now.getTime() - madeDaysAgo * DAY).toISOString(),
        pendingExpiresAt: new Date(now.getTime() + expiresInDays * DAY),
      });
    expect(alarmsOf(connection(), [pending(52, 8)], now, now)).toEqual([]);
    // The alarm names the day the report was made.
    expect(alarmsOf(connection(), [pending(54, 6)], now, now)).toEqual([
      { kind: 'expiring_unfetched', reportTypeId: 'content_owner_basic_a4', day: '2026-09-27' },
    ]);
    expect(alarmsOf(connection(), [pending(24, 6)], now, now)).toEqual([
      { kind: 'expiring_unfetched', reportTypeId: 'content_owner_basic_a4', day: '2026-10-27' },
    ]);
  });
});

describe('report expiry', () => {
  const jobMade = new Date('2026-10-01T17:00:00Z');
  const expiry = (startTime: string, createTime: string, jobCreatedAt: Date | null) =>
    reportExpiresAt({ startTime, createTime }, jobCreatedAt).toISOString();

  it('keeps a historical report (of a day before its job was made) 30 days, a daily one 60', () => {
    // YouTube's backfill of the days before the job, made with it.
    const withJob = '2026-10-01T18:00:00.000001Z';
    expect(expiry('2026-09-03T07:00:00Z', withJob, jobMade)).toBe('2026-10-31T18:00:00.000Z');
    expect(expiry('2026-09-30T07:00:00Z', withJob, jobMade)).toBe('2026-10-31T18:00:00.000Z');
    // A day from the job's creation on, made two days later.
    expect(expiry('2026-10-02T07:00:00Z', '2026-10-04T09:00:00Z', jobMade)).toBe(
      '2026-12-03T09:00:00.000Z',
    );
  });

  it("reckons 30 days when the job's creation is not known, to warn early rather than late", () => {
    expect(expiry('2026-10-02T07:00:00Z', '2026-10-04T09:00:00Z', null)).toBe(
      '2026-11-03T09:00:00.000Z',
    );
  });
});

describe('report times', () => {
  it('orders create times to the microsecond, which a Date cannot', () => {
    expect(compareCreateTimes('2026-11-20T08:00:00.000001Z', '2026-11-20T08:00:00.000002Z')).toBe(
      -1,
    );
    expect(compareCreateTimes('2026-11-20T09:00:00+01:00', '2026-11-20T08:00:00Z')).toBe(0);
    expect(
      createTimeMicros('2026-11-20T08:00:00.5Z') - createTimeMicros('2026-11-20T08:00:00Z'),
    ).toBe(500_000n);
    expect(() => createTimeMicros('yesterday')).toThrow();
  });

  it('asks for reports from a second before the cursor, so one made in the same instant is not lost', () => {
    expect(createdAfterFor(null)).toBeUndefined();
    expect(createdAfterFor('2026-11-20T08:00:00.123456Z')).toBe('2026-11-20T07:59:59.123456Z');
  });

  it("cuts days in Pacific time, as YouTube's reports do", () => {
    expect(pacificDay('2026-11-20T08:00:00Z')).toBe('2026-11-20');
    expect(pacificDay('2026-07-20T07:00:00Z')).toBe('2026-07-20');
    expect(pacificDay('2026-11-20T07:59:59Z')).toBe('2026-11-19');
  });
});

describe('back-off', () => {
  it('doubles from the base with jitter over the upper half, capped, and honours Retry-After', () => {
    for (let attempt = 1; attempt <= 8; attempt++) {
      const step = Math.min(
        DEFAULT_FETCH_RETRY.maxSeconds,
        DEFAULT_FETCH_RETRY.baseSeconds * 2 ** (attempt - 1),
      );
      const waits = Array.from({ length: 50 }, () => backoffSeconds(DEFAULT_FETCH_RETRY, attempt));
      expect(Math.min(...waits)).toBeGreaterThanOrEqual(step / 2);
      expect(Math.max(...waits)).toBeLessThanOrEqual(step);
      // Jitter: not every network comes back at the same second.
      expect(new Set(waits).size).toBeGreaterThan(1);
    }
    expect(backoffSeconds(DEFAULT_FETCH_RETRY, 1, 600_000)).toBe(600);
  });
});
