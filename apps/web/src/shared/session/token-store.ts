import { useSyncExternalStore } from 'react';

/**
 * localStorage key of the access token (kept there so a session survives a reload,
 * docs/product.md §3.7).
 */
export const TOKEN_STORAGE_KEY = 'accessToken';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some privacy modes throw on merely touching localStorage.
    return undefined;
  }
}

export function getToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  if (token === getToken()) return;
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts as long as the page; nothing better to do.
  }
  notify();
}

export function clearToken(): void {
  if (getToken() === null) return;
  try {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // See setToken.
  }
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A login or logout in another tab changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current access token, re-rendering when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
