import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A channel's verification code, e.g. `MCN-7K2QD-R9X4M-T0B8W-HC3VZ`: 100 random bits,
 * so it cannot be guessed and no two channels share one in practice (the database
 * refuses a duplicate anyway).
 */
export function newVerificationCode(): string {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((byte) => ALPHABET[byte & 31]);
  const groups = [0, 5, 10, 15].map((start) => chars.slice(start, start + 5).join(''));
  return `MCN-${groups.join('-')}`;
}
