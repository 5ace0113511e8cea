import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@portal/shared';
import { useTestContext } from '../test/test-context.ts';
import {
  helmetHeaders,
  JSON_REPLY_POLICY,
  registerSecurityHeaders,
} from './security-headers.plugin.ts';

describe('security headers on a plain-HTTP run', () => {
  const t = useTestContext();

  it('sends a strict CSP and the usual hardening headers, and no HSTS', async () => {
    const site = await t.createSite();
    const page = await t.app.inject({ method: 'GET', url: '/api/reference' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // An http:// run must not be told to upgrade to https, nor pin it.
    expect(csp).not.toContain('upgrade-insecure-requests');
    const response = await t.call('GET', `${API_PATHS.siteMeta}?domain=${site.domain}`);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    for (const reply of [page, response]) {
      expect(reply.headers['strict-transport-security']).toBeUndefined();
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('keeps CORS closed: another origin gets no permission to read, nor to send JSON', async () => {
    const site = await t.createSite();
    const evil = { origin: 'https://evil.example', host: site.domain };
    const read = await t.call('GET', `${API_PATHS.siteMeta}?domain=${site.domain}`, {
      headers: evil,
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/${API_PATHS.login}`,
      headers: {
        ...evil,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('security headers behind https', () => {
  const t = useTestContext({ publicOrigin: 'https://portal.example.com' });

  it('pins https (HSTS) and upgrades insecure requests', async () => {
    const json = await t.call('GET', 'nowhere');
    const page = await t.app.inject({ method: 'GET', url: '/api/reference' });
    for (const reply of [json, page])
      expect(reply.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    // A JSON reply loads nothing, over https or not.
    expect(json.headers['content-security-policy']).toBe(JSON_REPLY_POLICY);
  });
});

describe('security headers on JSON replies and on pages', () => {
  const t = useTestContext();
  const pageOnly = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('gives a JSON reply, an error too, the headers that matter to it and not the pages’', async () => {
    const site = await t.createSite();
    const replies = [
      await t.call('GET', `${API_PATHS.siteMeta}?domain=${site.domain}`),
      await t.call('GET', 'member/me', { domain: site.domain, token: 'not-a-session' }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 401]);
    for (const reply of replies) {
      expect(String(reply.headers['content-type'])).toMatch(/^application\/json/);
      expect(reply.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
      expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of pageOnly) expect(reply.headers[name]).toBeUndefined();
    }
  });

  it('gives a page served under /api (the API reference) every header, its CSP first', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.headers['origin-agent-cluster']).toBe('?1');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
    expect(page.headers['x-download-options']).toBe('noopen');
    expect(page.headers['x-permitted-cross-domain-policies']).toBe('none');
    expect(page.headers['x-xss-protection']).toBe('0');
  });
});

describe('the security headers plugin', () => {
  it('sends the headers helmet sets, a route’s own value first, and the pages’ only on pages', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app, undefined);
    app.get('/json', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
    app.get('/file', async (_request, reply) =>
      reply
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type('image/svg+xml')
        .send('<svg/>'),
    );
    app.get('/own-policy-json', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'; sandbox").send({ ok: true }),
    );
    const expected = helmetHeaders({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    const page = await app.inject({ method: 'GET', url: '/page' });
    for (const [name, value] of Object.entries(expected)) expect(page.headers[name]).toBe(value);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const file = await app.inject({ method: 'GET', url: '/file' });
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['cross-origin-opener-policy']).toBe('same-origin');
    const json = await app.inject({ method: 'GET', url: '/json' });
    expect(json.headers['content-security-policy']).toBe(JSON_REPLY_POLICY);
    const fileAsJson = await app.inject({ method: 'GET', url: '/own-policy-json' });
    expect(fileAsJson.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['cross-origin-opener-policy']).toBeUndefined();
    await app.close();
  });
});
