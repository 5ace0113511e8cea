/**
 * Moving a whole portal between databases (embedded PGlite ⇄ PostgreSQL): every table
 * of the `public` schema as JSON lines, gzipped, read in one consistent snapshot and
 * written in one transaction. Both ends must be at the same migration; the job queue's
 * own tables (`pgboss`) are not carried (docs/operations.md).
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { newestAppliedMigration } from './client.ts';
import { inOwnTransaction } from './own-transaction.ts';

const FORMAT = 'shorts-portal-export';
const VERSION = 1;
const BATCH_ROWS = 2_000;

export class TransferError extends Error {}

type Header = { format: string; version: number; migration: string; exportedAt: string };
type Batch = { table: string; rows: unknown[] };
type End = { end: true; counts: Record<string, number> };

/** Tables of the portal, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(client: pg.PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by 1`,
  );
  const { rows: links } = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace
        and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables.map((t) => t.name));
  while (pending.size > 0) {
    const ready = [...pending].filter(
      (table) => !links.some((l) => l.child === table && pending.has(l.parent)),
    );
    if (ready.length === 0) throw new TransferError('foreign keys form a cycle');
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Writes the whole database to `file` (gzipped JSON lines); returns the rows per table. */
export async function exportDatabase(pool: pg.Pool, file: string): Promise<Record<string, number>> {
  const client = await pool.connect();
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const counts: Record<string, number> = {};
  try {
    // One snapshot: a server writing meanwhile cannot make the tables disagree.
    await client.query('begin isolation level repeatable read read only');
    const header: Header = {
      format: FORMAT,
      version: VERSION,
      migration: await newestAppliedMigration(client),
      exportedAt: new Date().toISOString(),
    };
    await write(JSON.stringify(header));
    for (const table of await tablesInOrder(client)) {
      counts[table] = 0;
      // jsonb as text, never parsed here: bigint values keep every digit.
      await client.query(
        `declare rows no scroll cursor for select to_jsonb(t)::text as row from ${quoted(table)} t`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`fetch ${BATCH_ROWS} from rows`);
        if (rows.length === 0) break;
        counts[table] += rows.length;
        await write(
          `{"table":${JSON.stringify(table)},"rows":[${rows.map((r) => r.row).join(',')}]}`,
        );
      }
      await client.query('close rows');
    }
    await client.query('commit');
    await write(JSON.stringify({ end: true, counts } satisfies End));
    gzip.end();
    await written;
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    gzip.destroy();
    await written.catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Loads an export into this database, which must be empty and at the same migration:
 * all of it in one transaction (a broken or cut-off file leaves nothing), identities
 * continuing after the highest id, the row counts checked against the file's own.
 */
export async function importDatabase(pool: pg.Pool, file: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await inOwnTransaction(pool, async (client) => {
    const tables = await tablesInOrder(client);
    const columns = new Map<string, string[]>();
    for (const table of tables) {
      const { rows } = await client.query<{ name: string }>(
        `select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
          order by ordinal_position`,
        [table],
      );
      columns.set(
        table,
        rows.map((r) => quoted(r.name)),
      );
      const { rows: any } = await client.query(`select 1 from ${quoted(table)} limit 1`);
      if (any.length > 0)
        throw new TransferError(
          `This database is not empty (table ${table} has rows); import into a new, empty database.`,
        );
    }

    let header: Header | undefined;
    let end: End | undefined;
    for await (const line of linesOf(file)) {
      if (!line) continue;
      if (end) throw new TransferError('The export file goes on after its end.');
      const record = JSON.parse(line) as Header | Batch | End;
      if (!header) {
        header = record as Header;
        if (header.format !== FORMAT || header.version !== VERSION)
          throw new TransferError(
            'This is not an export of the portal (npm run operator -- db export).',
          );
        const here = await newestAppliedMigration(client);
        if (header.migration !== here)
          throw new TransferError(
            'The export was made by another version of the portal (its migrations differ); ' +
              'export and import with the same version.',
          );
        continue;
      }
      if ('end' in record) {
        end = record;
        continue;
      }
      const batch = record as Batch;
      const names = columns.get(batch.table);
      if (!names)
        throw new TransferError(`The export has a table this database lacks: ${batch.table}.`);
      const list = names.join(', ');
      // Text, not a parsed value: bigint columns keep every digit on the way in too.
      const rowsJson = line.slice(line.indexOf('"rows":') + 7, -1);
      await client.query(
        `insert into ${quoted(batch.table)} (${list}) overriding system value
         select ${list} from jsonb_populate_recordset(null::${quoted(batch.table)}, $1::jsonb)`,
        [rowsJson],
      );
      counts[batch.table] = (counts[batch.table] ?? 0) + batch.rows.length;
    }
    if (!header) throw new TransferError('The export file is empty.');
    if (!end)
      throw new TransferError('The export file is cut short (no end mark); nothing was imported.');
    for (const [table, expected] of Object.entries(end.counts)) {
      if ((counts[table] ?? 0) !== expected)
        throw new TransferError(`The export file lost rows of ${table}; nothing was imported.`);
    }

    // Identity columns continue after the imported ids.
    const { rows: identities } = await client.query<{ table: string; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and is_identity = 'YES'`,
    );
    for (const { table, column } of identities) {
      await client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quoted(column)}), 0) + 1, false)
           from ${quoted(table)}`,
        [quoted(table), column],
      );
    }
  }).catch((error: unknown) => {
    const zlibError = String((error as { code?: unknown }).code ?? '').startsWith('Z_');
    if (error instanceof SyntaxError || zlibError)
      throw new TransferError('The export file is damaged or cut short; nothing was imported.');
    throw error;
  });
  // Fresh statistics, so the first reports are planned for the data they read.
  await pool.query('analyze');
  return counts;
}

/** The lines of a gzipped file; a damaged or cut-off file throws (zlib's Z_* codes). */
async function* linesOf(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const feeding = pipeline(createReadStream(file), gunzip);
  feeding.catch(() => {}); // its error also ends the loop below
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of gunzip) {
    const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
    rest = lines.pop() ?? '';
    yield* lines;
  }
  await feeding;
  rest += decoder.end();
  if (rest) yield rest;
}
