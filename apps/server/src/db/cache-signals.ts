import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from './client.ts';

/**
 * What one server process forgot, told to the others on the same PostgreSQL
 * (docs/decisions/018): a channel verified by one process's job must take the banner
 * off a page the load balancer sends to another at once, not after the cache's time.
 *
 * A forget is published with `pg_notify` on the executor of the change: inside a
 * transaction PostgreSQL delivers it when the transaction commits, so the other
 * processes never look up the old rows again because of it. Each process listens on one
 * connection of its own; while that connection is down it hears nothing, so when it
 * is back every cache forgets everything (what it missed is unknown).
 *
 * The embedded database serves one connection at a time and one server: a listening
 * connection would hold it for ever. There forgets stay in their process, and an
 * operator command's change shows within the caches' time, as before.
 */
export type CacheSignals = {
  /**
   * A forget shared by the processes: the function returned runs `forgetHere(scope)` in
   * this process and tells the others, which run it too (through `via` when the change is
   * part of that transaction, else at once). Every process also runs `forgetHere()`, with
   * no scope, when it listens again after a cut: forget everything.
   */
  shared<S>(
    cache: string,
    forgetHere: (scope: S | undefined) => void,
  ): (scope: S, via?: Executor) => Promise<void>;
  /** Starts listening (the server does; commands only tell). */
  listen(): void;
  close(): Promise<void>;
};

const CHANNEL = 'portal_cache_forget';
const RECONNECT_MS = 1_000;

/** For the embedded database: nothing leaves the process. */
export const processLocalSignals: CacheSignals = {
  shared: (_cache, forgetHere) => async (scope) => forgetHere(scope),
  listen: () => {},
  close: async () => {},
};

type Message = { process: string; cache: string; scope: unknown };

export function createCacheSignals(
  connection: pg.ClientConfig,
  /** Unscoped connections for a publish outside a transaction (pg_notify reads no rows). */
  pool: pg.Pool,
): CacheSignals {
  const self = randomUUID();
  const forgets = new Map<string, Array<(scope: unknown | undefined) => void>>();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const forgetAll = () => {
    for (const handlers of forgets.values()) for (const forget of handlers) forget(undefined);
  };

  const receive = (payload: string | undefined) => {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      return;
    }
    if (message.process === self) return;
    for (const forget of forgets.get(message.cache) ?? []) forget(message.scope);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ ...connection, keepAlive: true });
    next.on('notification', (notification) => receive(notification.payload));
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      // Whatever changed while nobody listened is unknown here.
      forgetAll();
    } catch {
      lost();
    }
  };

  /** Tells the other processes that `cache` forgot `scope`. */
  const publish = async (cache: string, scope: unknown, via?: Executor) => {
    const message = JSON.stringify({ process: self, cache, scope } satisfies Message);
    if (via) await via.execute(sql`select pg_notify(${CHANNEL}, ${message})`);
    // After a change has committed its forget must not fail the call: if the database
    // cannot take it now, the other processes still forget within the caches' time.
    else await pool.query('select pg_notify($1, $2)', [CHANNEL, message]).catch(() => {});
  };

  return {
    shared<S>(cache: string, forgetHere: (scope: S | undefined) => void) {
      forgets.set(cache, [
        ...(forgets.get(cache) ?? []),
        (scope) => forgetHere(scope as S | undefined),
      ]);
      return async (scope: S, via?: Executor) => {
        forgetHere(scope);
        await publish(cache, scope, via);
      };
    },
    listen() {
      if (listening || closed) return;
      listening = true;
      void connect();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
