/**
 * `npm run operator -- db export <file>` and `db import <file>`: the whole portal from
 * one database to another, e.g. from the embedded database to PostgreSQL (stop the
 * server first; docs/operations.md).
 */
import { existsSync } from 'node:fs';
import type { Database } from '../../../db/client.ts';
import { exportDatabase, importDatabase, TransferError } from '../../../db/transfer.ts';
import { runCommand, typedPath, UsageError } from './command-kit.ts';

export const DB_USAGE = `  db export <file>                     Write every table to <file> (gzipped JSON lines),
                                       from DATABASE_URL or the embedded database.
  db import <file>                     Load such a file into an empty database at the
                                       same version; all of it or, on any problem, nothing.`;

function summary(counts: Record<string, number>): string {
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return `${rows.toLocaleString('en')} rows in ${Object.keys(counts).length} tables`;
}

export function dbCommand(
  { database }: { database: Database },
  [action, file, ...rest]: string[],
  usage: () => number,
): Promise<number> {
  return runCommand(async () => {
    if (!file || rest.length > 0 || (action !== 'export' && action !== 'import'))
      throw new UsageError('');
    const target = typedPath(file);
    const from = database.engine === 'pglite' ? 'the embedded database' : 'PostgreSQL';
    try {
      if (action === 'export') {
        if (existsSync(target)) throw new UsageError(`${file} exists; name a new file.`);
        const counts = await exportDatabase(database.pool, target);
        console.log(`Exported ${summary(counts)} from ${from} to ${file}.`);
      } else {
        if (!existsSync(target)) throw new UsageError(`Cannot read "${file}".`);
        const counts = await importDatabase(database.pool, target);
        console.log(`Imported ${summary(counts)} from ${file} into ${from}.`);
      }
      return 0;
    } catch (error) {
      if (!(error instanceof TransferError)) throw error;
      console.error(error.message);
      return 1;
    }
  }, usage);
}
