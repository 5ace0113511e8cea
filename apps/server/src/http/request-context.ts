import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, HEADERS, localeFromAcceptLanguage, type Locale } from '@portal/shared';
import type { Site } from '../modules/sites/sites.repo.ts';
import type { SessionAccount } from '../modules/sessions/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language replies are written in, from Accept-Language. */
    locale: Locale;
    /** The site (network) the request is for; set on every site-scoped route. */
    site: Site;
    /** The signed-in account; set by `requireSession`. */
    session: SessionAccount;
  }
}

export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header, DEFAULT_LOCALE);
}

/**
 * The domain a request is for: the client's X-Site-Domain header (the SPA sends the
 * host it was opened on, or `?host=`), else the Host header; without port or `www.`.
 */
export function requestDomain(request: FastifyRequest): string {
  const header = request.headers[HEADERS.siteDomain];
  const raw = (Array.isArray(header) ? header[0] : header) || request.headers.host || '';
  return normalizeDomain(raw);
}

export function normalizeDomain(raw: string): string {
  let domain = raw.trim().toLowerCase();
  // Host headers carry a port; an IPv6 literal keeps its brackets.
  if (domain.startsWith('[')) domain = domain.slice(0, domain.indexOf(']') + 1);
  else domain = domain.split(':')[0] ?? '';
  domain = domain.replace(/\.$/, '');
  return domain.startsWith('www.') ? domain.slice(4) : domain;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** The signed-in account and the client address, for the audit log. */
export function actorOf(request: FastifyRequest): { accountId: number; ip: string | undefined } {
  return { accountId: request.session.account.id, ip: request.ip || undefined };
}
