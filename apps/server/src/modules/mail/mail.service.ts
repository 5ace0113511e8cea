import { and, eq, isNull, min } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  isLocale,
  isOptionalMailKind,
  OPTIONAL_MAIL_KINDS,
  type Locale,
  type OptionalMailKind,
} from '@portal/shared';
import type { Executor } from '../../db/client.ts';
import type { SecretsKeyRing } from '../../lib/secrets.ts';
import { accounts, mailSettings, siteDomains, sites } from '../../db/schema.ts';
import { PLATFORM_SITE_ID } from '../audit/audit.repo.ts';
import { siteOrigin } from '../sites/sites.service.ts';
import { renderMail, type MailSite } from './mail-render.ts';
import type { MailKind, MailParams } from './mail-texts.ts';
import type { NewOutboxRow, OutboxRepo } from './outbox.repo.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

/** Where a one-click unsubscribe link points, on the site's address (RFC 8058). */
export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

/**
 * The page a reader who clicks "unsubscribe" in the message lands on: it says which
 * emails stop and posts to UNSUBSCRIBE_PATH with a button (docs/product.md §16.4).
 */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/** A message about something that happened, to one account, before it is rendered. */
export type MailRequest<K extends MailKind> = {
  siteId: number;
  accountId: number;
  kind: K;
  /**
   * Its values but the link, which is made from `path` on the site's address; a function
   * when a value is written in the message's language (an amount, a date) or is another
   * page of the site (`pageLink`, made as the link is).
   */
  params:
    | Omit<MailParams<K>, 'link'>
    | ((locale: Locale, pageLink: (path: string) => string) => Omit<MailParams<K>, 'link'>);
  /** The app page the message links to, without a locale prefix (`/earnings`). */
  path: string;
  /** Names the event: the same key on the site is one message, however often written. */
  key: string;
  /** The domain the link goes to (the one the member used); else the site's first. */
  domain?: string;
  /** The language, when the request that caused it says it; else the member's or the site's. */
  locale?: Locale;
  /**
   * The language when the member has none remembered, before the site's: the request's,
   * for a message the member did not ask for but someone's request caused.
   */
  fallbackLocale?: Locale | undefined;
};

/**
 * A message to someone of no site (an operator invited to the console), signed by the
 * platform. Its link is whole already: the platform's pages are on PUBLIC_ORIGIN, not on
 * a site's domain.
 */
export type PlatformMailRequest<K extends MailKind> = {
  kind: K;
  to: string;
  params: MailParams<K>;
  /** Names the event: the same key among the platform's messages is one message. */
  key: string;
  locale: Locale;
  /** The platform's name (the sender's, and the message's heading) and its address. */
  platform: { name: string; origin: string };
};

/** The console's own plain colours: a platform message wears no site's look. */
const PLATFORM_COLORS = { colorPrimary: '111827', colorPrimaryDim: 'f3f4f6' } as const;

/** The page path in the language's prefix (`/en/earnings`); Korean has none. */
function localizedPath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/**
 * Writing email: a message goes into the outbox in the caller's transaction, so it
 * exists exactly when what caused it does, and the outbox job is woken to send it.
 */
