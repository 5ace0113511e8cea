import { SITE_BOOTSTRAP_ELEMENT_ID, type SiteMetaReply } from '@portal/shared';

/** What the server put in the page for the host: its metadata reply, or its refusal. */
export type InjectedSite = SiteMetaReply | { success: false; message?: string };

/**
 * Reads (once) the site block the server wrote into index.html (decision 014), when it
 * is for `host`; undefined when there is none (the Vite dev server), it names another
 * host (a `?host=` kept from earlier in the visit) or it cannot be read: then the app
 * asks the API.
 */
export function takeInjectedSite(host: string): InjectedSite | undefined {
  const element = document.getElementById(SITE_BOOTSTRAP_ELEMENT_ID);
  element?.remove();
  try {
    const data = JSON.parse(element?.textContent ?? '') as { domain: string; reply: InjectedSite };
    return data.domain === host ? data.reply : undefined;
  } catch {
    return undefined;
  }
}
