import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  PROTECTION_HEADERS,
  PROTECTION_ID_PATTERN,
  PROTECTION_WINDOW_MS,
  protectionHashes,
} from '@portal/shared';
import { AppError } from './errors.ts';
import { bearerToken, headerValue } from './request-context.ts';

/** How many nonces a process remembers at most (a burst past it refuses new requests). */
const MAX_NONCES = 500_000;

/**
 * Checks the protection headers of a call (packages/shared/src/protection.ts): present and
 * matching the request, the timestamp within the window, the nonce not seen before. A
 * deterrent against naive scripts, not authentication (docs/security.md). Nonces are
 * remembered by this process for the window: behind N processes a replay to another
 * process passes, which the session and the authorization checks make harmless.
 */
export function createProtectionCheck(now: () => number = Date.now) {
  /** Nonce → when it stops mattering; in insertion (about time) order, so pruning stops early. */
  const seen = new Map<string, number>();

  function prune(at: number): void {
    for (const [nonce, expires] of seen) {
      if (expires > at && seen.size < MAX_NONCES) break;
      seen.delete(nonce);
    }
  }

  return async function checkProtection(request: FastifyRequest): Promise<void> {
    const id = headerValue(request, PROTECTION_HEADERS.id);
    const secureToken = headerValue(request, PROTECTION_HEADERS.secureToken);
    const token = headerValue(request, PROTECTION_HEADERS.token);
    const match = id ? PROTECTION_ID_PATTERN.exec(id) : null;
    if (!id || !match || !secureToken || !token) throw new AppError('protection_invalid');

    const at = now();
    if (Math.abs(at - Number(match[1])) > PROTECTION_WINDOW_MS)
      throw new AppError('protection_stale');

    const expected = await protectionHashes(
      {
        method: request.method,
        path: request.url,
        bodySize: Number(request.headers['content-length'] ?? 0) || 0,
        token: bearerToken(request),
        userAgent: headerValue(request, 'user-agent') ?? '',
      },
      id,
    );
    if (!sameText(expected.secureToken, secureToken) || !sameText(expected.token, token))
      throw new AppError('protection_invalid');

    const nonce = match[2]!;
    prune(at);
    if (seen.has(nonce)) throw new AppError('protection_replayed');
    seen.set(nonce, Number(match[1]) + PROTECTION_WINDOW_MS);
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
