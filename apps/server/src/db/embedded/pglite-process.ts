/**
 * Child process that owns the embedded database: PGlite (Postgres in WebAssembly)
 * served over the Postgres wire protocol on a Unix socket, so the HTTP process reaches
 * it through the same `pg` pool as production and never runs SQL on its own event loop.
 *
 * Protocol with the parent (IPC): it sends `{type:'ready'}` once listening, and
 * shuts down cleanly on `{type:'shutdown'}` or when the parent goes away.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { rmSync } from 'node:fs';
import net from 'node:net';

const [dataDir, socketArg] = process.argv.slice(2);
if (!dataDir || !socketArg) {
  console.error('usage: pglite-process <dataDir|memory://> <socketPath>');
  process.exit(2);
}
const socketPath: string = socketArg;
const innerPath = `${socketPath}.inner`;

// Socket files left by a crash would make listen() fail; the parent has already
// checked that nobody answers on them.
rmSync(socketPath, { force: true });
rmSync(innerPath, { force: true });

// pg_trgm: migration 0009 creates it (as on PostgreSQL), so every migration replays here.
const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
// PGlite's one session is the superuser `postgres`, which row-level security never
// applies to. The portal works as `portal`, an ordinary role that owns the database and
// its objects (as the portal's role does on PostgreSQL), so the tenant tables' forced
// policies hold here too (docs/decisions/021).
await db.exec(`
  do $$
  declare item record;
  begin
    if not exists (select from pg_roles where rolname = 'portal') then
      create role portal nosuperuser nobypassrls nocreaterole;
    end if;
    -- A data directory from before this change: hand its objects to the portal role.
    for item in
      select c.oid::regclass as name, c.relkind from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle', 'pgboss') and c.relkind in ('r', 'p', 'v', 'm', 'S')
        and pg_get_userbyid(c.relowner) <> 'portal'
        and not exists (select from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))
    loop
      execute format('alter %s %s owner to portal',
        case item.relkind when 'S' then 'sequence' when 'v' then 'view'
          when 'm' then 'materialized view' else 'table' end, item.name);
    end loop;
    for item in
      select t.oid::regtype as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'pgboss' and t.typtype in ('e', 'd') and pg_get_userbyid(t.typowner) <> 'portal'
    loop
      execute format('alter type %s owner to portal', item.name);
    end loop;
    for item in
      select p.oid::regprocedure as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'pgboss') and pg_get_userbyid(p.proowner) <> 'portal'
        and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    loop
      execute format('alter routine %s owner to portal', item.name);
    end loop;
  end $$;
  alter database postgres owner to portal;
  alter schema public owner to portal;
  do $$ begin
    if exists (select from pg_namespace where nspname = 'drizzle') then
      alter schema drizzle owner to portal;
    end if;
    if exists (select from pg_namespace where nspname = 'pgboss') then
      alter schema pgboss owner to portal;
    end if;
  end $$;
  set role portal;
`);
// PGlite has a single session and pg sends extended-protocol messages as separate
// writes, so two live connections could interleave statements. The inner server
// takes one connection; the gate below makes further clients wait their turn instead
// of being refused (pg-pool replaces a client after a query error, and the new one
// must not race the old one's close).
const inner = new PGLiteSocketServer({ db, path: innerPath, maxConnections: 1 });
await inner.start();

const waiting: net.Socket[] = [];
let busy = false;

const gate = net.createServer((client) => {
  waiting.push(client);
  client.on('error', () => client.destroy());
  void serveNext();
});

async function serveNext(): Promise<void> {
  if (busy) return;
  const client = waiting.shift();
  if (!client) return;
  if (client.destroyed) return serveNext();
  busy = true;
  const upstream = net.connect(innerPath);
  upstream.on('error', () => upstream.destroy());
  client.pipe(upstream);
  upstream.pipe(client);
  await Promise.all([closed(client, upstream), closed(upstream, client)]);
  // The inner server forgets the connection a moment after its socket closes.
  while (inner.getStats().activeConnections > 0)
    await new Promise((resolve) => setTimeout(resolve, 5));
  busy = false;
  void serveNext();
}

function closed(socket: net.Socket, peer: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) {
      peer.destroy();
      return resolve();
    }
    socket.once('close', () => {
      peer.destroy();
      resolve();
    });
  });
}

await new Promise<void>((resolve) => gate.listen(socketPath, resolve));
process.send?.({ type: 'ready' });

let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    gate.close();
    for (const socket of waiting) socket.destroy();
    await inner.stop();
    await db.close();
  } finally {
    rmSync(socketPath, { force: true });
    rmSync(innerPath, { force: true });
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
