import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps
 * make them: SHA-1, 30-second steps, 6 digits. The operators' second factor
 * (docs/product.md §5.6).
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code may come from: a phone's clock a little off still works. */
export const TOTP_WINDOW = 1;

export type HmacAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 §5.3: the HMAC of the counter, dynamically truncated to `digits` decimals. */
export function hotp(
  key: Buffer,
  counter: number,
  options: { digits?: number; algorithm?: HmacAlgorithm } = {},
): string {
  const digits = options.digits ?? TOTP_DIGITS;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(options.algorithm ?? 'sha1', key)
    .update(message)
    .digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (RFC 6238 §4.2, T0 = 0). */
export function timeStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code an authenticator shows at a moment. */
export function totp(
  key: Buffer,
  atMs: number,
  options: { digits?: number; algorithm?: HmacAlgorithm } = {},
): string {
  return hotp(key, timeStep(atMs), options);
}

/**
 * The time step whose code this is, within the window around `atMs`; undefined when
 * none matches. The caller refuses a step at or before the last one it accepted, so a
 * code works once.
 */
export function matchTotp(key: Buffer, code: string, atMs: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = timeStep(atMs);
  let matched: number | undefined;
  // Every step of the window is computed, so the time taken does not tell which matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++)
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) matched ??= step;
  return matched;
}

/** A new shared secret: 160 bits, the HMAC-SHA-1 key size RFC 4226 recommends. */
export function newTotpSecret(): Buffer {
  return randomBytes(20);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as `otpauth://` URIs carry the secret. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/**
 * The enrolment URI authenticator apps read from a QR code (the Key Uri Format of
 * Google Authenticator): `otpauth://totp/Issuer:account?secret=…&issuer=…`.
 */
export function otpauthUri(secret: Buffer, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
