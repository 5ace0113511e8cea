import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { TEST_CONFIG, useTestContext } from '../test/test-context.ts';
import { addressKey } from './rate-limit.plugin.ts';

describe('per-address rate limits', () => {
  const t = useTestContext();
  let app: FastifyInstance;
  let domain: string;
  beforeAll(async () => {
    app = await buildApp({
      config: {
        ...TEST_CONFIG,
        rateLimit: { perMinute: 100, signInPerMinute: 2, networkTokenPerMinute: 0 },
      },
      database: t.database,
      logger: false,
      reportWindows: false,
    });
    await app.ready();
    domain = (await t.createSite()).domain;
  });
  afterAll(() => app?.close());

  let lastAddress = 0;
  const login = (url: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'x-site-domain': domain, 'accept-language': 'en' },
      payload: { id: 'guess@example.com', password: 'guess-1234' },
    });

  // The router decodes the path; a limit picked from the raw URL missed these spellings.
  it.each(['/%61pi/member/login', '/api/member/%6Cogin', '/api/member/login?x=1'])(
    'counts %s as a sign-in attempt',
    async (url) => {
      const ip = `198.51.100.${++lastAddress}`;
      expect((await login(url, ip)).statusCode).toBe(401);
      expect((await login(url, ip)).statusCode).toBe(401);
      const limited = await login(url, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
      // One group whatever the spelling: the plain path is limited too now.
      expect((await login('/api/member/login', ip)).statusCode).toBe(429);
    },
  );

  it('counts the addresses of one IPv6 /64 together', async () => {
    const address = (n: number) => `2001:db8:1:2::${n.toString(16)}`;
    expect((await login('/api/member/login', address(1))).statusCode).toBe(401);
    expect((await login('/api/member/login', address(2))).statusCode).toBe(401);
    expect((await login('/api/member/login', address(3))).statusCode).toBe(429);
    // The next /64 has its own allowance.
    expect((await login('/api/member/login', '2001:db8:1:3::1')).statusCode).toBe(401);
  });
});

describe('the address a per-address limit counts', () => {
  it('keys an IPv6 address on its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('keeps IPv4 addresses whole, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });
});
