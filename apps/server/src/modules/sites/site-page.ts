/**
 * The app's index.html with its site in it: the title, favicon and link-preview image
 * are right before any script runs, the design is on <html>, and the metadata reply sits
 * in a non-executable JSON block (allowed under a script-free CSP) that the app reads
 * instead of calling `v2/mcn/meta` before its first paint. After it, a fixed script the
 * CSP allows by its hash starts a signed-in visit's first calls (EARLY_CALLS_SCRIPT).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  EARLY_CALLS_SCRIPT,
  HOST_NAME,
  isLocale,
  SITE_BOOTSTRAP_ELEMENT_ID,
} from '@portal/shared';
import { AppError, errorReply } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { normalizeDomain, requestDomain } from '../../http/request-context.ts';
import { presentSiteMeta } from './sites.presenter.ts';
import type { SitesService } from './sites.service.ts';

/**
 * The site host is `?host=` when given, else the host the page was asked on
 * (docs/product.md §3.6).
 */
export function pageDomain(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  const host = typeof query?.host === 'string' ? normalizeDomain(query.host) : '';
  return host && host.length <= 253 && HOST_NAME.test(host) ? host : requestDomain(request);
}

/**
 * The page module a path shows (`dashboard` for /en/dashboard), guessed from its
 * segments as the web app names its pages: all of them joined, the last, or the first
 * (/musics/all → musics-all, /guides/auths/pc-auth → pc-auth, /notices/7 → notices).
 * A wrong guess only costs a preload.
 */
export function pageOfPath(
  pathname: string,
  pages: { has(name: string): boolean },
): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] && isLocale(segments[0]) && segments[0] !== DEFAULT_LOCALE) segments.shift();
  if (segments.length === 0) return pages.has('home') ? 'home' : undefined;
  return [segments.join('-'), segments.at(-1), segments[0]].find(
    (name) => name !== undefined && pages.has(name),
  );
}

export function createSitePage(distDir: string, sites: SitesService) {
  const file = path.join(distDir, 'index.html');
  // Read again only when the file changes (a new build is copied in place).
  let template:
    { mtimeMs: number; html: string; preloads: Map<string, readonly string[]> } | undefined;
  const load = async () => {
    const { mtimeMs } = await stat(file);
    if (template?.mtimeMs !== mtimeMs) {
      // Each page's chunks, written by the build beside index.html (apps/web/vite.config.ts).
      const preloads = await readFile(path.join(distDir, 'route-preloads.json'), 'utf8').then(
        (json) => new Map(Object.entries(JSON.parse(json) as Record<string, string[]>)),
        () => new Map<string, string[]>(),
      );
      template = { mtimeMs, html: await readFile(file, 'utf8'), preloads };
    }
    return template;
  };

  return async (request: FastifyRequest): Promise<string> => {
    const { html, preloads } = await load();
    const domain = pageDomain(request);
    const site = await sites.resolve(domain).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'unknown_site') return undefined;
      throw error;
    });
    if (!site) {
      return inject(html, { domain, reply: errorReply(request.locale, 'unknown_site') });
    }
    const reply = ok(request, 'ok', presentSiteMeta(site, domain));
    const { metadata, site: settings } = reply;
    // The page's chunks load beside the app's script, not after it has run (decision 017).
    const pathname = (request.url.split('?')[0] ?? '/').split('#')[0] ?? '/';
    const chunks = preloads.get(pageOfPath(pathname, preloads) ?? '') ?? [];
    const head = [
      ...chunks.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}" />`),
      `<meta name="theme-color" content="#${attribute(metadata.color_primary)}" />`,
      `<meta property="og:title" content="${attribute(settings.name)}" />`,
      metadata.logo_meta
        ? `<meta property="og:image" content="${attribute(metadata.logo_meta)}" />`
        : '',
    ];
    let page = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${text(settings.name)}</title>`)
      .replace(
        /<html([^>]*)>/,
        (_tag, attributes: string) =>
          `<html${attributes} data-design="${attribute(metadata.design_id)}"${metadata.is_playist ? ' data-playlist=""' : ''}>`,
      );
    const favicon = metadata.logo_favicon;
    if (favicon) {
      page = page.replace(
        /<link rel="icon" href="[^"]*" \/>/,
        () => `<link rel="icon" href="${attribute(favicon)}" />`,
      );
    }
    return inject(page, { domain, reply }, head.filter(Boolean).join('\n    '), true);
  };
}

function inject(html: string, data: object, head = '', earlyCalls = false): string {
  // `<` escaped, so no text in the data can close the block.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${SITE_BOOTSTRAP_ELEMENT_ID}">${json}</script>`;
  // A function, so `$` in site names is not read as a replacement pattern.
  const page = html.replace(
    '</head>',
    () => `    ${head ? `${head}\n    ` : ''}${earlyCalls ? '' : `${block}\n  `}</head>`,
  );
  if (!earlyCalls) return page;
  // The script reads the block, so it follows it; both come before the style sheet, which
  // an inline script would otherwise wait for.
  const early = `${block}\n    <script>${EARLY_CALLS_SCRIPT}</script>\n    `;
  const at = page.search(/<script |<link rel="stylesheet"|<\/head>/);
  return `${page.slice(0, at)}${early}${page.slice(at)}`;
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attribute(value: string): string {
  return text(value).replace(/"/g, '&quot;');
}
