import { API_BASE, isErrorCode } from '@portal/shared';
import { ApiError } from '../../shared/api/api-error.ts';
import { currentLocale, i18n } from '../../shared/i18n/i18n.ts';
import { clearOperatorSession, getOperatorSession } from '../session/operator-session.ts';

export type Query = Record<string, string | number | boolean | undefined>;

export interface OperatorCall {
  method?: 'GET' | 'POST';
  query?: Query;
  /** JSON body; a POST without one sends `{}`. */
  body?: unknown;
  signal?: AbortSignal;
  /** A session token to send instead of the stored one (signing in, before it is stored). */
  token?: string;
}

export function operatorUrl(path: string, query?: Query): string {
  const base = `${API_BASE}${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** Accept-Language and the operator's session, on every console call. */
export function operatorHeaders(
  accept = 'application/json',
  token = getOperatorSession()?.token,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': currentLocale(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The error of a reply that is not a success, with the server's localized message. A 401
 * means the session has ended (expired, idle too long, signed out elsewhere): it is
 * forgotten, and the console's router sends the operator to sign in again.
 */
export function replyError(status: number, reply: unknown): ApiError {
  const envelope = (typeof reply === 'object' && reply !== null ? reply : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const code = isErrorCode(envelope.code) ? envelope.code : status < 400 ? 'bad_reply' : 'internal';
  if (status === 401) clearOperatorSession();
  const message =
    typeof envelope.message === 'string' && envelope.message
      ? envelope.message
      : i18n.t('errors.badReply');
  return new ApiError(status, code, message);
}

/** Calls an operator API path and returns its parsed reply (parse it with its schema). */
export async function operatorCall(path: string, call: OperatorCall = {}): Promise<unknown> {
  const method = call.method ?? 'GET';
  const headers = operatorHeaders('application/json', call.token);
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(operatorUrl(path, call.query), {
      method,
      headers,
      body,
      signal: call.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', i18n.t('errors.network'));
  }
  const reply: unknown = await response.json().catch(() => undefined);
  if (!response.ok || (reply as { success?: unknown } | undefined)?.success !== true) {
    throw replyError(response.status, reply);
  }
  return reply;
}

export interface OperatorUpload {
  query?: Query;
  body: Blob;
  /** The body's type; the file's own when not given. */
  contentType?: string;
  /** Bytes sent so far and in all, as the browser sends them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a raw body (a file) with upload progress, which fetch cannot report: XHR's
 * `upload.onprogress`. Resolves with the parsed reply like operatorCall.
 */
export function operatorUpload(path: string, upload: OperatorUpload): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', operatorUrl(path, upload.query));
    for (const [name, value] of Object.entries(operatorHeaders())) {
      request.setRequestHeader(name, value);
    }
    request.setRequestHeader(
      'Content-Type',
      upload.contentType ?? (upload.body.type || 'application/octet-stream'),
    );
    request.upload.onprogress = (event) => upload.onProgress?.(event.loaded, event.total);
    request.onerror = () => reject(new ApiError(0, 'network', i18n.t('errors.network')));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.onload = () => {
      let reply: unknown;
      try {
        reply = JSON.parse(request.responseText) as unknown;
      } catch {
        reply = undefined;
      }
      const succeeded = (reply as { success?: unknown } | undefined)?.success === true;
      if (request.status >= 200 && request.status < 300 && succeeded) resolve(reply);
      else reject(replyError(request.status, reply));
    };
    upload.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(upload.body);
  });
}
