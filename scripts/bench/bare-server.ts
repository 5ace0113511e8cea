/**
 * The ceiling for API benchmarks: a bare Fastify route on the same machine. Given a
 * reply (its headers and body, as JSON in the first argument), a second route sends
 * exactly that: what a call's bytes cost the server without its own work.
 */
import Fastify from 'fastify';

type RecordedReply = { headers: Record<string, string>; body: string };
const recorded = process.argv[2] ? (JSON.parse(process.argv[2]) as RecordedReply) : undefined;

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, message: 'ok' }));
if (recorded)
  app.get('/bare-recorded', async (_request, reply) =>
    reply.headers(recorded.headers).send(recorded.body),
  );
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
