import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pngOf } from '../../test/images.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';
import { createSitesRepo } from './sites.repo.ts';

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}.sites.example`;

/** Operator calls with a fresh operator token. */
function operatorOf(t: TestContext) {
  let token = '';
  beforeAll(async () => {
    const created = await t.services.operatorAuth.create(`sites-${randomUUID().slice(0, 8)}`);
    token = created!.token;
  });
  const send = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object | Buffer,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    send,
    create: (body: object, lang = 'en') =>
      send('POST', 'operator/sites/create', body, { 'accept-language': lang }),
    update: (body: object) => send('POST', 'operator/sites/update', body),
    image: (site: string, kind: string, bytes: Buffer | string, type = 'image/png') =>
      send('POST', `operator/sites/image?site=${site}&kind=${kind}`, Buffer.from(bytes), {
        'content-type': type,
      }),
  };
}

/** The one-time code of a login link. */
const codeOf = (link: string) => new URL(link).searchParams.get('code')!;

describe('operator site management', () => {
  const t = useTestContext();
  const operator = operatorOf(t);

  it('creates a site on its domains with its first manager, signed in once by the link', async () => {
    const [main, second] = [unique('new'), unique('alias')];
    const response = await operator.create({
      domains: [`WWW.${main}`, second],
      name: 'Rose Records',
      is_playist: true,
      design_id: 'mcn-4',
      color_primary: '#F43F5E',
      manager: { email: 'Lead@Rose.example', nickname: '로즈' },
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({
      success: true,
      message: 'The site was created.',
      site: {
        name: 'Rose Records',
        domains: [main, second].sort(),
        design_id: 'mcn-4',
        color_primary: 'f43f5e',
        is_playist: true,
        currency: 'USD',
        language: 'en',
      },
      manager: { email: 'lead@rose.example' },
    });
    expect(reply.manager.login_link).toMatch(
      new RegExp(`^https://${main.replace(/\./g, '\\.')}/external/auth\\?code=`),
    );

    // The link signs the manager in, once.
    const code = codeOf(reply.manager.login_link);
    const first = await t.call('POST', 'member/external/auth', { domain: main, body: { code } });
    expect(first.statusCode).toBe(200);
    const me = await t.call('GET', 'member/me', { domain: main, token: first.json().token });
    expect(me.json()).toMatchObject({ email: 'lead@rose.example', permission_flag: 1 });
    const again = await t.call('POST', 'member/external/auth', { domain: main, body: { code } });
    expect(again.statusCode).toBe(401);

    // Every domain answers, with and without www.
    for (const domain of [main, `www.${main}`, second, `www.${second}`]) {
      const meta = await t.call('GET', `v2/mcn/meta?domain=${domain}`);
      expect(meta.statusCode).toBe(200);
      expect(meta.json().metadata).toMatchObject({ design_id: 'mcn-4', is_playist: true });
      expect(meta.json().site.name).toBe('Rose Records');
    }
  });

  it('refuses taken domains and bad input in the request language, and makes nothing', async () => {
    const domain = unique('taken');
    const ok = await operator.create({
      domains: [domain],
      name: 'A',
      manager: { email: 'a@a.example' },
    });
    expect(ok.statusCode).toBe(200);
    const before = (await operator.send('GET', 'operator/sites/list')).json().sites.length;

    const taken = await operator.create(
      { domains: [unique('free'), `www.${domain}`], name: 'B', manager: { email: 'b@b.example' } },
      'ko',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      success: false,
      code: 'domain_taken',
      message: '이미 다른 사이트가 사용하는 도메인입니다.',
    });

    const cases: [object, string][] = [
      [
        { domains: [], name: 'C', manager: { email: 'c@c.example' } },
        'Please enter at least one domain for the site.',
      ],
      [
        { domains: ['bad domain!'], name: 'C', manager: { email: 'c@c.example' } },
        'This is not a valid domain name (for example portal.example.com).',
      ],
      [
        {
          domains: [unique('c')],
          name: 'C',
          color_primary: 'red',
          manager: { email: 'c@c.example' },
        },
        'Enter a colour as six hex digits without # (for example 6d28d9).',
      ],
      [
        {
          domains: [unique('c')],
          name: 'C',
          design_id: 'mcn-9',
          manager: { email: 'c@c.example' },
        },
        'Choose the design from mcn-1, mcn-2, mcn-3 and mcn-4.',
      ],
      [
        { domains: [unique('c')], name: 'C' },
        "Please enter the email of the site's first manager.",
      ],
      [
        { domains: [unique('c')], name: ' ', manager: { email: 'c@c.example' } },
        'Please enter the site name.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await operator.create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const zh = await operator.create(
      { domains: [unique('c')], name: 'C', currency: 'EUR', manager: { email: 'c@c.example' } },
      'zh-TW',
    );
    expect(zh.json().message).toBe('請從 KRW 與 USD 中選擇貨幣。');
    expect((await operator.send('GET', 'operator/sites/list')).json().sites).toHaveLength(before);
  });

  it('changes the look and domains; the metadata follows at once', async () => {
    const domain = unique('look');
    await operator.create({ domains: [domain], name: 'Look', manager: { email: 'l@l.example' } });
    await t.call('GET', `v2/mcn/meta?domain=${domain}`); // now cached

    const updated = await operator.update({
      site: `www.${domain}`,
      name: 'Look Again',
      design_id: 'mcn-2',
      color_primary: '0f766e',
      color_primary_dim: 'ccfbf1',
      language: 'zh-CN',
    });
    expect(updated.statusCode).toBe(200);
    const meta = (await t.call('GET', `v2/mcn/meta?domain=${domain}`)).json();
    expect(meta.metadata).toMatchObject({
      design_id: 'mcn-2',
      color_primary: '0f766e',
      color_primary_dim: 'ccfbf1',
    });
    expect(meta.site).toMatchObject({ name: 'Look Again', language: 'zh-CN', currency: 'KRW' });

    const nothing = await operator.update({ site: domain });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Please enter at least one thing to change.');

    const alias = unique('alias');
    const added = await operator.send('POST', 'operator/sites/domains', {
      site: domain,
      add: [`www.${alias}`],
    });
    expect(added.json().site.domains).toEqual([domain, alias].sort());
    expect((await t.call('GET', `v2/mcn/meta?domain=${alias}`)).statusCode).toBe(200);
    const removed = await operator.send('POST', 'operator/sites/domains', {
      site: alias,
      remove: [domain],
    });
    expect(removed.json().site.domains).toEqual([alias]);
    expect((await t.call('GET', `v2/mcn/meta?domain=${domain}`)).statusCode).toBe(404);
    const last = await operator.send('POST', 'operator/sites/domains', {
      site: alias,
      remove: [alias],
    });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('A site needs at least one domain. Add another domain first.');
    const unknown = await operator.update({ site: unique('nobody'), name: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('sets the weekly digest’s time zone, checked by name, and shows it (docs/product.md §16.4)', async () => {
    const domain = unique('zone');
    const created = await operator.create({
      domains: [domain],
      name: 'Zone',
      manager: { email: 'z@z.example' },
    });
    // Unset, a won site's mornings are Seoul's.
    expect(created.json().site.time_zone).toBe('Asia/Seoul');
    const set = await operator.update({ site: domain, time_zone: ' america/new_york ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().site.time_zone).toBe('America/New_York');
    expect(await createSitesRepo(t.database.db).findByDomain(domain)).toMatchObject({
      timeZone: 'America/New_York',
    });

    for (const wrong of ['Mars/Olympus', '', 'Asia/Seoul; drop table sites'] as const) {
      const refused = await operator.update({ site: domain, time_zone: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'invalid_input',
        message: 'Give the time zone as an IANA name, such as Asia/Seoul or UTC.',
      });
    }
    const usd = await operator.create({
      domains: [unique('zone-usd')],
      name: 'Zone USD',
      currency: 'USD',
      time_zone: 'Europe/Paris',
      manager: { email: 'z@z.example' },
    });
    expect(usd.json().site).toMatchObject({ currency: 'USD', time_zone: 'Europe/Paris' });
    const list = (await operator.send('GET', 'operator/sites/list')).json();
    expect(list.sites.find((site: { name: string }) => site.name === 'Zone').time_zone).toBe(
      'America/New_York',
    );
  });

  it('takes checked images, serves them for good, and refuses bad files without a change', async () => {
    const domain = unique('images');
    await operator.create({ domains: [domain], name: 'Images', manager: { email: 'i@i.example' } });

    const favicon = await operator.image(domain, 'favicon', pngOf(32, 32));
    expect(favicon.statusCode).toBe(200);
    const address: string = favicon.json().site.logo_favicon;
    expect(address).toMatch(/^\/api\/site\/image\/[0-9a-f]{64}\.png$/);
    const logo = await operator.image(
      domain,
      'logo',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40"><rect width="200" height="40"/></svg>',
      'image/svg+xml',
    );
    expect(logo.statusCode).toBe(200);
    const meta = (await t.call('GET', `v2/mcn/meta?domain=${domain}`)).json();
    expect(meta.metadata.logo_favicon).toBe(address);
    expect(meta.site.logo).toBe(logo.json().site.logo);

    const served = await t.app.inject({ method: 'GET', url: address });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(pngOf(32, 32))).toBe(true);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: address,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    const missing = await t.app.inject({
      method: 'GET',
      url: address.replace(/[0-9a-f]{8}\./, '00000000.'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();

    const refusals: [string, Buffer | string, string, number, string][] = [
      [
        'favicon',
        pngOf(32, 16),
        'image/png',
        400,
        'A favicon must be a square PNG, ICO or SVG file of 16 to 512 px, up to 256 KB.',
      ],
      [
        'favicon',
        pngOf(8, 8),
        'image/png',
        400,
        'A favicon must be a square PNG, ICO or SVG file of 16 to 512 px, up to 256 KB.',
      ],
      [
        'meta',
        pngOf(100, 100),
        'image/png',
        400,
        'A meta logo must be a PNG, JPEG or WebP file of 200 to 4096 px each way, up to 1 MB.',
      ],
      [
        'logo',
        'not an image at all',
        'image/png',
        400,
        'A logo must be a PNG, SVG, WebP or JPEG file 16 to 2000 px wide and 16 to 600 px high, up to 512 KB.',
      ],
      [
        'exclusive',
        Buffer.alloc(300 * 1024, 1),
        'image/png',
        400,
        'An exclusive logo must be a square PNG, SVG or WebP file of 16 to 512 px, up to 256 KB.',
      ],
      ['logo', Buffer.alloc(1024 * 1024 + 1, 1), 'image/png', 413, 'The request is too large.'],
      [
        'banner',
        pngOf(32, 32),
        'image/png',
        400,
        'Choose the image kind from favicon, logo, meta and exclusive.',
      ],
      ['logo', 'x', 'text/plain', 415, 'This request format is not supported.'],
    ];
    for (const [kind, bytes, type, status, message] of refusals) {
      const response = await operator.image(domain, kind, bytes, type);
      expect(response.statusCode, `${kind} ${type}`).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const after = (await t.call('GET', `v2/mcn/meta?domain=${domain}`)).json();
    expect(after.metadata.logo_favicon).toBe(address);
    expect(after.metadata.logo_meta).toBeNull();

    const cleared = await operator.update({ site: domain, remove_images: ['favicon'] });
    expect(cleared.json().site.logo_favicon).toBeNull();
  });

  it('checks an image for a site not made yet, storing and changing nothing', async () => {
    const check = (kind: string, bytes: Buffer | string, type = 'image/png', lang = 'en') =>
      operator.send('POST', `operator/sites/image-check?kind=${kind}`, Buffer.from(bytes), {
        'content-type': type,
        'accept-language': lang,
      });
    const images = async () =>
      (await t.database.db.execute(sql`select count(*)::int as n from site_images`)).rows[0];
    const before = await images();

    const fits = await check('favicon', pngOf(48, 48));
    expect(fits.statusCode).toBe(200);
    expect(fits.json()).toEqual({ success: true, message: 'This image can be used.' });
    const notSquare = await check('favicon', pngOf(48, 16), 'image/png', 'ko');
    expect(notSquare.statusCode).toBe(400);
    expect(notSquare.json().message).toBe(
      '파비콘은 16~512px 정사각형 PNG, ICO 또는 SVG 파일(최대 256KB)이어야 합니다.',
    );
    const text = await check('logo', 'not an image at all');
    expect(text.json()).toMatchObject({ code: 'invalid_input' });
    const huge = await check('meta', Buffer.alloc(1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request is too large.');
    expect(await images()).toEqual(before);
  });

  it('is for operators only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/operator/sites/list' });
    expect(response.statusCode).toBe(401);
  });
});

describe('two sites on one server', () => {
  const t = useTestContext();
  const operator = operatorOf(t);

  it('keep the same email as two separate accounts, with their own members', async () => {
    const [a, b] = [unique('a'), unique('b')];
    const signIn = async (domain: string) => {
      const created = await operator.create({
        domains: [domain],
        name: domain,
        manager: { email: 'same@twins.example' },
      });
      const auth = await t.call('POST', 'member/external/auth', {
        domain,
        body: { code: codeOf(created.json().manager.login_link) },
      });
      return auth.json().token as string;
    };
    const [tokenA, tokenB] = [await signIn(a), await signIn(b)];

    // Each manager creates a member with one email: two accounts, one per site.
    for (const [domain, token, password] of [
      [a, tokenA, 'pass-on-a'],
      [b, tokenB, 'pass-on-b'],
    ] as const) {
      const added = await t.call('POST', 'member/mcn/add', {
        domain,
        token,
        body: { user_id: 'creator@twins.example', password, nickname: domain.slice(0, 8) },
      });
      expect(added.statusCode).toBe(200);
    }
    const listA = (await t.call('GET', 'member/mcn/accounts', { domain: a, token: tokenA })).json();
    expect(listA.accounts.map((x: { nickname: string }) => x.nickname)).toEqual([a.slice(0, 8)]);

    // A password, or a session, of one site means nothing on the other.
    expect(await t.login(a, 'creator@twins.example', 'pass-on-a')).toBeTruthy();
    const wrongSite = await t.call('POST', 'member/login', {
      domain: b,
      body: { id: 'creator@twins.example', password: 'pass-on-a' },
    });
    expect(wrongSite.statusCode).toBe(401);
    const foreignToken = await t.call('GET', 'member/me', { domain: b, token: tokenA });
    expect(foreignToken.statusCode).toBe(401);
    const meB = await t.call('GET', 'member/me', { domain: b, token: tokenB });
    expect(meB.json()).toMatchObject({ email: 'same@twins.example', permission_flag: 1 });

    // Deleting the account on one site leaves the other.
    const deleted = await t.call('POST', 'member/account/delete.account', {
      domain: a,
      token: await t.login(a, 'creator@twins.example', 'pass-on-a'),
      body: { password: 'pass-on-a' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.login(b, 'creator@twins.example', 'pass-on-b')).toBeTruthy();
  });
});

describe('operator command: sites', () => {
  const t = useTestContext();
  const CLI = path.resolve(import.meta.dirname, '../operator/cli/cli.ts');
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, [CLI, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: inject('testDatabase').url,
        LOG_LEVEL: 'silent',
        PORT: '3000',
      },
    });
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sites-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates, lists, updates and re-domains a site, checking image files first', async () => {
    const domain = unique('cli');
    const favicon = path.join(dir, 'favicon.png');
    writeFileSync(favicon, pngOf(64, 64));
    const wide = path.join(dir, 'wide.png');
    writeFileSync(wide, pngOf(64, 32));

    await expect(
      run(
        'sites',
        'create',
        domain,
        '--name',
        'CLI',
        '--manager',
        'cli@cli.example',
        '--favicon',
        wide,
      ),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('A favicon must be a square'),
    });
    expect((await t.call('GET', `v2/mcn/meta?domain=${domain}`)).statusCode).toBe(404);

    const created = await run(
      'sites',
      'create',
      domain,
      `www.${domain}`,
      '--name',
      'CLI 네트워크',
      '--manager',
      'cli@cli.example',
      '--playlist',
      '--design',
      'mcn-3',
      '--primary',
      '0ea5e9',
      '--favicon',
      favicon,
    );
    expect(created.stdout.trim()).toMatch(
      new RegExp(`^https://${domain.replace(/\./g, '\\.')}/external/auth\\?code=\\S+$`),
    );
    expect(created.stderr).toContain('cli@cli.example');
    const auth = await t.call('POST', 'member/external/auth', {
      domain,
      body: { code: codeOf(created.stdout.trim()) },
    });
    expect(auth.statusCode).toBe(200);
    const meta = (await t.call('GET', `v2/mcn/meta?domain=${domain}`)).json();
    expect(meta.metadata).toMatchObject({
      design_id: 'mcn-3',
      color_primary: '0ea5e9',
      is_playist: true,
    });
    expect(meta.metadata.logo_favicon).toMatch(/\.png$/);
    expect(meta.site).toMatchObject({ name: 'CLI 네트워크', currency: 'USD', language: 'en' });

    expect((await run('sites', 'list')).stdout).toContain(`CLI 네트워크\t${domain}`);
    await run(
      'sites',
      'update',
      domain,
      '--no-playlist',
      '--currency',
      'krw',
      '--language',
      'ko',
      '--favicon',
      'none',
    );
    // Read from the database: the server trusts a site it looked up for 10 s.
    const updated = await createSitesRepo(t.database.db).findByDomain(domain);
    expect(updated).toMatchObject({
      isPlaylist: false,
      logoFavicon: null,
      currency: 'KRW',
      defaultLanguage: 'ko',
    });

    const alias = unique('cli-alias');
    expect(
      (await run('sites', 'domains', domain, '--add', alias)).stdout.trim().split('\n'),
    ).toEqual([domain, alias].sort());
    await expect(
      run('sites', 'domains', alias, '--remove', alias, '--remove', domain),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('A site needs at least one domain'),
    });
    await expect(
      run('sites', 'create', alias, '--name', 'again', '--manager', 'x@x.example'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Another site already uses this domain.'),
    });
    await expect(
      run('sites', 'create', 'not a domain', '--name', 'x', '--manager', 'x@x.example'),
    ).rejects.toMatchObject({ code: 2 });
    await expect(run('sites', 'frobnicate')).rejects.toMatchObject({ code: 2 });
  });

  it('sets a site’s time zone and says what is wrong with a bad one', async () => {
    const domain = unique('cli-zone');
    await run('sites', 'create', domain, '--name', 'Zone', '--manager', 'z@cli.example');
    const updated = await run('sites', 'update', domain, '--time-zone', 'Asia/Tokyo');
    expect(updated.stdout).toContain('time_zone=Asia/Tokyo');
    expect(await createSitesRepo(t.database.db).findByDomain(domain)).toMatchObject({
      timeZone: 'Asia/Tokyo',
    });
    await expect(run('sites', 'update', domain, '--time-zone', 'Tokyo')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Give the time zone as an IANA name'),
    });
  });

  it('lists the domains of a site named by one of them, and refuses an unknown one', async () => {
    const site = await t.createSite();
    expect((await run('sites', 'domains', site.domain)).stdout.trim().split('\n')).toEqual([
      site.domain,
    ]);
    await expect(run('sites', 'domains', unique('nowhere'))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('This site is not registered.'),
    });
  });
});

describe('operator site management behind a public origin', () => {
  const t = useTestContext({ publicOrigin: 'http://portal.example:8080' });
  const operator = operatorOf(t);

  it('puts the new manager’s link on the configured origin’s scheme, like the command', async () => {
    const domain = unique('public');
    const response = await operator.create({
      domains: [domain],
      name: 'Public Records',
      manager: { email: 'lead@public.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().manager.login_link).toMatch(
      new RegExp(`^http://${domain.replace(/\./g, '\\.')}/external/auth\\?code=`),
    );
  });
});
