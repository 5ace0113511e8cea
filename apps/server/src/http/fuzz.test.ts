/**
 * Property-based fuzzing of every call of the server (fast-check, in process through
 * `inject`): generated bodies, queries and headers, some with a real session or operator
 * token and the right field names so they get past the first checks. Whatever comes in:
 * never a 5xx, every refusal a 4xx with `success: false`, a known `code` for its status
 * and a message, and nothing written by a call whose every case was refused.
 *
 * FUZZ_RUNS cases per call: 1,000 by default (CI's PostgreSQL pass; `npm test` gives the
 * other engine's pass 300); the nightly run sets more (`npm run test:fuzz`). FUZZ_SEED
 * replays a run.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, HEADERS, isErrorCode, LOCALES } from '@portal/shared';
import { useTestContext } from '../test/test-context.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** Tables a refused call must leave alone (the audit log and failure counts are meant to grow). */
const WATCHED = [
  'accounts',
  'sessions',
  'login_codes',
  'fee_rates',
  'channels',
  'channel_assignments',
  'notices',
  'notice_texts',
  'notice_reads',
  'music_favorites',
  'sites',
  'site_domains',
  'site_images',
  'import_files',
  'import_uploads',
  'import_upload_chunks',
  'videos',
  'video_daily',
  'exchange_rates',
  'operator_tokens',
  'youtube_connections',
  'youtube_reports',
  'ledger_entries',
  'month_closes',
  'statements',
  'payout_methods',
  'withdrawals',
  'payout_settings',
  'network_tokens',
  'operator_accounts',
  'operator_sessions',
  'operator_sign_in_tokens',
  'operator_recovery_codes',
];

const printable = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a'.repeat(300),
  '-1',
  '0',
  '1e9',
  '1.5',
  'NaN',
  'null',
  'true',
  '<script>alert(1)</script>',
  "' or 1=1--",
  '%',
  '%00',
  '../../etc/passwd',
  '__proto__',
  'UCaaaaaaaaaaaaaaaaaaaaaa',
  'x@example.com',
  '2026-02-30',
  '😀',
);
const text = fc.oneof(fc.string({ maxLength: 40 }), nasty, printable);
const leaf = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);

type FuzzCase = {
  query: Record<string, string>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; value: string } | { kind: 'none' };
  contentType: string | undefined;
  token: 'session' | 'manager' | 'operator' | 'garbage' | 'none';
  garbageToken: string;
  domain: 'site' | 'other' | 'garbage';
  garbageDomain: string;
  language: string;
  file: string;
  address: string;
};

function fuzzCase(fields: { query: string[]; body: string[] }): fc.Arbitrary<FuzzCase> {
  const named = (names: string[]) =>
    fc.dictionary(fc.oneof(fc.constantFrom(...names, '__proto__', 'extra'), text), leaf, {
      maxKeys: names.length + 2,
    });
  return fc.record({
    query: fc.dictionary(
      fc.oneof(fc.constantFrom(...fields.query, 'extra'), printable),
      fc.oneof(text, fc.integer().map(String)),
      { maxKeys: fields.query.length + 2 },
    ),
    body: fc.oneof(
      fc.record({ kind: fc.constant('json' as const), value: named(fields.body) }),
      fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
      fc.record({ kind: fc.constant('raw' as const), value: fc.string({ maxLength: 200 }) }),
      fc.constant({ kind: 'none' as const }),
    ),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'text/csv',
      'application/octet-stream',
      'image/png',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'garbage/garbage',
      undefined,
    ),
    token: fc.constantFrom('session', 'manager', 'operator', 'garbage', 'none'),
    garbageToken: printable,
    domain: fc.constantFrom('site', 'other', 'garbage'),
    garbageDomain: printable,
    language: fc.oneof(fc.constantFrom(...LOCALES), printable),
    file: fc.oneof(text, fc.stringMatching(/^[0-9a-f]{64}(\.png)?$/)),
    address: fc.ipV4(),
  });
}

describe('fuzzed input on every call', () => {
  const t = useTestContext();

  it(`answers ${RUNS} generated requests per call with no 5xx and a proper 4xx for every refusal`, async () => {
    const site = await t.createSite();
    const other = await t.createSite();
    const operator = await t.services.operatorAuth.create(`fuzz-${randomUUID().slice(0, 8)}`);
    /** OpenAPI names the fields each call reads, so generated input often gets past the first check. */
    const openApi = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string }[];
            requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
          }
        >
      >;
    };
    const calls = [...new Set(t.app.apiCalls)].filter((call) => call !== 'GET docs');
    const counts = () =>
      t.database.db.execute(
        sql.raw(
          `select ${WATCHED.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`,
        ),
      );
    const timings: string[] = [];

    for (const call of calls) {
      const [method, route] = call.split(' ') as ['GET' | 'POST', string];
      const spec =
        openApi.paths[`/api/${route.replace(':file', '{file}')}`]?.[method.toLowerCase()];
      const fields = {
        query: (spec?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(
          spec?.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ),
      };
      // Each call its own member and manager: what one call's cases lock or end stays there.
      const member = await t.createAccount(site);
      const manager = await t.createAccount(site, { role: 'manager' });
      const tokens = {
        session: await t.login(site.domain, member.email, member.password),
        manager: await t.login(site.domain, manager.email, manager.password),
        operator: operator!.token,
      };
      const before = await counts();
      let accepted = 0;
      const started = performance.now();

      await fc.assert(
        fc.asyncProperty(fuzzCase({ query: fields.query, body: fields.body }), async (input) => {
          const headers: Record<string, string> = { 'accept-language': input.language };
          const domain =
            input.domain === 'site'
              ? site.domain
              : input.domain === 'other'
                ? other.domain
                : input.garbageDomain;
          headers[HEADERS.siteDomain] = domain;
          if (input.token === 'garbage') headers.authorization = `Bearer ${input.garbageToken}`;
          else if (input.token !== 'none') headers.authorization = `Bearer ${tokens[input.token]}`;
          if (input.contentType) headers['content-type'] = input.contentType;
          const query = new URLSearchParams(input.query).toString();
          const path = route.replace(':file', encodeURIComponent(input.file));
          const payload =
            input.body.kind === 'json'
              ? JSON.stringify(input.body.value)
              : input.body.kind === 'raw'
                ? input.body.value
                : undefined;
          const response = await t.app.inject({
            method,
            url: `/api/${path}${query ? `?${query}` : ''}`,
            headers,
            remoteAddress: input.address,
            ...(method === 'POST' && payload !== undefined ? { payload } : {}),
          });
          const where = `${call} ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode < 400) {
            accepted++;
            return;
          }
          expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
          const reply = response.json<{ success: unknown; code: unknown; message: unknown }>();
          expect(reply.success, where).toBe(false);
          expect(isErrorCode(reply.code), where).toBe(true);
          expect(ERROR_STATUS[reply.code as keyof typeof ERROR_STATUS], where).toBe(
            response.statusCode,
          );
          expect(typeof reply.message === 'string' && reply.message.trim() !== '', where).toBe(
            true,
          );
          expect(response.body, where).not.toMatch(/\bat \w+ \(|node_modules|syntax error at/i);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );

      // A call none of whose cases was accepted changed nothing.
      if (accepted === 0) expect((await counts()).rows, call).toEqual(before.rows);
      timings.push(`${call}: ${Math.round(performance.now() - started)} ms, ${accepted} accepted`);
    }
    console.info(`fuzz, ${RUNS} cases per call:\n  ${timings.join('\n  ')}`);
  }, 1_800_000);
});
