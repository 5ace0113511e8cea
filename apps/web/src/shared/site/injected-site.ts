import { SITE_BOOTSTRAP_ELEMENT_ID, type SiteMetaReply } from '@portal/shared';

/** What the server put in the page for `domain`: its metadata reply, or its refusal. */
export type InjectedSite = { ok: true; reply: SiteMetaReply } | { ok: false; message: string };

/**
 * Reads (once) the site block the server wrote into index.html, when it is for `host`;
 * undefined when there is none (the Vite dev server), it names another host (a `?host=`
 * kept from earlier in the session) or it cannot be read, and the app asks the API.
 */
export function takeInjectedSite(host: string, doc: Document = document): InjectedSite | undefined {
  const element = doc.getElementById(SITE_BOOTSTRAP_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as {
      domain?: unknown;
      reply?: { success?: unknown; message?: unknown; metadata?: unknown; site?: unknown };
    };
    if (data.domain !== host || typeof data.reply !== 'object' || data.reply === null) {
      return undefined;
    }
    const { reply } = data;
    if (reply.success === true && isObject(reply.metadata) && isObject(reply.site)) {
      return { ok: true, reply: reply as SiteMetaReply };
    }
    if (reply.success === false) {
      return { ok: false, message: typeof reply.message === 'string' ? reply.message : '' };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
