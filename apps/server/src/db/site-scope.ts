import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * Which tenant rows the database lets a piece of work see (docs/decisions/021). Every
 * tenant table has a row-level security policy, forced on its owner, that shows a row
 * only when its `site_id` is the transaction's `portal.site_id`, or when the
 * transaction is marked `portal.all_sites`. Outside any scope neither is set and the
 * tables look empty: a query that forgets its `site_id` filter returns nothing, never
 * another site's rows.
 *
 * - `inSite(siteId, fn)`: a request of one site (every site-scoped call) or a job for
 *   one site (channel verification, music ranking).
 * - `acrossSites(reason, fn)`: work that is about every site or comes before one is
 *   known: operator calls and commands, migrations, the report windows refresher, the
 *   demo set-up. The reason names the work in stack traces and reviews; grep for it.
 */
export type SiteScope =
  { siteId: number; statementTimeoutMs?: number } | { acrossSites: string } | { none: true };

const scopes = new AsyncLocalStorage<SiteScope>();

const NO_SCOPE: SiteScope = { none: true };

/**
 * Runs `fn` (and everything it starts) with one site's rows visible. A request passes
 * `statementTimeoutMs`: each of its statements is cancelled past it, so a query does not
 * keep a pooled connection long after its request has given up.
 */
export function inSite<T>(
  siteId: number,
  fn: () => T,
  options: { statementTimeoutMs?: number } = {},
): T {
  if (!Number.isSafeInteger(siteId) || siteId <= 0) throw new Error(`not a site id: ${siteId}`);
  const { statementTimeoutMs } = options;
  if (statementTimeoutMs === undefined) return runIn({ siteId }, fn);
  if (!Number.isSafeInteger(statementTimeoutMs) || statementTimeoutMs <= 0)
    throw new Error(`not a statement timeout: ${statementTimeoutMs}`);
  return runIn({ siteId, statementTimeoutMs }, fn);
}

/** Runs `fn` (and everything it starts) with every site's rows visible; see above for who may. */
export function acrossSites<T>(reason: string, fn: () => T): T {
  return runIn({ acrossSites: reason }, fn);
}

function runIn<T>(scope: SiteScope, fn: () => T): T {
  return scopes.run(scope, () => {
    const result = fn();
    // A drizzle query runs when it is awaited: await it here, inside the scope.
    if (result && typeof (result as { then?: unknown }).then === 'function')
      return (async () => await result)() as T;
    return result;
  });
}

/** The scope work runs in right now, if it is in one. */
export function currentScope(): SiteScope | undefined {
  return scopes.getStore();
}

/**
 * The statement that opens a transaction in a scope: one round trip (simple protocol,
 * so both statements travel together). The settings are transaction-local
 * (`set_config(..., true)`), so they end with the transaction, also behind PgBouncer in
 * transaction mode, and never carry over to the connection's next user.
 */
function beginIn(scope: SiteScope): string {
  const settings = scopeSettings(scope);
  return settings ? `begin; ${settings}` : 'begin';
}

/** The statement that marks the open transaction with the scope; none without one. */
function scopeSettings(scope: SiteScope): string | undefined {
  if ('siteId' in scope) {
    // Both numbers are checked safe integers (inSite).
    const timeout = scope.statementTimeoutMs
      ? `, set_config('statement_timeout', '${scope.statementTimeoutMs}', true)`
      : '';
    return `select set_config('portal.site_id', '${scope.siteId}', true)${timeout}`;
  }
  if ('acrossSites' in scope) return `select set_config('portal.all_sites', 'on', true)`;
  return undefined;
}

/** A statement and its values, as drizzle, pg-boss and the reports pass them. */
type QueryArgs = [statement: string | pg.QueryConfig, values?: unknown[]];
type Query = (...args: QueryArgs) => Promise<pg.QueryResult>;

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\b(?!\s+to\b)/i;

function statementText(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String(first.text);
  return '';
}

/**
 * The pool the application's queries go through: a `pg.Pool` in shape (drizzle,
 * pg-boss and the reports take it as one), delegating to the real pool, that puts each
 * query of a scoped piece of work in a transaction carrying the scope:
 *
 * - `query()` alone: `begin` + settings in one round trip, the query, `commit`;
 *   without a scope the query goes straight through (and sees no tenant rows);
 * - `connect()`: the client adds the settings right after the caller's `begin`, and
 *   wraps a statement run outside a transaction like `query()` does.
 *
 * `fallback` is the scope of work that runs in none: nothing, for the server; every
 * site, for the tests' and operator tools' own look at the data.
 */
export class SiteScopedPool extends pg.Pool {
  readonly #inner: pg.Pool;
  readonly #fallback: SiteScope;

  constructor(inner: pg.Pool, fallback: SiteScope = NO_SCOPE) {
    // Its own pool settings are never used: every connection comes from `inner`.
    super({ max: 1 });
    this.#inner = inner;
    this.#fallback = fallback;
    // Only the promise forms, which are all this app uses, keep pg's types for callers.
    this.query = this.#query.bind(this) as pg.Pool['query'];
    this.connect = this.#connect.bind(this) as pg.Pool['connect'];
    // The pool figures (metrics) are the real pool's.
    for (const figure of ['totalCount', 'idleCount', 'waitingCount', 'expiredCount'] as const)
      Object.defineProperty(this, figure, { get: () => inner[figure] });
  }

  /** The same connections, seen with another fallback scope. */
  withFallback(fallback: SiteScope): SiteScopedPool {
    return new SiteScopedPool(this.#inner, fallback);
  }

  #scope(): SiteScope {
    return scopes.getStore() ?? this.#fallback;
  }

  async #query(...args: QueryArgs): Promise<pg.QueryResult> {
    const scope = this.#scope();
    if ('none' in scope) return (this.#inner.query as Query)(...args);
    const client = await this.#inner.connect();
    try {
      const query = client.query.bind(client) as Query;
      return await inTransaction(query, scope, () => query(...args));
    } finally {
      client.release();
    }
  }

  async #connect(): Promise<pg.PoolClient> {
    const scope = this.#scope();
    const client = await this.#inner.connect();
    if ('none' in scope) return client;
    return scopedClient(client, scope);
  }

  override end(): Promise<void> {
    return this.#inner.end();
  }

  override on(event: string, listener: (...args: never[]) => void): this {
    this.#inner.on(event as 'error', listener as () => void);
    return this;
  }
}

async function inTransaction<T>(query: Query, scope: SiteScope, run: () => Promise<T>): Promise<T> {
  await query(beginIn(scope));
  try {
    const result = await run();
    await query('commit');
    return result;
  } catch (error) {
    await query('rollback').catch(() => {});
    throw error;
  }
}

/** A checked-out client whose transactions carry the scope it was taken in. */
function scopedClient(client: pg.PoolClient, scope: SiteScope): pg.PoolClient {
  const query = client.query.bind(client) as Query;
  const release = client.release.bind(client);
  let open = false;
  const scoped = async (...args: QueryArgs) => {
    const text = statementText(args[0]);
    if (TRANSACTION_START.test(text) && !open) {
      const result = await query(...args);
      open = true;
      const settings = scopeSettings(scope);
      if (settings) await query(settings);
      return result;
    }
    if (open) {
      if (TRANSACTION_END.test(text)) open = false;
      return query(...args);
    }
    return inTransaction(query, scope, () => query(...args));
  };
  return Object.assign(client, {
    query: scoped,
    release(error?: Error | boolean) {
      // The next user of this connection gets pg's own methods back.
      Object.assign(client, { query, release });
      return release(error);
    },
  }) as unknown as pg.PoolClient;
}
