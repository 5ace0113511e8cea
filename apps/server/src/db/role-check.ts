import type pg from 'pg';

/** What the role the server connects as may do that matters to row-level security. */
export type RoleRights = { name: string; superuser: boolean; bypassRls: boolean };

/** The rights of the role the pool's connections log in as. */
export async function roleRights(pool: Pick<pg.Pool, 'query'>): Promise<RoleRights> {
  const { rows } = await pool.query<{ name: string; superuser: boolean; bypass_rls: boolean }>(
    `select rolname as name, rolsuper as superuser, rolbypassrls as bypass_rls
       from pg_roles where rolname = current_user`,
  );
  const row = rows[0];
  if (!row) throw new Error('the current database role is not in pg_roles');
  return { name: row.name, superuser: row.superuser, bypassRls: row.bypass_rls };
}

/**
 * Why a role must not run the server in production, if it must not: a superuser or a
 * role with BYPASSRLS skips row-level security even where it is forced, so a query that
 * forgot its site would see every network's rows (docs/decisions/021).
 */
export function rlsBypassProblem(role: RoleRights): string | undefined {
  const power = role.superuser ? 'is a superuser' : role.bypassRls ? 'has BYPASSRLS' : undefined;
  if (!power) return undefined;
  return (
    `the database role "${role.name}" ${power}, which skips row-level security; ` +
    'connect as a role that is neither (deploy/postgres-init, docs/operations.md)'
  );
}
