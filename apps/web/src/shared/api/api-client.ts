import { API_BASE, HEADERS, isErrorCode, protectionHeaders } from '@portal/shared';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { getToken } from '../session/token-store.ts';
import { ApiError } from './api-error.ts';
import { takeEarlyCall } from './early-calls.ts';
import { requestCurrency, requestPlaylist, requestSiteHost } from './request-context.ts';

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

/** The headers every call carries (Accept-Language, X-Site-Domain, Authorization, X-Playlist, X-Currency). */
function visitHeaders(accept: string): Record<string, string> {
  const playlist = requestPlaylist();
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': currentLocale(),
    [HEADERS.siteDomain]: requestSiteHost(),
    [HEADERS.playlist]: playlist ? '1' : '0',
    [HEADERS.currency]: requestCurrency(),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The protection headers of a call (docs/security.md): over its method, path and query as
 * sent, body size, token and user agent, with a timestamp and a nonce.
 */
async function signed(
  headers: Record<string, string>,
  method: string,
  url: string,
  body: string | undefined,
): Promise<Record<string, string>> {
  const target = new URL(url, window.location.href);
  return {
    ...headers,
    ...(await protectionHeaders({
      method,
      path: `${target.pathname}${target.search}`,
      bodySize: body === undefined ? 0 : new TextEncoder().encode(body).length,
      token: getToken() ?? undefined,
      userAgent: navigator.userAgent,
    })),
  };
}

/** fetch, with a failure to reach the server turned into an ApiError (an abort passes as is). */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    // An abort is the caller's own doing (a query was cancelled); let it through as is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', i18n.t('errors.network'));
  }
}

/** The ApiError for a reply that is not a success (`reply`: its parsed JSON, if any). */
function replyError(response: Response, reply: unknown): ApiError {
  const envelope = (typeof reply === 'object' && reply !== null ? reply : {}) as ReplyEnvelope;
  const code = isErrorCode(envelope.code) ? envelope.code : response.ok ? 'bad_reply' : 'internal';
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  return new ApiError(response.status, code, message);
}

/**
 * Calls `API_BASE + path` with the headers every call carries (Accept-Language,
 * X-Site-Domain, Authorization, X-Playlist, X-Currency) and returns the parsed reply.
 * Throws an ApiError for any unsuccessful reply, and for network or parse failures.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const headers = visitHeaders('application/json');
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body ?? {});
  }
  const url = buildUrl(path, request.query);
  // The first HTML may have asked already (early-calls.ts): its reply is this call's.
  const early =
    method === 'GET' && !request.signal?.aborted ? takeEarlyCall(url, headers) : undefined;
  const response =
    (early && (await early)) ??
    (await send(url, {
      method,
      headers: await signed(headers, method, url, body),
      body,
      signal: request.signal,
    }));

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
  if (!response.ok || (reply as ReplyEnvelope | null)?.success !== true) {
    throw replyError(response, reply);
  }
  return reply as T;
}

export interface ApiDownload {
  blob: Blob;
  /** The name the server gave the file (Content-Disposition), if it gave one. */
  filename: string | undefined;
}

/**
 * GET `API_BASE + path` for a file (a CSV export) with the same headers as apiFetch: a
 * plain link could not send the Authorization header. Errors come as JSON, as for any call.
 */
export async function apiDownload(
  path: string,
  request: Pick<ApiRequest, 'query' | 'signal'> = {},
): Promise<ApiDownload> {
  const url = buildUrl(path, request.query);
  const response = await send(url, {
    method: 'GET',
    headers: await signed(visitHeaders('*/*'), 'GET', url, undefined),
    signal: request.signal,
  });
  if (!response.ok) {
    const reply: unknown = await response.json().catch(() => undefined);
    throw replyError(response, reply);
  }
  return {
    blob: await response.blob(),
    filename: dispositionFilename(response.headers.get('Content-Disposition')),
  };
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, else `filename=`. */
export function dispositionFilename(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
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
