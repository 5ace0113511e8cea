import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets the portal keeps for later (a network's YouTube refresh token, a member's
 * payout details) are sealed with AES-256-GCM before they reach the database. The key
 * ring comes from `SECRETS_KEY`: `id:base64key` entries separated by commas, the first
 * one sealing, every one opening, so a key can be rotated by putting a new one first
 * and re-sealing at leisure. A sealed value names its key id.
 */
export type SecretsKeyRing = {
  current: { id: string; key: Buffer };
  keys: ReadonlyMap<string, Buffer>;
};

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';

export class SecretsKeyError extends Error {}

/** Reads `SECRETS_KEY`; throws a SecretsKeyError saying what is wrong (never the key). */
export function parseSecretsKeys(text: string): SecretsKeyRing {
  const keys = new Map<string, Buffer>();
  let current: SecretsKeyRing['current'] | undefined;
  for (const entry of text.split(',').map((part) => part.trim())) {
    const colon = entry.indexOf(':');
    const id = colon === -1 ? '' : entry.slice(0, colon);
    if (!KEY_ID.test(id))
      throw new SecretsKeyError(
        'each entry is <key id>:<32 bytes in base64>, the id 1-32 letters, digits, - or _',
      );
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    if (key.length !== KEY_BYTES)
      throw new SecretsKeyError(`the key "${id}" is not 32 bytes in base64`);
    if (keys.has(id)) throw new SecretsKeyError(`the key id "${id}" appears twice`);
    keys.set(id, key);
    current ??= { id, key };
  }
  if (!current) throw new SecretsKeyError('no key');
  return { current, keys };
}

/** A new key ring entry (`id:base64key`): the local key's, and the tests'. */
export function newSecretsKeyEntry(id: string): string {
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

/**
 * The embedded default's key: without `SECRETS_KEY` (never in production, config.ts
 * refuses it) the server makes one in its data folder on first start, readable by its
 * owner only, so secrets sealed by one start open on the next.
 */
export function localSecretsKeys(dataDir: string): SecretsKeyRing {
  const file = path.join(dataDir, 'secrets-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${newSecretsKeyEntry('local1')}\n`, { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return parseSecretsKeys(readFileSync(file, 'utf8').trim());
}

/** The configured key ring, else (outside production) the data folder's own. */
export function secretsKeysOf(config: {
  secretsKeys: SecretsKeyRing | undefined;
  dataDir: string;
}): SecretsKeyRing {
  return config.secretsKeys ?? localSecretsKeys(config.dataDir);
}

export class SecretOpenError extends Error {}

/**
 * Seals and opens secrets with a key ring. `context` names what the secret is and
 * whose (`youtube-refresh-token:site:3`): it is bound into the seal, so a sealed value
 * copied into another row or another kind of secret does not open.
 */
export function createSecretBox(ring: SecretsKeyRing) {
  return {
    seal(plain: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        ring.current.id,
        iv.toString('base64url'),
        sealed.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join(':');
    },

    /** The plain text; a SecretOpenError (naming no secret) when it cannot be opened. */
    open(sealed: string, context: string): string {
      const [version, id, iv, body, tag] = sealed.split(':');
      const key = id === undefined ? undefined : ring.keys.get(id);
      if (version !== VERSION || !key || !iv || body === undefined || !tag)
        throw new SecretOpenError(
          key || version !== VERSION ? 'not a sealed secret' : `no key "${id}" in SECRETS_KEY`,
        );
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretOpenError('the sealed secret does not open with its key and context');
      }
    },

    /** Whether a sealed value is under an older key than the current one (to re-seal). */
    sealedWithOldKey(sealed: string): boolean {
      return sealed.split(':')[1] !== ring.current.id;
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
