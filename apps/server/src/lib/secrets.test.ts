import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createSecretBox,
  localSecretsKeys,
  newSecretsKeyEntry,
  parseSecretsKeys,
  SecretOpenError,
} from './secrets.ts';

describe('sealed secrets', () => {
  const ring = parseSecretsKeys(newSecretsKeyEntry('k1'));
  const box = createSecretBox(ring);

  it('opens what it sealed, and the sealed text shows neither the secret nor the same bytes twice', () => {
    const sealed = box.seal('1//refresh-token-abc', 'youtube-refresh-token:site:1');
    expect(sealed).toMatch(/^v1:k1:/);
    expect(sealed).not.toContain('refresh-token');
    expect(box.seal('1//refresh-token-abc', 'youtube-refresh-token:site:1')).not.toBe(sealed);
    expect(box.open(sealed, 'youtube-refresh-token:site:1')).toBe('1//refresh-token-abc');
  });

  it('refuses a secret moved to another row, changed, or sealed with a key it does not have', () => {
    const sealed = box.seal('secret', 'youtube-refresh-token:site:1');
    expect(() => box.open(sealed, 'youtube-refresh-token:site:2')).toThrow(SecretOpenError);
    const parts = sealed.split(':');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join(':'), 'youtube-refresh-token:site:1')).toThrow(
      SecretOpenError,
    );
    const other = createSecretBox(parseSecretsKeys(newSecretsKeyEntry('k2')));
    expect(() => other.open(sealed, 'youtube-refresh-token:site:1')).toThrow(/no key "k1"/);
  });

  it('rotates: a new key first seals, the old one still opens what it sealed', () => {
    const old = box.seal('secret', 'c');
    const rotated = createSecretBox(
      parseSecretsKeys(
        `${newSecretsKeyEntry('k2')},${newSecretsKeyEntry('k1').replace(/:.*/, ':')}${ring.current.key.toString('base64')}`,
      ),
    );
    expect(rotated.open(old, 'c')).toBe('secret');
    expect(rotated.sealedWithOldKey(old)).toBe(true);
    expect(rotated.sealedWithOldKey(rotated.seal('secret', 'c'))).toBe(false);
  });

  it('keeps the embedded default key in the data folder, readable by its owner only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    try {
      const first = localSecretsKeys(dir);
      const sealed = createSecretBox(first).seal('kept', 'c');
      expect(createSecretBox(localSecretsKeys(dir)).open(sealed, 'c')).toBe('kept');
      expect(statSync(path.join(dir, 'secrets-key')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
