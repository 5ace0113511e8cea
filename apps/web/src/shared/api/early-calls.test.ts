import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  EARLY_CALLS_GLOBAL,
  EARLY_CALLS_SCRIPT,
  PROTECTION_HEADERS,
  protectionHashes,
  SITE_BOOTSTRAP_ELEMENT_ID,
  VIDEO_REPORT_FIRST_VIEW,
} from '@portal/shared';
import { getReportSummary } from '../../features/reports/api/get-report-summary.ts';
import { getVideoDetail } from '../../features/reports/api/get-video-detail.ts';
import { getVideoReport } from '../../features/reports/api/get-video-report.ts';
import { DEFAULT_FILTERS } from '../../features/reports/api/use-report-filters.ts';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { getMe } from '../session/get-me.ts';
import { TOKEN_STORAGE_KEY } from '../session/token-store.ts';
import { apiFetch } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { setRequestSite, setRequestSiteHost } from './request-context.ts';

const DOMAIN = 'creators.test';

beforeAll(() => initI18n('ko'));
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.getElementById(SITE_BOOTSTRAP_ELEMENT_ID)?.remove();
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  window.history.replaceState(null, '', '/');
  setRequestSite({ playlist: false, currency: 'KRW' });
  await i18n.changeLanguage('ko');
});

/** A server that answers every call with its path, counting the calls. */
function server(status = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const body =
      status === 200
        ? { success: true, message: '', token: undefined, url: String(input) }
        : { success: false, code: 'unauthorized', message: '로그인이 필요합니다.' };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The first HTML of `path` for a signed-in visit, its script run; the app's context set. */
function firstHtml(
  path: string,
  options: { playlist?: boolean; token?: string | null; language?: string } = {},
) {
  const playlist = options.playlist ?? false;
  const currency = playlist ? 'USD' : 'KRW';
  window.history.replaceState(null, '', path);
  if (options.token !== null) localStorage.setItem(TOKEN_STORAGE_KEY, options.token ?? 'tok');
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SITE_BOOTSTRAP_ELEMENT_ID;
  block.textContent = JSON.stringify({
    domain: DOMAIN,
    reply: {
      success: true,
      metadata: { is_playist: playlist },
      site: { currency, language: options.language ?? 'ko' },
    },
  });
  document.head.append(block);
  new Function(EARLY_CALLS_SCRIPT)();
  setRequestSiteHost(DOMAIN);
  setRequestSite({ playlist, currency });
}

describe('the first HTML’s early calls', () => {
  test('the dashboard’s member/me and summary go out signed, and the app takes them over', async () => {
    const fetchMock = server();
    await i18n.changeLanguage('en');
    firstHtml('/en/dashboard', { playlist: true });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // Each is signed on its own (crypto.subtle), so they may leave in either order.
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect([...urls].sort()).toEqual(['/api/member/me', '/api/report/summary?period=28d']);
    for (const [url, init] of fetchMock.mock.calls) {
      const headers = new Headers(init?.headers);
      expect(headers.get('authorization')).toBe('Bearer tok');
      expect(headers.get('accept-language')).toBe('en');
      expect(headers.get('x-site-domain')).toBe(DOMAIN);
      expect(headers.get('x-playlist')).toBe('1');
      expect(headers.get('x-currency')).toBe('USD');
      const hashes = await protectionHashes(
        {
          method: 'GET',
          path: String(url),
          bodySize: 0,
          token: 'tok',
          userAgent: navigator.userAgent,
        },
        headers.get(PROTECTION_HEADERS.id)!,
      );
      expect(headers.get(PROTECTION_HEADERS.secureToken)).toBe(hashes.secureToken);
      expect(headers.get(PROTECTION_HEADERS.token)).toBe(hashes.token);
    }

    await expect(getMe()).resolves.toMatchObject({ url: '/api/member/me' });
    await expect(getReportSummary(DEFAULT_FILTERS)).resolves.toMatchObject({
      url: '/api/report/summary?period=28d',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Once only: the next ask is a call of the app's own.
    await getMe();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('the video report’s first page goes out beside member/me, and the app takes it over', async () => {
    const fetchMock = server();
    firstHtml('/report-video');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const list = '/api/report/videos?period=28d&sort=revenue&order=desc&page=0&size=50';
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/api/member/me', list]);
    await expect(
      getVideoReport(DEFAULT_FILTERS, { ...VIDEO_REPORT_FIRST_VIEW, page: 0 }),
    ).resolves.toMatchObject({ url: list });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('another page gets member/me only; a page in Korean has no prefix', async () => {
    const fetchMock = server();
    firstHtml('/notices');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('accept-language')).toBe('ko');
    await getMe();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a Short’s detail the address opens goes out too, and the app takes it over', async () => {
    const fetchMock = server();
    firstHtml('/report-video?videoDetail=aB3dE5gH7jK');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const detail = '/api/report/video?period=28d&video_id=aB3dE5gH7jK';
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(detail);
    await expect(getVideoDetail('aB3dE5gH7jK', DEFAULT_FILTERS)).resolves.toMatchObject({
      url: detail,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('the dashboard asks for the detail beside its summary; other pages ignore the flag', async () => {
    const fetchMock = server();
    firstHtml('/dashboard?videoDetail=aB3dE5gH7jK');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    // In the order their signatures are ready.
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/member/me',
      '/api/report/summary?period=28d',
      '/api/report/video?period=28d&video_id=aB3dE5gH7jK',
    ]);
    document.getElementById(SITE_BOOTSTRAP_ELEMENT_ID)?.remove();
    firstHtml('/musics?videoDetail=aB3dE5gH7jK');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls[3]![0]).toBe('/api/member/me');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  test('an unprefixed address asks in the remembered language, else the site’s', async () => {
    const fetchMock = server();
    const language = (call: number) =>
      new Headers(fetchMock.mock.calls[call]![1]?.headers).get('accept-language');
    firstHtml('/notices', { language: 'zh-TW' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(language(0)).toBe('zh-TW');
    document.cookie = 'lang=en; path=/';
    firstHtml('/notices', { language: 'zh-TW' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(language(1)).toBe('en');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  test('no token, no call', async () => {
    const fetchMock = server();
    firstHtml('/dashboard', { token: null });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL]).toBeUndefined();
  });

  test('headers that differ from the app’s make the app call itself, and forget the early call', async () => {
    const fetchMock = server();
    firstHtml('/dashboard');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // The app moved to the remembered language before its first call.
    await i18n.changeLanguage('en');
    await getMe();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await i18n.changeLanguage('ko');
    await getMe();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  test('an expired session answers 401 to the app as its own call would', async () => {
    const fetchMock = server(401);
    firstHtml('/dashboard');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const error = await apiFetch('member/me').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a failed or refused early call leaves the app to make its own', async () => {
    let calls = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2)
        return new Response('{"success":false,"code":"bad_request"}', { status: 400 });
      return new Response(JSON.stringify({ success: true, message: '', url: String(input) }));
    });
    vi.stubGlobal('fetch', fetchMock);
    firstHtml('/dashboard');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await expect(getMe()).resolves.toMatchObject({ url: '/api/member/me' });
    await expect(getReportSummary(DEFAULT_FILTERS)).resolves.toMatchObject({
      url: '/api/report/summary?period=28d',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
