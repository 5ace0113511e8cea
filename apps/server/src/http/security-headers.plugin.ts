import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { EARLY_CALLS_SCRIPT } from '@portal/shared';

/**
 * Helmet's headers that only a document acts on: a browser reads them when it shows a
 * page, and a JSON reply is never one the app shows (docs/security.md, "Security
 * headers on JSON replies").
 */
const PAGE_ONLY_HEADERS: ReadonlySet<string> = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * The Content-Security-Policy of a JSON reply: it is data, never a page the app shows, so
 * were one opened on its own it may load nothing and be framed by no one. Shorter than a
 * page's policy too, on every call the app makes.
 */
export const JSON_REPLY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const CSP = 'content-security-policy';

/**
 * Sends helmet's headers: all of them on every reply but JSON, which carries those that
 * matter to it (X-Frame-Options, nosniff, Referrer-Policy, Cross-Origin-Resource-Policy,
 * HSTS when on) and a policy of its own (JSON_REPLY_POLICY). Whether a reply is JSON is
 * told by its type once it is made, so a page served under /api (the API reference) or a
 * file is a page like any other. A route's own policy (a stored file's) stays as it is.
 * Helmet's policy holds no per-request part (no nonce): its headers are worked out once
 * and set through Fastify's own headers, which Node writes in one pass with the rest.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicOrigin: string | undefined,
): void {
  const all = Object.entries(helmetHeaders(securityHeaders(publicOrigin)));
  const pagePolicy = all.find(([name]) => name === CSP)?.[1];
  if (!pagePolicy) throw new Error('helmet set no Content-Security-Policy');
  const everyReply = Object.fromEntries(
    all.filter(([name]) => name !== CSP && !PAGE_ONLY_HEADERS.has(name)),
  );
  const pagesToo = Object.fromEntries(all.filter(([name]) => PAGE_ONLY_HEADERS.has(name)));
  // Set first, so a route's own value replaces helmet's; the policy once the reply's
  // type is known, unless the route set its own.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(everyReply);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const json = isJson(reply);
    if (!reply.hasHeader(CSP)) void reply.header(CSP, json ? JSON_REPLY_POLICY : pagePolicy);
    if (!json) void reply.headers(pagesToo);
    done(null, payload);
  });
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/** The headers helmet's middleware sets with these options, as it sets them on a reply. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  // Helmet's middleware is synchronous; a policy that needed the request would show here.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The CSP source that allows the first HTML's one inline script, the early calls of a
 * signed-in page (site-page.ts): by the hash of its fixed text, so no other inline script
 * runs.
 */
export const EARLY_CALLS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64')}'`;

/**
 * Helmet's headers with a Content-Security-Policy the built app passes: scripts and
 * styles only from the app's own files (no inline script but the early calls' by its
 * hash; the first HTML's metadata is a JSON block, which is data), style attributes allowed (the charts' tooltips write them),
 * images and audio previews also from https (YouTube thumbnails, catalogue covers), the
 * API on the same origin, no framing. HSTS and upgrade-insecure-requests only when the
 * portal is reached over https (PUBLIC_ORIGIN): a plain-HTTP local run must keep working.
 * No CORS headers at all: other origins' pages cannot read the API.
 */
function securityHeaders(publicOrigin: string | undefined): HelmetOptions {
  const https = publicOrigin?.startsWith('https:') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", EARLY_CALLS_SCRIPT_SOURCE],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Covers and thumbnails come from other origins without CORS; nothing here needs isolation.
    crossOriginEmbedderPolicy: false,
  };
}
