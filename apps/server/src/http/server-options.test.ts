import { stripVTControlCharacters } from 'node:util';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { developmentLogger, OneLineRequests, withRedactedRequests } from './request-log.ts';
import { serverOptions } from './server-options.ts';

describe('the server’s log', () => {
  it('is JSON in production, and whenever development is not said', () => {
    for (const production of [true, undefined]) {
      const options = serverOptions({ logLevel: 'info', production }, undefined);
      expect(options.logger).toEqual({ level: 'info', serializers: expect.any(Object) });
      expect(options.logController).toBeUndefined();
    }
  });

  it('is readable, one line per request, while developing', () => {
    const options = serverOptions({ logLevel: 'debug', production: false }, undefined);
    expect(options.logger).toMatchObject({ level: 'debug', stream: expect.any(Object) });
    expect(options.logController).toBeInstanceOf(OneLineRequests);
  });

  it('is the one its maker gives, as the tests give theirs', () => {
    const options = serverOptions({ logLevel: 'info', production: false }, false);
    expect(options.logger).toBe(false);
    expect(options.logController).toBeUndefined();
  });

  it('writes a request while developing as one line, its secrets left out', async () => {
    const written: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(stripVTControlCharacters(chunk.toString()));
        done();
      },
    });
    const app = Fastify({
      logger: withRedactedRequests(developmentLogger('info', destination)),
      logController: new OneLineRequests(),
    });
    app.get('/hello', async () => 'hi');
    await app.inject({ url: '/hello?code=one-time-code-6f1d2c8a9b&lang=en' });
    await app.close();

    const lines = written.join('').split('\n').filter(Boolean);
    expect(lines.filter((line) => line.includes('/hello'))).toEqual([
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/hello\?code=\[redacted\]&lang=en 200 \d+ ms$/,
      ),
    ]);
    expect(written.join('')).not.toContain('one-time-code');
  });
});
