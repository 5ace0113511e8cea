import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, ERROR_STATUS, OPERATOR_API_PATHS } from '@portal/shared';
import { networkTokens } from '../db/schema.ts';
import { useTestContext } from '../test/test-context.ts';
import { NETWORK_TOKEN_CALLS } from './network-token-calls.ts';

/** Every call and the input it reads. */
const CALLS: { method: 'GET' | 'POST'; path: string; input: 'query' | 'body' | 'none' }[] = [
  { method: 'GET', path: API_PATHS.siteMeta, input: 'query' },
  { method: 'POST', path: API_PATHS.join, input: 'body' },
  { method: 'POST', path: API_PATHS.login, input: 'body' },
  { method: 'POST', path: API_PATHS.logout, input: 'none' },
  { method: 'GET', path: API_PATHS.me, input: 'none' },
  { method: 'POST', path: API_PATHS.accountUpdate, input: 'body' },
  { method: 'POST', path: API_PATHS.accountDelete, input: 'body' },
  { method: 'POST', path: API_PATHS.externalAuth, input: 'body' },
  { method: 'POST', path: API_PATHS.passwordForgot, input: 'body' },
  { method: 'POST', path: API_PATHS.passwordReset, input: 'body' },
  { method: 'POST', path: API_PATHS.mailPreferences, input: 'body' },
  { method: 'POST', path: API_PATHS.memberAdd, input: 'body' },
  { method: 'GET', path: API_PATHS.memberAccounts, input: 'query' },
  { method: 'POST', path: API_PATHS.memberUpdate, input: 'body' },
  { method: 'POST', path: API_PATHS.memberDelete, input: 'body' },
  { method: 'GET', path: API_PATHS.memberFeeHistory, input: 'query' },
  { method: 'GET', path: API_PATHS.noticeList, input: 'query' },
  { method: 'GET', path: API_PATHS.noticeDetail, input: 'query' },
  { method: 'GET', path: API_PATHS.noticeUnreadCount, input: 'none' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorNoticeList, input: 'query' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorNoticeCreate, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorNoticeUpdate, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorNoticeDelete, input: 'body' },
  { method: 'POST', path: API_PATHS.channelAdd, input: 'body' },
  { method: 'GET', path: API_PATHS.channelList, input: 'query' },
  { method: 'GET', path: API_PATHS.channelDetail, input: 'query' },
  { method: 'POST', path: API_PATHS.channelVerify, input: 'body' },
  { method: 'POST', path: API_PATHS.channelReReview, input: 'body' },
  { method: 'POST', path: API_PATHS.channelAssign, input: 'body' },
  { method: 'POST', path: API_PATHS.channelUnassign, input: 'body' },
  { method: 'POST', path: API_PATHS.channelDelete, input: 'body' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorChannelList, input: 'query' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorChannelReview, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorChannelReviewMany, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorRevenueImport, input: 'body' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorImportList, input: 'query' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorUploadCreate, input: 'body' },
  // Its body is a chunk of the file; hostile bodies meet the query's checks first.
  { method: 'POST', path: OPERATOR_API_PATHS.operatorUploadChunk, input: 'body' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorUploadList, input: 'query' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorUploadCancel, input: 'body' },
  // Its body is the catalogue file.
  { method: 'POST', path: OPERATOR_API_PATHS.operatorCatalogueImport, input: 'body' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorCatalogueTracks, input: 'query' },
  { method: 'GET', path: API_PATHS.reportSummary, input: 'query' },
  { method: 'GET', path: API_PATHS.reportChannels, input: 'query' },
  { method: 'GET', path: API_PATHS.reportVideos, input: 'query' },
  { method: 'GET', path: API_PATHS.reportVideo, input: 'query' },
  { method: 'GET', path: API_PATHS.reportExport, input: 'query' },
  { method: 'GET', path: API_PATHS.musicHome, input: 'none' },
  { method: 'GET', path: API_PATHS.musicList, input: 'query' },
  { method: 'GET', path: API_PATHS.musicTags, input: 'none' },
  { method: 'GET', path: API_PATHS.musicShopping, input: 'query' },
  { method: 'GET', path: API_PATHS.musicRanking, input: 'query' },
  { method: 'GET', path: API_PATHS.musicFavorites, input: 'none' },
  { method: 'POST', path: API_PATHS.musicFavoriteAdd, input: 'body' },
  { method: 'POST', path: API_PATHS.musicFavoriteRemove, input: 'body' },
  // Covers are named by the path (music/cover/<sha256>) and belong to no site.
  { method: 'GET', path: API_PATHS.musicCover, input: 'none' },
  // Site images likewise (site/image/<sha256>.<ext>).
  { method: 'GET', path: API_PATHS.siteImage, input: 'none' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorSiteList, input: 'none' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorSiteCreate, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorSiteUpdate, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorSiteDomains, input: 'body' },
  // Its body is the image file; hostile bodies meet the query's checks and the file's.
  { method: 'POST', path: OPERATOR_API_PATHS.operatorSiteImage, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorSiteImageCheck, input: 'body' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorAudit, input: 'query' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorSignIn, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorSetUp, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorSignInEnrol, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorSignInCode, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorSignOut, input: 'none' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorWhoami, input: 'none' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorList, input: 'none' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorInvite, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorDisable, input: 'body' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorOverview, input: 'none' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorYouTubeList, input: 'query' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorYouTubeFetch, input: 'body' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorPayoutList, input: 'none' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorPayoutRequests, input: 'query' },
  { method: 'GET', path: OPERATOR_API_PATHS.operatorTokenList, input: 'none' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorTokenCreate, input: 'body' },
  { method: 'POST', path: OPERATOR_API_PATHS.operatorTokenRevoke, input: 'body' },
  { method: 'GET', path: API_PATHS.youtubeConnection, input: 'none' },
  { method: 'POST', path: API_PATHS.youtubeConnect, input: 'body' },
  { method: 'POST', path: API_PATHS.youtubeConnectComplete, input: 'body' },
  { method: 'POST', path: API_PATHS.youtubeDisconnect, input: 'none' },
  { method: 'POST', path: API_PATHS.youtubeFetch, input: 'none' },
  { method: 'GET', path: API_PATHS.earningsSummary, input: 'query' },
  { method: 'GET', path: API_PATHS.earningsStatements, input: 'query' },
  { method: 'GET', path: API_PATHS.earningsStatement, input: 'query' },
  { method: 'GET', path: API_PATHS.earningsStatementExport, input: 'query' },
  { method: 'GET', path: API_PATHS.earningsHistory, input: 'query' },
  { method: 'POST', path: API_PATHS.payoutMethod, input: 'body' },
  { method: 'POST', path: API_PATHS.payoutWithdraw, input: 'body' },
  { method: 'POST', path: API_PATHS.payoutCancel, input: 'body' },
  { method: 'GET', path: API_PATHS.payoutClosePreview, input: 'query' },
  { method: 'POST', path: API_PATHS.payoutClose, input: 'body' },
  { method: 'GET', path: API_PATHS.payoutOverview, input: 'query' },
  { method: 'GET', path: API_PATHS.payoutRequests, input: 'query' },
  { method: 'POST', path: API_PATHS.payoutApprove, input: 'body' },
  { method: 'POST', path: API_PATHS.payoutReject, input: 'body' },
  { method: 'POST', path: API_PATHS.payoutPaid, input: 'body' },
  { method: 'GET', path: API_PATHS.payoutExport, input: 'query' },
  { method: 'POST', path: API_PATHS.payoutSettings, input: 'body' },
  { method: 'GET', path: API_PATHS.networkTokenList, input: 'none' },
  { method: 'POST', path: API_PATHS.networkTokenCreate, input: 'body' },
  { method: 'POST', path: API_PATHS.networkTokenRevoke, input: 'body' },
];

