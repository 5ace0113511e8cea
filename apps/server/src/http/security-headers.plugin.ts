import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Sends helmet's headers on every reply. Helmet's middleware is built once here:
 * @fastify/helmet builds it again for every request, parsing the policy each time.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicOrigin: string | undefined,
): void {
  const applySecurityHeaders = helmet(securityHeaders(publicOrigin));
  app.addHook('onRequest', (request, reply, done) =>
    applySecurityHeaders(request.raw, reply.raw, () => done()),
  );
}

/**
 * Helmet's headers with a Content-Security-Policy the built app passes: scripts and
 * styles only from the app's own files (no inline script; the first HTML's metadata is a
 * JSON block, which is data), style attributes allowed (the charts' tooltips write them),
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
        scriptSrc: ["'self'"],
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
