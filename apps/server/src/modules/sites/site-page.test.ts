import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { EARLY_CALLS_SCRIPT, SITE_BOOTSTRAP_ELEMENT_ID } from '@portal/shared';
import { buildApp } from '../../app.ts';
import { TEST_CONFIG, useTestContext } from '../../test/test-context.ts';
import { pageOfPath } from './site-page.ts';

/** The shape of the built index.html the server fills in. */
const TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <title></title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const EARLY_SCRIPT_ELEMENT = `<script>${EARLY_CALLS_SCRIPT}</script>`;

describe('the first HTML carries its site', () => {
  const t = useTestContext();
  let dist = '';
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'site-page-'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        dashboard: ['/assets/dashboard.page-a.js', '/assets/dashboard-layout-b.js'],
        login: ['/assets/login.page-c.js'],
        'musics-all': ['/assets/musics-all.page-d.js'],
      }),
    );
    app = await buildApp({
      config: { ...TEST_CONFIG, webDistDir: dist },
      database: t.database,
      logger: false,
      reportWindows: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string, host: string, lang = 'en') => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { host, 'accept-language': lang },
    });
    const html = response.body;
    const json = new RegExp(
      `<script type="application/json" id="${SITE_BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    return { response, html, data: JSON.parse(json ?? 'null') };
  };

  it('puts the title, favicon, design and the metadata reply in the page', async () => {
    const site = await t.createSite({
      name: 'Night </script><b>Shift</b> & $& co',
      designId: 'mcn-3',
      isPlaylist: true,
      logoFavicon: '/api/site/image/abc.png',
      logoMeta: '/api/site/image/meta.png',
    });
    const { response, html, data } = await page('/dashboard', `www.${site.domain}:8080`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(html).toContain(
      '<title>Night &lt;/script&gt;&lt;b&gt;Shift&lt;/b&gt; &amp; $&amp; co</title>',
    );
    expect(html).toContain('<link rel="icon" href="/api/site/image/abc.png" />');
    expect(html).toContain('<meta property="og:image" content="/api/site/image/meta.png" />');
    expect(html).toContain('<html lang="ko" data-design="mcn-3" data-playlist="">');
    // The block cannot be closed early by the data, and it equals the call's reply.
    expect(html.replace(EARLY_SCRIPT_ELEMENT, '').match(/<\/script>/g)).toHaveLength(2);
    const call = await t.call('GET', `v2/mcn/meta?domain=${site.domain}`);
    expect(data).toEqual({ domain: site.domain, reply: call.json() });
  });

  it('follows ?host= like the app, and carries the refusal of an unknown site', async () => {
    const site = await t.createSite({ name: 'By query' });
    const byQuery = await page(`/login?host=WWW.${site.domain}`, 'localhost:3000');
    expect(byQuery.data.domain).toBe(site.domain);
    expect(byQuery.html).toContain('<title>By query</title>');

    const unknown = await page('/', 'nobody.example', 'ko');
    expect(unknown.response.statusCode).toBe(200);
    expect(unknown.data).toEqual({
      domain: 'nobody.example',
      reply: { success: false, code: 'unknown_site', message: '등록되지 않은 사이트입니다.' },
    });
    expect(unknown.html).toContain('<link rel="icon" href="data:," />');
    // An unknown site has no session to start calls for.
    expect(unknown.html).not.toContain(EARLY_SCRIPT_ELEMENT);
  });

  it('starts a signed-in visit’s calls from a script the CSP allows by its hash alone', async () => {
    const site = await t.createSite();
    const { response, html } = await page('/dashboard', site.domain);
    // After the block it reads, before the style sheet an inline script would wait for.
    const block = html.indexOf(`id="${SITE_BOOTSTRAP_ELEMENT_ID}"`);
    const script = html.indexOf(EARLY_SCRIPT_ELEMENT);
    expect(block).toBeGreaterThan(0);
    expect(script).toBeGreaterThan(block);
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) =>
        !attributes!.includes('src=') && !attributes!.includes('application/json'),
    );
    expect(inline.map(([, , body]) => body)).toEqual([EARLY_CALLS_SCRIPT]);
    const hash = createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    expect(scriptSrc?.[1]?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it("preloads the chunks of the page the address shows, so they load beside the app's script", async () => {
    const site = await t.createSite();
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
        (match) => match[1],
      );
    expect(preloaded((await page('/en/dashboard?period=28d', site.domain)).html)).toEqual([
      '/assets/dashboard.page-a.js',
      '/assets/dashboard-layout-b.js',
    ]);
    expect(preloaded((await page('/login', site.domain)).html)).toEqual([
      '/assets/login.page-c.js',
    ]);
    expect(preloaded((await page('/no-such-page', site.domain)).html)).toEqual([]);
  });
});

describe('pageOfPath', () => {
  const pages = new Set(['home', 'dashboard', 'musics-all', 'pc-auth', 'notices', 'guides']);
  it.each([
    ['/', 'home'],
    ['/zh-CN', 'home'],
    ['/dashboard', 'dashboard'],
    ['/en/dashboard', 'dashboard'],
    ['/musics/all', 'musics-all'],
    ['/guides/auths/pc-auth', 'pc-auth'],
    ['/notices/abc', 'notices'],
    ['/guides/mobile-unlock', 'guides'],
    ['/nothing', undefined],
  ])('%s shows %s', (pathname, expected) => {
    expect(pageOfPath(pathname, pages)).toBe(expected);
  });
});