/** Operator calls take an operator token and name no site. */
const isOperatorCall = (call: { path: string }) => call.path.startsWith('operator/');

it('lists every call of API_PATHS', () => {
  expect(CALLS.map((call) => call.path).sort()).toEqual(
    Object.values({ ...API_PATHS, ...OPERATOR_API_PATHS }).sort(),
  );
});

const HOSTILE_BODIES: { name: string; payload: string; contentType?: string }[] = [
  { name: 'malformed JSON', payload: '{"id": "a@b.co", "password": ' },
  { name: 'empty JSON body', payload: '' },
  { name: 'a JSON array', payload: '[1,2,3]' },
  { name: 'JSON null', payload: 'null' },
  { name: 'a JSON string', payload: '"hello"' },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      id: 1,
      password: {},
      email: [],
      nickname: true,
      code: 5,
      new_password: null,
    }),
  },
  {
    name: 'over-long strings',
    payload: JSON.stringify({
      id: 'a'.repeat(5000),
      password: 'p'.repeat(5000),
      email: `${'e'.repeat(5000)}@x.co`,
      nickname: 'n'.repeat(5000),
      code: 'c'.repeat(5000),
    }),
  },
  {
    name: 'a prototype pollution attempt',
    payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
  },
  { name: 'a body over the size limit', payload: JSON.stringify({ id: 'x'.repeat(70 * 1024) }) },
  {
    name: 'form encoding',
    payload: 'id=a&password=b',
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'plain text', payload: 'hello', contentType: 'text/plain' },
];

