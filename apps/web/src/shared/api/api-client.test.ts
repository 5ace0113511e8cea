import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { PROTECTION_HEADERS, protectionHashes } from '@portal/shared';
import { initI18n } from '../i18n/i18n.ts';
import { TOKEN_STORAGE_KEY } from '../session/token-store.ts';
import { apiDownload, apiFetch, dispositionFilename } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { setRequestSite, setRequestSiteHost } from './request-context.ts';

beforeAll(() => initI18n('ko'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setRequestSite({ playlist: false, currency: 'KRW' });
});

function reply(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  test('sends the visit headers and the token, under /api/', async () => {
    setRequestSiteHost('creators.test');
    setRequestSite({ playlist: true, currency: 'USD' });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const fetchMock = reply(200, { success: true, message: '', value: 1 });
    await expect(apiFetch('member/me')).resolves.toEqual({ success: true, message: '', value: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/member/me');
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.get('accept-language')).toBe('ko');
    expect(headers.get('x-site-domain')).toBe('creators.test');
    expect(headers.get('x-playlist')).toBe('1');
    expect(headers.get('x-currency')).toBe('USD');
  });

  test('signs each call: the protection headers match its path, method, body size and token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const fetchMock = reply(200, { success: true, message: '' });
    await apiFetch('member/account/update', { method: 'POST', body: { nickname: '새 이름' } });
    await apiFetch('member/account/update', { method: 'POST', body: { nickname: '새 이름' } });
    const ids = fetchMock.mock.calls.map(([, init]) => {
      const headers = new Headers(init?.headers);
      return headers.get(PROTECTION_HEADERS.id)!;
    });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    const id = ids[0]!;
    expect(Math.abs(Number(id.split('.')[0]) - Date.now())).toBeLessThan(60_000);
    expect(
      await protectionHashes(
        {
          method: 'POST',
          path: '/api/member/account/update',
          // UTF-8 bytes, not characters: 새 이름 is 10 bytes in 4 characters.
          bodySize: new TextEncoder().encode(JSON.stringify({ nickname: '새 이름' })).length,
          token: 'tok',
          userAgent: navigator.userAgent,
        },
        id,
      ),
    ).toEqual({
      secureToken: headers.get(PROTECTION_HEADERS.secureToken),
      token: headers.get(PROTECTION_HEADERS.token),
    });
    // A nonce of its own for every call.
    expect(new Set(ids).size).toBe(2);
  });

  test('no Authorization header without a session', async () => {
    const fetchMock = reply(200, { success: true, message: '' });
    await apiFetch('v2/mcn/meta', { query: { domain: 'a.example' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/mcn/meta?domain=a.example');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(new Headers(init?.headers).get('x-currency')).toBe('KRW');
  });

  test('an error reply becomes an ApiError with its status, code and message', async () => {
    reply(403, {
      success: false,
      code: 'wrong_password',
      message: '비밀번호가 올바르지 않습니다.',
    });
    const error = await apiFetch('member/account/delete.account', {
      method: 'POST',
      body: { password: 'x' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'wrong_password',
      message: '비밀번호가 올바르지 않습니다.',
    });
  });

  test('success:false is a failure even with status 200', async () => {
    reply(200, { success: false, message: 'no' });
    await expect(apiFetch('member/me')).rejects.toMatchObject({
      status: 200,
      code: 'bad_reply',
      message: 'no',
    });
  });

  test('a network failure reads as one, in the user’s language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('member/me')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
    });
  });
});

describe('apiDownload', () => {
  test('fetches a file with the same headers and the name the server gives it', async () => {
    setRequestSiteHost('creators.test');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('a,b\n1,2\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition':
              'attachment; filename="r.csv"; filename*=UTF-8\'\'%EC%87%BC%EC%B8%A0.csv',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('report/export', {
      query: { report: 'videos', search: undefined },
    });
    expect(file.filename).toBe('쇼츠.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/report/export?report=videos');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.get('x-site-domain')).toBe('creators.test');
  });

  test('an error reply is an ApiError like any call’s', async () => {
    reply(401, { success: false, code: 'unauthorized', message: '다시 로그인해 주세요.' });
    await expect(apiDownload('report/export')).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: '다시 로그인해 주세요.',
    });
  });

  test('file names: the UTF-8 form first, then the plain one, else none', () => {
    expect(dispositionFilename('attachment; filename="videos.csv"')).toBe('videos.csv');
    expect(dispositionFilename("attachment; filename*=UTF-8''a%20b.csv")).toBe('a b.csv');
    expect(dispositionFilename("attachment; filename*=UTF-8''%E0%A4; filename=x.csv")).toBe(
      'x.csv',
    );
    expect(dispositionFilename('attachment')).toBeUndefined();
    expect(dispositionFilename(null)).toBeUndefined();
  });
});
