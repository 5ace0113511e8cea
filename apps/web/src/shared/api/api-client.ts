import { API_BASE, HEADERS, isErrorCode } from '@portal/shared';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { getToken } from '../session/token-store.ts';
import { ApiError } from './api-error.ts';
import { currencyFor, requestPlaylist, requestSiteHost } from './request-context.ts';

export interface ApiRequest {
  method?: 'GET' | 'POST';
  /** Query parameters, encoded for you. */
  query?: Record<string, string | number | undefined>;
  /** JSON body; POST calls without one still send `{}` so the server always reads JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

interface ReplyEnvelope {
  success?: unknown;
  code?: unknown;
  message?: unknown;
}

/**
 * Calls `API_BASE + path` with the headers every call carries (Accept-Language,
 * X-Site-Domain, Authorization, X-Playlist, X-Currency) and returns the parsed reply.
 * Throws an ApiError for any unsuccessful reply, and for network or parse failures.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const url = buildUrl(path, request.query);
  const playlist = requestPlaylist();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    [HEADERS.siteDomain]: requestSiteHost(),
    [HEADERS.playlist]: playlist ? '1' : '0',
    [HEADERS.currency]: currencyFor(playlist),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // An abort is the caller's own doing (a query was cancelled); let it through as is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', i18n.t('errors.network'));
  }

  let reply: unknown;
  try {
    reply = await response.json();
  } catch {
    throw new ApiError(
      response.status,
      response.ok ? 'bad_reply' : 'internal',
      i18n.t('errors.badReply'),
    );
  }
  const envelope = (typeof reply === 'object' && reply !== null ? reply : {}) as ReplyEnvelope;
  if (!response.ok || envelope.success !== true) {
    const code = isErrorCode(envelope.code)
      ? envelope.code
      : response.ok
        ? 'bad_reply'
        : 'internal';
    const message = typeof envelope.message === 'string' ? envelope.message : '';
    throw new ApiError(response.status, code, message);
  }
  return reply as T;
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  const base = `${API_BASE}${path.replace(/^\//, '')}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
