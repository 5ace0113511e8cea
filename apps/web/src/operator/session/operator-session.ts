import { useSyncExternalStore } from 'react';

/**
 * The operator's session in this browser (docs/product.md §17.2): its token and when it
 * ends at the latest, kept in localStorage under a key of its own, apart from any site's
 * session on the same domain.
 */
export interface OperatorSession {
  token: string;
  email: string;
  expiresAt: string;
}

const KEY = 'operatorSession';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: OperatorSession | null } = { raw: null, session: null };

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function parse(raw: string | null): OperatorSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<OperatorSession>;
    if (typeof value.token !== 'string' || typeof value.email !== 'string') return null;
    if (typeof value.expiresAt !== 'string') return null;
    return { token: value.token, email: value.email, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

/** The live session, or null when there is none or it has passed its end. */
export function getOperatorSession(): OperatorSession | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, session: parse(raw) };
  const session = cached.session;
  return session && Date.parse(session.expiresAt) > Date.now() ? session : null;
}

export function setOperatorSession(session: OperatorSession): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(session));
  } catch {
    // Without storage the session lasts as long as the page.
    cached = { raw: JSON.stringify(session), session };
  }
  listeners.forEach((listener) => listener());
}

export function clearOperatorSession(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  cached = { raw: null, session: null };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing out in another tab ends the session in this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useOperatorSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, getOperatorSession, () => null);
}
