import { Writable } from 'node:stream';
import { API_PATHS } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { TEST_CONFIG, useTestContext } from '../test/test-context.ts';
import { redactedUrl } from './request-log.ts';

describe('the request log', () => {
  const t = useTestContext();
  const lines: string[] = [];
  let app: FastifyInstance;
  let domain: string;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({
      config: TEST_CONFIG,
      database: t.database,
      logger: { level: 'info', stream },
      reportWindows: false,
    });
    await app.ready();
    domain = (await t.createSite()).domain;
  });
  afterAll(() => app?.close());

  it('keeps one-time login codes and tokens of query strings out of its lines', async () => {
    const code = 'one-time-code-6f1d2c8a9b';
    lines.length = 0;
    await app.inject({ url: `/external/auth?code=${code}&host=${domain}` });
    await app.inject({
      method: 'POST',
      url: `/api/${API_PATHS.externalAuth}?code=${code}&access_token=${code}x`,
      headers: { 'x-site-domain': domain },
      payload: { code },
    });
    const requests = lines.map((line) => JSON.parse(line) as { req?: { url: string } });
    expect(requests.map((line) => line.req?.url).filter(Boolean)).toEqual([
      `/external/auth?code=[redacted]&host=${domain}`,
      `/api/${API_PATHS.externalAuth}?code=[redacted]&access_token=[redacted]`,
    ]);
    expect(lines.join('\n')).not.toContain(code);
  });
});

describe('redacting a URL for the log', () => {
  it('replaces the values of secret parameters and keeps the rest as written', () => {
    expect(redactedUrl('/api/report?range=28d&sort=views')).toBe(
      '/api/report?range=28d&sort=views',
    );
    expect(redactedUrl('/cb?state=abc&Code=xyz&scope=a%20b')).toBe(
      '/cb?state=[redacted]&Code=[redacted]&scope=a%20b',
    );
    expect(redactedUrl('/x?api%5Fkey=1&apiKey=2&sig=3&t=4')).toBe(
      '/x?api%5Fkey=[redacted]&apiKey=[redacted]&sig=[redacted]&t=4',
    );
    expect(redactedUrl('/x?%E0%A4%A=1&token')).toBe('/x?%E0%A4%A=1&token');
    expect(redactedUrl('/plain/path')).toBe('/plain/path');
  });
});
