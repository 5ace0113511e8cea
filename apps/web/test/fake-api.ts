import type { SiteMetadata, SiteSettings } from '@portal/shared';
import { vi } from 'vitest';

export interface FakeRequest {
  path: string;
  method: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A JSON reply (`body`), or with `text` a file such as a CSV download, with its `headers`. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const testSite: SiteMetadata = {
  domain: 'creators.test',
  design_id: 'mcn-2',
  color_primary: '6d28d9',
  color_primary_dim: 'ede9fe',
  logo_favicon: 'https://cdn.test/favicon.png',
  logo_meta: null,
  is_playist: false,
  exclusive_logo: null,
};

export const testSiteSettings: SiteSettings = {
  name: 'Creators Test',
  logo: null,
  currency: 'KRW',
  language: 'ko',
};

export const testMe = {
  success: true,
  message: '',
  token: 'token-1',
  permission_flag: 0 as 0 | 1,
  settings: { channel_verify_needed: false },
  email: 'creator@example.com',
  nickname: '크리에이터',
  registered_at: '2026-01-15T00:00:00.000Z',
};

/**
 * Stands in for the API server: `fetch` is answered by handlers keyed by call path
 * (`member/login`). Unhandled calls answer 404 so a test notices them. The metadata call
 * answers with `testSite` unless a handler says otherwise.
 */
export function installFakeApi(handlers: Record<string, FakeHandler> = {}) {
  const requests: FakeRequest[] = [];
  const all: Record<string, FakeHandler> = {
    'v2/mcn/meta': () => ({
      body: { success: true, message: '', metadata: testSite, site: testSiteSettings },
    }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const request: FakeRequest = {
      path,
      method: init.method ?? 'GET',
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = all[path];
    const reply = handler
      ? await handler(request)
      : { status: 404, body: { success: false, code: 'not_found', message: 'not found' } };
    if (reply.text !== undefined) {
      return new Response(reply.text, { status: reply.status ?? 200, headers: reply.headers });
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** The requests made to one call. */
export const calls = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.path === path);
