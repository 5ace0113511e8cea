import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  timeStep,
  totp,
  type HmacAlgorithm,
} from './totp.ts';

/** RFC 6238 appendix B: the seed is ASCII "1234567890" repeated to each hash's size. */
const SEEDS: Record<HmacAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

const RFC_6238_VECTORS: [seconds: number, sha1: string, sha256: string, sha512: string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP', () => {
  it('gives RFC 6238’s test vectors', () => {
    for (const [seconds, sha1, sha256, sha512] of RFC_6238_VECTORS) {
      const at = seconds * 1000;
      expect(totp(SEEDS.sha1, at, { digits: 8 })).toBe(sha1);
      expect(totp(SEEDS.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
      expect(totp(SEEDS.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    }
  });

  it('gives RFC 4226’s HOTP test vectors in 6 digits', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expected.forEach((code, counter) => expect(hotp(SEEDS.sha1, counter)).toBe(code));
  });

  it('accepts a code of the step before, now or after, and names its step', () => {
    const key = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = timeStep(now);
    expect(matchTotp(key, totp(key, now), now)).toBe(step);
    expect(matchTotp(key, totp(key, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(key, totp(key, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(key, totp(key, now - 60_000), now)).toBeUndefined();
    expect(matchTotp(key, totp(key, now + 60_000), now)).toBeUndefined();
    for (const wrong of ['', '12345', '1234567', 'abcdef', ' 12345'])
      expect(matchTotp(key, wrong, now)).toBeUndefined();
  });

  it('writes the secret in base32 for the otpauth URI', () => {
    // RFC 4648 §10.
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    const key = newTotpSecret();
    expect(base32Decode(base32Encode(key))).toEqual(key);
    const uri = new URL(otpauthUri(SEEDS.sha1, 'Portal operators', 'ops@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Portal operators:ops@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      issuer: 'Portal operators',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
