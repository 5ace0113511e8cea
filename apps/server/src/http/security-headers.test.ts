import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@portal/shared';
import { useTestContext } from '../test/test-context.ts';

describe('security headers on a plain-HTTP run', () => {
  const t = useTestContext();

  it('sends a strict CSP and the usual hardening headers, and no HSTS', async () => {
    const site = await t.createSite();
    const response = await t.call('GET', `${API_PATHS.siteMeta}?domain=${site.domain}`);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // An http:// run must not be told to upgrade to https, nor pin it.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
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
    const response = await t.call('GET', 'nowhere');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(String(response.headers['content-security-policy'])).toContain(
      'upgrade-insecure-requests',
    );
  });
});
