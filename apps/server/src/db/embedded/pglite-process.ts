/**
 * Child process that owns the embedded database: PGlite (Postgres in WebAssembly)
 * served over the Postgres wire protocol on a Unix socket, so the HTTP process reaches
 * it through the same `pg` pool as production and never runs SQL on its own event loop.
 *
 * Protocol with the parent (IPC): it sends `{type:'ready'}` once listening, and
 * shuts down cleanly on `{type:'shutdown'}` or when the parent goes away.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { rmSync } from 'node:fs';

const [dataDir, socketArg] = process.argv.slice(2);
if (!dataDir || !socketArg) {
  console.error('usage: pglite-process <dataDir|memory://> <socketPath>');
  process.exit(2);
}
const socketPath: string = socketArg;

// A socket file left by a crash would make listen() fail; the parent has already
// checked that nobody answers on it.
rmSync(socketPath, { force: true });

const db = await PGlite.create(dataDir);
// One connection: pg sends extended-protocol messages as separate writes, and PGlite
// has a single session, so interleaving two clients could mix their statements.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();
process.send?.({ type: 'ready' });

let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await server.stop();
    await db.close();
  } finally {
    rmSync(socketPath, { force: true });
    process.exit(code);
  }
}

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'shutdown') void shutdown(0);
});
process.on('disconnect', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// Ctrl+C in a terminal reaches the whole process group; the parent decides when we stop.
process.on('SIGINT', () => {});
