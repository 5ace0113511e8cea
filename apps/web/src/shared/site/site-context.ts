import { createContext, useContext } from 'react';
import type { SiteTheme } from './site-theme.ts';

export const SiteContext = createContext<SiteTheme | null>(null);

/** The current site's theme; only rendered below the site gate, which waits for it. */
export function useSite(): SiteTheme {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() must be used below the site gate');
  return site;
}