export function createMailService(deps: {
  db: Executor;
  outbox: OutboxRepo;
  /** How links are made for a site's domain (sites.service.ts siteOrigin). */
  links: { publicOrigin?: string | undefined; port: number };
  /** Absent outside the server (operator commands): the server's schedule sends it. */
  wake?: (delaySeconds?: number) => void;
  /** Signs the unsubscribe links of the kinds a member may turn off. */
  secretsKeys?: SecretsKeyRing;
}) {
  /** Adds the message unless its key was written before (false then). */
  async function write(row: NewOutboxRow, trx: Executor = deps.db): Promise<boolean> {
    const added = await deps.outbox.add(row, trx);
    if (added) deps.wake?.();
    return added;
  }

  /**
   * A kind the member may turn off carries a one-click unsubscribe (RFC 8058): an https
   * link to the API with a signed token, which a mail program may POST to without
   * signing in; and, in the message, a link with the same token to the page a reader
   * opens in a browser.
   */
  function unsubscribeLinks(
    origin: string,
    locale: Locale,
    request: { siteId: number; accountId: number; kind: string },
  ): { headers: Record<string, string>; page?: string } {
    if (!deps.secretsKeys || !isOptionalMailKind(request.kind)) return { headers: {} };
    const token = signUnsubscribe(deps.secretsKeys, {
      siteId: request.siteId,
      accountId: request.accountId,
      kind: request.kind,
    });
    return {
      headers: {
        'List-Unsubscribe': `<${origin}${UNSUBSCRIBE_PATH}?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      page: `${origin}${localizedPath(UNSUBSCRIBE_PAGE_PATH, locale)}?token=${token}`,
    };
  }

  /** Each kind a member may turn off, and whether it is on. */
  async function preferences(siteId: number, accountId: number, trx: Executor = deps.db) {
    const [row] = await trx
      .select({ optedOut: mailSettings.optedOut })
      .from(mailSettings)
      .where(and(eq(mailSettings.siteId, siteId), eq(mailSettings.accountId, accountId)));
    const off = new Set(row?.optedOut ?? []);
    return OPTIONAL_MAIL_KINDS.map((kind) => ({ kind, on: !off.has(kind) }));
  }

  return {
    write,

    /**
     * Renders a message to an account in its language, with the site's name, logo and
     * colours, and writes it. Nothing for an account deleted in the meantime.
     */
    async send<K extends MailKind>(request: MailRequest<K>, trx: Executor = deps.db) {
      const [found] = await trx
        .select({
          site: sites,
          account: accounts,
          locale: mailSettings.locale,
          optedOut: mailSettings.optedOut,
        })
        .from(accounts)
        .innerJoin(sites, eq(sites.id, accounts.siteId))
        .leftJoin(
          mailSettings,
          and(eq(mailSettings.siteId, accounts.siteId), eq(mailSettings.accountId, accounts.id)),
        )
        .where(
          and(
            eq(accounts.siteId, request.siteId),
            eq(accounts.id, request.accountId),
            isNull(accounts.deletedAt),
          ),
        );
      if (!found) return false;
      // A kind the member turned off is not written at all.
      if (found.optedOut?.includes(request.kind)) return false;
      const domain =
        request.domain ??
        (
          await trx
            .select({ domain: min(siteDomains.domain) })
            .from(siteDomains)
            .where(eq(siteDomains.siteId, request.siteId))
        )[0]?.domain ??
        'localhost';
      const locale =
        request.locale ??
        [found.locale, request.fallbackLocale, found.site.defaultLanguage].find(isLocale) ??
        DEFAULT_LOCALE;
      const origin = siteOrigin(deps.links, domain);
      const pageLink = (path: string) => `${origin}${localizedPath(path, locale)}`;
      const link = pageLink(request.path);
      const params =
        typeof request.params === 'function' ? request.params(locale, pageLink) : request.params;
      const unsubscribe = unsubscribeLinks(origin, locale, request);
      const rendered = renderMail(request.kind, { ...params, link } as MailParams<K>, {
        locale,
        nickname: found.account.nickname,
        unsubscribe: unsubscribe.page,
        site: {
          name: found.site.name,
          origin,
          logo: found.site.logo,
          colorPrimary: found.site.colorPrimary,
          colorPrimaryDim: found.site.colorPrimaryDim,
        },
      });
      return write(
        {
          siteId: request.siteId,
          key: request.key,
          kind: request.kind,
          accountId: request.accountId,
          toAddress: found.account.email,
          fromName: found.site.name,
          locale,
          headers: unsubscribe.headers,
          ...rendered,
        },
        trx,
      );
    },

    /**
     * Renders a message from the platform (docs/product.md §16.2) and writes it among the
     * platform's rows of the outbox (site PLATFORM_SITE_ID, as in the audit log): the
     * outbox job sends every row it can see across sites, so it sends these too. The
     * reader has no nickname yet, so the greeting names their address.
     */
    async sendFromPlatform<K extends MailKind>(
      request: PlatformMailRequest<K>,
      trx: Executor = deps.db,
    ): Promise<boolean> {
      const look: MailSite = {
        name: request.platform.name,
        origin: request.platform.origin,
        logo: null,
        ...PLATFORM_COLORS,
      };
      const rendered = renderMail(request.kind, request.params, {
        locale: request.locale,
        nickname: request.to,
        site: look,
      });
      return write(
        {
          siteId: PLATFORM_SITE_ID,
          key: request.key,
          kind: request.kind,
          accountId: null,
          toAddress: request.to,
          fromName: request.platform.name,
          locale: request.locale,
          headers: {},
          ...rendered,
        },
        trx,
      );
    },

    /** Whether a message under `key` was written on the site after `since`. */
    writtenSince(siteId: number, key: string, since: Date, trx: Executor = deps.db) {
      return deps.outbox.writtenSince(siteId, key, since, trx);
    },

    preferences,

    /** Turns one kind on or off for an account (account settings, or an unsubscribe link). */
    async setPreference(
      siteId: number,
      accountId: number,
      kind: OptionalMailKind,
      on: boolean,
      trx: Executor = deps.db,
    ) {
      const current = await preferences(siteId, accountId, trx);
      const optedOut = current
        .filter((entry) => (entry.kind === kind ? !on : !entry.on))
        .map((entry) => entry.kind);
      await trx
        .insert(mailSettings)
        .values({ siteId, accountId, optedOut })
        .onConflictDoUpdate({
          target: [mailSettings.siteId, mailSettings.accountId],
          set: { optedOut, updatedAt: new Date() },
        });
    },

    /** The language an account's messages come in, from now on. */
    async rememberLocale(siteId: number, accountId: number, locale: Locale, trx = deps.db) {
      await trx
        .insert(mailSettings)
        .values({ siteId, accountId, locale })
        .onConflictDoUpdate({
          target: [mailSettings.siteId, mailSettings.accountId],
          set: { locale, updatedAt: new Date() },
        });
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
