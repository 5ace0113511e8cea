import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, HEADERS, localeFromAcceptLanguage, type Locale } from '@portal/shared';
import type { Viewer } from '../modules/accounts/viewer.ts';
import type { NetworkTokenCaller } from '../modules/network-tokens/network-tokens.service.ts';
import type { Site } from '../modules/sites/sites.repo.ts';
import type { SessionAccount } from '../modules/sessions/sessions.service.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language replies are written in, from Accept-Language. */
    locale: Locale;
    /** The site (network) the request is for; set on every site-scoped route. */
    site: Site;
    /** The signed-in account; set by `requireSession` for a session's calls. */
    session: SessionAccount;
    /** Who makes a signed-in site call; set by `requireSession`. */
    caller: Caller;
  }
}

/**
 * A signed-in site call's caller: a session (a member or a manager), or one of the
 * network's read-only API tokens, which is no account and has no session
 * (docs/decisions/026-network-api-tokens.md).
 */
export type Caller =
  | { kind: 'session'; session: SessionAccount }
  | { kind: 'networkToken'; token: NetworkTokenCaller };

/** A request header's value; the first, when it came more than once. */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(headerValue(request, 'accept-language'), DEFAULT_LOCALE);
}

/**
 * The language the client asked for, when it asked for one: what a member's email
 * comes in after they sign in (docs/product.md §16.2). Without the header the site's
 * language stays in force, so nothing is recorded.
 */
export function chosenLocale(request: FastifyRequest): Locale | undefined {
  return headerValue(request, 'accept-language') ? request.locale : undefined;
}

/**
 * The domain a request is for: the client's X-Site-Domain header (the SPA sends the
 * host it was opened on, or `?host=`), else the Host header; without port or `www.`.
 */
export function requestDomain(request: FastifyRequest): string {
  const raw = headerValue(request, HEADERS.siteDomain) || request.headers.host || '';
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

/** The client's address (behind trusted proxies, from X-Forwarded-For); none when unknown. */
export function clientAddress(request: FastifyRequest): string | undefined {
  return request.ip || undefined;
}

/**
 * The signed-in account and the client address, for the audit log. A network token is
 * no account and never changes anything: a call that wants an actor refuses it.
 */
export function actorOf(request: FastifyRequest): { accountId: number; ip: string | undefined } {
  if (request.caller?.kind === 'networkToken') throw new AppError('network_token_refused');
  return { accountId: request.session.account.id, ip: clientAddress(request) };
}

/**
 * Whose view a read call answers with: the session's account, or for a network token
 * the site's manager view, so a token reads what the site's manager reads.
 */
export function callerViewer(request: FastifyRequest): Viewer {
  const { caller } = request;
  return caller.kind === 'networkToken'
    ? { role: 'manager', siteId: caller.token.siteId }
    : caller.session.account;
}

/** The caller as a key of per-caller limits and of the log: an account, or a token. */
export function callerKey(request: FastifyRequest): string {
  const { caller } = request;
  return caller.kind === 'networkToken'
    ? `network-token:${caller.token.siteId}:${caller.token.id}`
    : `account:${caller.session.account.siteId}:${caller.session.account.id}`;
}
