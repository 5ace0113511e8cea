import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalMailKind, type OptionalMailKind } from '@portal/shared';
import type { SecretsKeyRing } from '../../lib/secrets.ts';

/** Whom and what an unsubscribe link is about. */
export type UnsubscribeSubject = { siteId: number; accountId: number; kind: OptionalMailKind };

/**
 * The unsubscribe key of a secrets key: derived, so the key that seals secrets never
 * signs anything a member holds.
 */
const unsubscribeKey = (secretsKey: Buffer) =>
  createHmac('sha256', secretsKey).update('mail-unsubscribe/v1').digest();

const macOf = (key: Buffer, payload: string) =>
  createHmac('sha256', unsubscribeKey(key)).update(payload).digest('base64url');

/**
 * A one-click unsubscribe link's token (RFC 8058): the site, account and kind in clear,
 * signed with an HMAC under the current secrets key (named, so a rotated key still
 * verifies the links already sent). It works without signing in; anyone holding it can
 * only turn that one kind off for that one account.
 */
export function signUnsubscribe(ring: SecretsKeyRing, subject: UnsubscribeSubject): string {
  const payload = `${subject.siteId}.${subject.accountId}.${subject.kind}`;
  return `${payload}.${ring.current.id}.${macOf(ring.current.key, payload)}`;
}

/** What a token says, or undefined when it is malformed or its signature does not match. */
export function verifyUnsubscribe(
  ring: SecretsKeyRing,
  token: string,
): UnsubscribeSubject | undefined {
  const parts = token.split('.');
  if (parts.length !== 5) return undefined;
  const [site, account, kind, keyId, mac] = parts as [string, string, string, string, string];
  if (!/^\d{1,15}$/.test(site) || !/^\d{1,15}$/.test(account) || !isOptionalMailKind(kind))
    return undefined;
  const key = ring.keys.get(keyId);
  if (!key) return undefined;
  const expected = Buffer.from(macOf(key, `${site}.${account}.${kind}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { siteId: Number(site), accountId: Number(account), kind };
}
