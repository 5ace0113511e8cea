/**
 * The simplest load balancer, for tests and trying scale-out locally: each request goes
 * to the next app process in turn (no stickiness, so sessions and jobs must work across
 * processes), with X-Forwarded-For/-Proto, and `X-Upstream` naming the process in the
 * reply. `GET /_proxy/stats` counts the requests each process answered. A production
 * deployment uses nginx, HAProxy or its platform's balancer (docs/scaling.md).
 */
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = { baseUrl: string; close(): Promise<void> };

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const served = new Map(upstreams.map((upstream) => [upstream, 0]));
  let next = 0;
  const server = createServer((req, res) => {
    if (req.url === '/_proxy/stats') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(Object.fromEntries(served)));
      return;
    }
    const upstream = upstreams[next++ % upstreams.length]!;
    const target = new URL(req.url ?? '/', upstream);
    const headers = {
      ...req.headers,
      'x-forwarded-for': req.socket.remoteAddress ?? '',
      'x-forwarded-proto': 'http',
    };
    const outgoing = forward(target, { method: req.method, headers }, (reply) => {
      served.set(upstream, (served.get(upstream) ?? 0) + 1);
      res.writeHead(reply.statusCode ?? 502, { ...reply.headers, 'x-upstream': upstream });
      reply.pipe(res);
    });
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
