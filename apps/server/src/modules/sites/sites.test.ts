import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSitesRepo } from './sites.repo.ts';
import { createSitesService } from './sites.service.ts';
import { useTestContext } from '../../test/test-context.ts';

describe('GET v2/mcn/meta', () => {
  const t = useTestContext();

  it('returns the metadata of the site found by its domain', async () => {
    const site = await t.createSite({
      designId: 'mcn-3',
      colorPrimary: 'ff0055',
      isPlaylist: true,
      currency: 'USD',
      defaultLanguage: 'en',
    });
    const response = await t.call('GET', `v2/mcn/meta?domain=${site.domain}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Done.',
      metadata: {
        domain: site.domain,
        design_id: 'mcn-3',
        color_primary: 'ff0055',
        color_primary_dim: 'dbeafe',
        logo_favicon: null,
        logo_meta: null,
        is_playist: true,
        exclusive_logo: null,
      },
      site: { name: site.name, logo: null, currency: 'USD', language: 'en' },
    });
    // Exactly the fields of docs/product.md §5.2, in its spelling.
    expect(Object.keys(response.json().metadata).sort()).toEqual(
      [
        'color_primary',
        'color_primary_dim',
        'design_id',
        'domain',
        'exclusive_logo',
        'is_playist',
        'logo_favicon',
        'logo_meta',
      ].sort(),
    );
  });

  it('finds the site with a leading www., upper case and a port', async () => {
    const site = await t.createSite();
    const response = await t.call(
      'GET',
      `v2/mcn/meta?domain=WWW.${site.domain.toUpperCase()}:8080`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().metadata.domain).toBe(site.domain);
  });

  it('answers an unknown domain with 404 unknown_site in the request language', async () => {
    const response = await t.call('GET', 'v2/mcn/meta?domain=nobody.example', { lang: 'ko' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'unknown_site',
      message: '등록되지 않은 사이트입니다.',
    });
  });

  it('asks for the domain when it is missing or too long', async () => {
    const missing = await t.call('GET', 'v2/mcn/meta', { lang: 'zh-CN' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'invalid_input',
      message: '需要提供网站域名。',
    });
    const long = await t.call('GET', `v2/mcn/meta?domain=${'a'.repeat(300)}.com`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('What you entered is too long.');
  });
});

describe('site-scoped calls', () => {
  const t = useTestContext();

  it('refuse a request for an unknown site before anything else', async () => {
    const response = await t.call('POST', 'member/login', {
      domain: 'unknown.example',
      body: { id: 'a@b.co', password: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('unknown_site');
  });

  it('use the Host header when the site header is absent', async () => {
    const site = await t.createSite();
    const response = await t.call('POST', 'member/login', {
      headers: { host: `www.${site.domain}:3000` },
      body: { id: 'nobody@example.com', password: 'pass' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_credentials');
  });
});

describe('server basics', () => {
  const t = useTestContext();

  it('answers /healthz', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404 and a request id', async () => {
    const response = await t.call('GET', 'no/such/call', { lang: 'zh-TW' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'not_found',
      message: '找不到您要求的內容。',
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes OpenAPI with the historic paths', async () => {
    const response = await t.call('GET', 'docs');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/mcn/meta',
        '/api/v2/mcn/join',
        '/api/member/login',
        '/api/member/me',
      ]),
    );
  });
});

describe('site lookup cache', () => {
  const t = useTestContext();

  it('answers a site created after a miss at once, and sees changes after 10 s', async () => {
    let clock = 1_000_000;
    const sites = createSitesService({ sites: createSitesRepo(t.database.db), now: () => clock });
    const domain = `cache-${Date.now()}.example`;
    await expect(sites.resolve(domain)).rejects.toMatchObject({ code: 'unknown_site' });

    const created = await createSitesRepo(t.database.db).insert(
      { name: 'Before', colorPrimary: '111111', colorPrimaryDim: 'eeeeee' },
      [domain],
    );
    expect((await sites.resolve(domain)).name).toBe('Before');

    await t.database.db.execute(sql`update sites set name = 'After' where id = ${created.id}`);
    clock += 9_000;
    expect((await sites.resolve(`WWW.${domain}`)).name).toBe('Before');
    clock += 2_000;
    expect((await sites.resolve(domain)).name).toBe('After');
  });
});
