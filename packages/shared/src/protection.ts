/**
 * The protection headers every call of the web app carries (docs/product.md §4.1,
 * decision 021). They make a naive script's job harder: a request has to be built the way
 * the app builds it, fresh (a timestamp the server checks against a short window) and
 * once (a nonce it remembers). They are a deterrent, not authentication: the algorithm
 * ships in the app, so anyone can compute them; the session token and the authorization
 * checks are what protect data (docs/security.md).
 *
 * - `X-Protection-Id`: `<timestamp in ms>.<nonce>` (a nonce of 32 hex digits);
 * - `X-Secure-Token`: SHA-512 of the bearer token (empty without one) and the user agent;
 * - `X-Protection-Token`: SHA-512 of method, path with query, body size in bytes, the
 *   secure token and the protection id.
 */
export const PROTECTION_HEADERS = {
  id: 'x-protection-id',
  secureToken: 'x-secure-token',
  token: 'x-protection-token',
} as const;

/** How far a request's timestamp may be from the server's clock, either way. */
export const PROTECTION_WINDOW_MS = 5 * 60_000;

export const PROTECTION_ID_PATTERN = /^(\d{13})\.([0-9a-f]{32})$/;

export type ProtectedRequest = {
  method: string;
  /** Path and query exactly as sent, e.g. `/api/report/videos?page=0`. */
  path: string;
  bodySize: number;
  /** The bearer token, if the call sends one. */
  token: string | undefined;
  userAgent: string;
};

/** Web Crypto and TextEncoder, in browsers and in Node alike (this package names no platform). */
const platform = globalThis as unknown as {
  crypto: {
    subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> };
    getRandomValues(array: Uint8Array): Uint8Array;
  };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};

async function sha512Hex(text: string): Promise<string> {
  const bytes = new platform.TextEncoder().encode(text);
  const digest = await platform.crypto.subtle.digest('SHA-512', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The secure token and protection token of a request with this protection id. */
export async function protectionHashes(
  request: ProtectedRequest,
  protectionId: string,
): Promise<{ secureToken: string; token: string }> {
  const secureToken = await sha512Hex(`${request.token ?? ''}\n${request.userAgent}`);
  const token = await sha512Hex(
    [request.method.toUpperCase(), request.path, request.bodySize, secureToken, protectionId].join(
      '\n',
    ),
  );
  return { secureToken, token };
}

/** The three headers for a request made now. */
export async function protectionHeaders(
  request: ProtectedRequest,
  now: number = Date.now(),
): Promise<Record<string, string>> {
  const nonce = Array.from(platform.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const id = `${now}.${nonce}`;
  const { secureToken, token } = await protectionHashes(request, id);
  return {
    [PROTECTION_HEADERS.id]: id,
    [PROTECTION_HEADERS.secureToken]: secureToken,
    [PROTECTION_HEADERS.token]: token,
  };
}
