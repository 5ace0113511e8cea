import type pg from 'pg';

/**
 * Runs `run` in one transaction on `client`: committed when it returns, rolled back
 * when it throws. The connection stays the caller's.
 */
export async function inTransaction<T>(
  client: pg.PoolClient,
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  await client.query('begin');
  try {
    const result = await run(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * Runs `run` in one transaction on a connection of its own from `pool`: committed when
 * it returns, rolled back when it throws, and the connection handed back either way.
 */
export async function inOwnTransaction<T>(
  pool: { connect(): Promise<pg.PoolClient> },
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, run);
  } finally {
    client.release();
  }
}