describe('bad input on every call', () => {
  const t = useTestContext();

  it('answers each hostile body with a 4xx error reply and changes nothing', async () => {
    const site = await t.createSite();
    // A manager, so that manager calls reach their validation rather than stopping at 403.
    const account = await t.createAccount(site, { nickname: 'steady', role: 'manager' });
    const token = await t.login(site.domain, account.email, account.password);
    const before = await t.database.db.execute(
      sql`select count(*)::int as accounts, (select count(*)::int from sessions) as sessions from accounts`,
    );

    for (const call of CALLS.filter((c) => c.input === 'body')) {
      for (const body of HOSTILE_BODIES) {
        for (const authed of [false, true]) {
          const response = await t.app.inject({
            method: call.method,
            url: `/api/${call.path}`,
            headers: {
              'content-type': body.contentType ?? 'application/json',
              'x-site-domain': site.domain,
              'accept-language': 'en',
              ...(authed ? { authorization: `Bearer ${token}` } : {}),
            },
            payload: body.payload,
          });
          const where = `${call.method} ${call.path} with ${body.name}${authed ? ' (signed in)' : ''}`;
          expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, where).toBeLessThan(500);
          const reply = response.json();
          expect(reply.success, where).toBe(false);
          expect(ERROR_STATUS[reply.code as keyof typeof ERROR_STATUS], where).toBe(
            response.statusCode,
          );
          expect(reply.message, where).toMatch(/\S/);
          expect(response.body, where).not.toMatch(
            /stack|at \w+ \(|node_modules|SELECT|syntax error/i,
          );
        }
      }
    }

    const after = await t.database.db.execute(
      sql`select count(*)::int as accounts, (select count(*)::int from sessions) as sessions from accounts`,
    );
    expect(after.rows).toEqual(before.rows);
    expect((await t.call('GET', 'member/me', { domain: site.domain, token })).json().nickname).toBe(
      'steady',
    );
  });

  it('answers each hostile body on an operator call with a 4xx, also with an operator token', async () => {
    const operator = await t.services.operatorAuth.create(`bad-input-${Date.now()}`);
    const count = () => t.database.db.execute(sql`select count(*)::int as notices from notices`);
    const before = await count();
    // The shared `wrong types` body carries `id: 1`, a valid notice id; these calls get their own.
    const bodies = [
      ...HOSTILE_BODIES.filter((body) => body.name !== 'wrong types'),
      {
        name: 'wrong types',
        payload: JSON.stringify({ id: 'x', texts: [], site: 5, pinned: 'yes', publish_at: 1 }),
      },
    ];
    for (const call of CALLS.filter((c) => isOperatorCall(c) && c.input === 'body')) {
      for (const body of bodies) {
        const response = await t.app.inject({
          method: call.method,
          url: `/api/${call.path}`,
          headers: {
            'content-type': body.contentType ?? 'application/json',
            'accept-language': 'en',
            authorization: `Bearer ${operator!.token}`,
          },
          payload: body.payload,
        });
        const where = `${call.method} ${call.path} with ${body.name}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.json().success, where).toBe(false);
      }
    }
    for (const query of ['page=-1', 'size=101', 'size=abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/${OPERATOR_API_PATHS.operatorNoticeList}?${query}`,
        headers: { authorization: `Bearer ${operator!.token}` },
      });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await count()).rows).toEqual(before.rows);
  });

  it('answers bad filters of the console’s lists with what to fix, in the caller’s language', async () => {
    const operator = await t.services.operatorAuth.create(`bad-filters-${Date.now()}`);
    const get = (path: string, query: string, language = 'en') =>
      t.app.inject({
        method: 'GET',
        url: `/api/${path}?${query}`,
        headers: { authorization: `Bearer ${operator!.token}`, 'accept-language': language },
      });
    const cases: [string, string, string, number][] = [
      [OPERATOR_API_PATHS.operatorAudit, 'from=yesterday', 'Give the time as a day', 400],
      [OPERATOR_API_PATHS.operatorAudit, 'to=2026-13-01', 'Give the time as a day', 400],
      [
        OPERATOR_API_PATHS.operatorAudit,
        'from=2026-03-02&to=2026-03-01',
        'must come after its start',
        400,
      ],
      [OPERATOR_API_PATHS.operatorAudit, `actor=${'a'.repeat(300)}`, 'too long', 400],
      [OPERATOR_API_PATHS.operatorAudit, 'site=nowhere.example', 'not registered', 404],
      [OPERATOR_API_PATHS.operatorPayoutRequests, 'site=', 'domain', 400],
      [OPERATOR_API_PATHS.operatorPayoutRequests, `site=nowhere.example&state=lost`, 'state', 400],
      [OPERATOR_API_PATHS.operatorYouTubeList, 'site=nowhere.example', 'not registered', 404],
    ];
    for (const [path, query, says, status] of cases) {
      const response = await get(path, query);
      expect(response.statusCode, `${path}?${query}`).toBe(status);
      expect(response.json().message, `${path}?${query}`).toMatch(new RegExp(says, 'i'));
    }
    const korean = await get(
      OPERATOR_API_PATHS.operatorAudit,
      'from=2026-03-02&to=2026-03-01',
      'ko',
    );
    expect(korean.json().message).toBe('끝나는 시각은 시작 시각보다 뒤여야 합니다.');
  });

  it('answers bad operator sign-in input with a clear error in the caller’s language, changing nothing', async () => {
    const count = () =>
      t.database.db.execute(
        sql`select (select count(*)::int from operator_accounts) as accounts,
          (select count(*)::int from operator_sessions) as sessions,
          (select count(*)::int from operator_sign_in_tokens) as pending`,
      );
    const before = await count();
    const call = (path: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { 'accept-language': 'ko' },
        payload: body as object,
      });
    const replies: [string, unknown, number, string, string][] = [
      [
        OPERATOR_API_PATHS.operatorSignIn,
        { email: '', password: 'x' },
        400,
        'invalid_input',
        '이메일과 비밀번호를 입력해 주세요.',
      ],
      [
        OPERATOR_API_PATHS.operatorSetUp,
        { token: 'x', password: 'short' },
        400,
        'invalid_input',
        '운영자 비밀번호는 12~128자로 입력해 주세요.',
      ],
      [
        OPERATOR_API_PATHS.operatorSetUp,
        { token: 'not-a-link', password: 'long-enough-pass' },
        400,
        'operator_setup_link_invalid',
        '설정 링크가 올바르지 않거나 만료되었거나 이미 사용되었습니다. 다른 운영자에게 새 링크를 요청해 주세요.',
      ],
      [
        OPERATOR_API_PATHS.operatorSignInCode,
        { pending_token: 'x', code: '' },
        400,
        'invalid_input',
        '인증 앱의 코드나 복구 코드를 입력해 주세요.',
      ],
      [
        OPERATOR_API_PATHS.operatorSignInCode,
        { pending_token: 'not-pending', code: '123456' },
        401,
        'operator_sign_in_expired',
        '로그인 시간이 지났습니다. 이메일과 비밀번호를 다시 입력해 주세요.',
      ],
      [
        OPERATOR_API_PATHS.operatorSignInEnrol,
        { pending_token: 'not-pending', code: '123456' },
        401,
        'operator_sign_in_expired',
        '로그인 시간이 지났습니다. 이메일과 비밀번호를 다시 입력해 주세요.',
      ],
    ];
    for (const [path, body, status, code, message] of replies) {
      const response = await call(path, body);
      expect({ path, status: response.statusCode, ...response.json() }).toEqual({
        path,
        status,
        success: false,
        code,
        message,
      });
    }
    expect((await count()).rows).toEqual(before.rows);
  });

  it('answers a bad audit log query with a clear error in the caller’s language', async () => {
    const operator = await t.services.operatorAuth.create(`bad-audit-${Date.now()}`);
    const audit = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/${OPERATOR_API_PATHS.operatorAudit}?${query}`,
        headers: { authorization: `Bearer ${operator!.token}`, 'accept-language': 'ko' },
      });
    const replies = {
      'action=everything': {
        status: 400,
        code: 'invalid_input',
        message: '입력한 내용을 확인해 주세요.',
      },
      'page=-1': {
        status: 400,
        code: 'invalid_input',
        message: '페이지 번호가 올바르지 않습니다.',
      },
      'site=nowhere.example': {
        status: 404,
        code: 'unknown_site',
        message: '등록되지 않은 사이트입니다.',
      },
    };
    for (const [query, { status, code, message }] of Object.entries(replies)) {
      const response = await audit(query);
      expect(response.statusCode, query).toBe(status);
      expect(response.json(), query).toEqual({ success: false, code, message });
    }
    for (const query of [
      'size=0',
      'size=201',
      'size=abc',
      'action=session.login&action=session.login_failed',
      'site=',
    ])
      expect((await audit(query)).statusCode, query).toBe(400);
  });

  it('answers hostile query strings with 400', async () => {
    const site = await t.createSite();
    const manager = await t.createAccount(site, { role: 'manager' });
    const token = await t.login(site.domain, manager.email, manager.password);
    const cases: [string, string][] = [
      [API_PATHS.siteMeta, 'domain=%FF%FE'],
      [API_PATHS.siteMeta, 'domain='],
      [API_PATHS.siteMeta, 'domain[]=a&domain[]=b'],
      [API_PATHS.siteMeta, `domain=${'x'.repeat(5000)}`],
      [API_PATHS.siteMeta, 'domain=%00'],
      [API_PATHS.memberAccounts, 'page=-1'],
      [API_PATHS.memberAccounts, 'page=abc'],
      [API_PATHS.memberAccounts, 'page=1.5'],
      [API_PATHS.memberAccounts, 'size=0'],
      [API_PATHS.memberAccounts, 'size=101'],
      [API_PATHS.memberAccounts, 'size=1e9'],
      [API_PATHS.memberAccounts, `search=${'s'.repeat(500)}`],
      [API_PATHS.memberAccounts, 'search=%00'],
      [API_PATHS.memberFeeHistory, ''],
      [API_PATHS.memberFeeHistory, `target=${'t'.repeat(500)}`],
      [API_PATHS.noticeList, 'page=-1'],
      [API_PATHS.noticeList, 'page=abc'],
      [API_PATHS.noticeList, 'size=0'],
      [API_PATHS.noticeList, 'size=101'],
      [API_PATHS.noticeDetail, ''],
      [API_PATHS.noticeDetail, 'id=abc'],
      [API_PATHS.noticeDetail, 'id=1.5'],
      [API_PATHS.noticeDetail, 'id=-1'],
      [API_PATHS.noticeDetail, `id=${'9'.repeat(30)}`],
      [API_PATHS.noticeDetail, 'id=%00'],
      [API_PATHS.noticeDetail, 'id[]=1&id[]=2'],
      [API_PATHS.reportSummary, 'period=custom&from=2026-01-01&to=99999-01-01'],
      [API_PATHS.reportSummary, 'period=custom&from=0001-01-01&to=9999-12-31'],
      [API_PATHS.reportSummary, 'period=7d&period=28d'],
      [API_PATHS.reportChannels, 'sort=shorts;drop table channels'],
      [API_PATHS.reportVideos, `search=${'%'.repeat(500)}`],
      [API_PATHS.reportVideos, 'channel=UC%00'],
      [API_PATHS.reportVideos, 'size=1e9'],
      [API_PATHS.reportVideo, 'video_id=%27%20or%201=1--'],
      [API_PATHS.reportExport, 'report=everything'],
      [API_PATHS.reportExport, 'report=videos&period=custom&from=2026-13-01&to=2026-13-02'],
      [API_PATHS.musicList, 'page=-1'],
      [API_PATHS.musicList, 'size=101'],
      [API_PATHS.musicList, 'category=jazz'],
      [API_PATHS.musicList, 'sort=random()'],
      [API_PATHS.musicList, 'tag=Bad%20Tag'],
      [API_PATHS.musicList, `search=${'%'.repeat(500)}`],
      [API_PATHS.musicList, 'search=%00'],
      [API_PATHS.musicShopping, 'tag=%27%20or%201=1--'],
      [API_PATHS.musicRanking, 'size=1e9'],
      [`${API_PATHS.musicCover}/..%2F..%2Fetc%2Fpasswd`, ''],
      [`${API_PATHS.siteImage}/..%2F..%2Fetc%2Fpasswd`, ''],
      [`${API_PATHS.siteImage}/${'a'.repeat(64)}.exe`, ''],
    ];
    for (const [path, query] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/${path}?${query}`,
        headers: { 'x-site-domain': site.domain, authorization: `Bearer ${token}` },
      });
      const where = `${path}?${query.slice(0, 40)}`;
      expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, where).toBeLessThan(500);
      expect(response.json().success, where).toBe(false);
    }
  });

  it('names the problem: malformed JSON, too large, wrong media type', async () => {
    const site = await t.createSite();
    const send = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: `/api/${API_PATHS.login}`,
        headers: {
          'content-type': contentType,
          'x-site-domain': site.domain,
          'accept-language': 'ko',
        },
        payload,
      });
    const malformed = await send('{"id":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      code: 'invalid_json',
      message: '요청을 읽을 수 없습니다. 다시 시도해 주세요.',
    });
    expect((await send(JSON.stringify({ id: 'x'.repeat(70 * 1024) }))).json().code).toBe(
      'payload_too_large',
    );
    expect((await send('hello', 'text/plain')).json().code).toBe('unsupported_media_type');
  });

  /** Queries that pass the checks of the calls a network token may make. */
  const VALID_QUERIES: Record<string, string> = {
    [API_PATHS.reportVideo]: '?video_id=abcdefghijk',
    [API_PATHS.reportExport]: '?report=videos',
    [API_PATHS.earningsStatement]: '?month=2025-12',
    [API_PATHS.earningsStatementExport]: '?month=2025-12',
  };

  it('refuses a network token on every other call, and a bad one on its own, writing nothing', async () => {
    const site = await t.createSite();
    const other = await t.createSite();
    const make = async (where: { id: number }, expiresInDays: number | null = null) => {
      const manager = await t.createAccount(where, { role: 'manager' });
      const actor = { accountId: manager.id, ip: undefined };
      const made = await t.services.networkTokens.create(manager, actor, {
        name: 'bad input',
        expiresInDays,
      });
      return { ...made, actor };
    };
    const good = await make(site);
    const revoked = await make(site);
    await t.services.networkTokens.revoke(site.id, revoked.actor, revoked.row.id);
    const expired = await make(site, 1);
    await t.database.db
      .update(networkTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(networkTokens.id, expired.row.id));
    const bad = {
      unknown: `${good.token.slice(0, -4)}AAAA`,
      revoked: revoked.token,
      expired: expired.token,
      "another site's": (await make(other)).token,
    };
    const counts = () =>
      t.database.db.execute(
        sql`select (select count(*)::int from accounts) as accounts,
          (select count(*)::int from sessions) as sessions,
          (select count(*)::int from network_tokens) as tokens,
          (select count(*)::int from audit_log) as audit`,
      );
    const before = await counts();

    for (const call of CALLS) {
      const named = call.path === API_PATHS.musicCover || call.path === API_PATHS.siteImage;
      const path = named ? `${call.path}/${'a'.repeat(64)}.png` : call.path;
      const mayCall = (NETWORK_TOKEN_CALLS as readonly string[]).includes(
        `${call.method} ${call.path}`,
      );
      const presented = mayCall ? Object.entries(bad) : [['good', good.token] as const];
      // Input is checked before the caller: the calls a token may make get valid input.
      const query = mayCall ? (VALID_QUERIES[call.path] ?? '') : '';
      for (const [kind, token] of presented) {
        const response = await t.call(call.method, `${path}${query}`, {
          domain: site.domain,
          token,
          ...(call.method === 'POST' ? { body: {} } : {}),
        });
        const where = `${call.method} ${call.path} with a ${kind} network token`;
        expect(response.statusCode, where).toBe(mayCall ? 401 : 403);
        expect(response.json(), where).toMatchObject({
          success: false,
          code: mayCall ? 'network_token_invalid' : 'network_token_refused',
          message: expect.stringMatching(/\S/),
        });
      }
    }
    expect((await counts()).rows).toEqual(before.rows);
  });

  it('answers an unknown site on every site-scoped call with 404 unknown_site', async () => {
    const siteScoped = (c: { path: string }) =>
      ![API_PATHS.siteMeta, API_PATHS.musicCover, API_PATHS.siteImage].includes(c.path as never) &&
      !isOperatorCall(c);
    for (const call of CALLS.filter(siteScoped)) {
      const response = await t.call(call.method, call.path, {
        domain: 'nowhere.example',
        ...(call.method === 'POST' ? { body: {} } : {}),
      });
      expect(response.statusCode, call.path).toBe(404);
      expect(response.json().code, call.path).toBe('unknown_site');
    }
  });
});
