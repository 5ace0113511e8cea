import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-context.ts';
import { auditListStatements, type AuditFilter } from './audit.repo.ts';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
};

/** A plan's nodes, each before those below it. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe("the operators' audit log", () => {
  const t = useTestContext();

  it('reads a time range of every site newest first through its index, not the whole log', async () => {
    const sites = [await t.createSite(), await t.createSite(), await t.createSite()];
    // A few thousand entries over a year, each site's interleaved with the others'.
    await t.database.pool.query(
      `insert into audit_log (site_id, action, created_at)
       select ($1::bigint[])[1 + i % 3], 'account.password_changed', now() - i * interval '150 minutes'
       from generate_series(1, 3500) as i`,
      [sites.map((site) => site.id)],
    );
    await t.database.pool.query('analyze audit_log');

    const day = Date.now() - 30 * 86_400_000;
    const filter: AuditFilter = { from: new Date(day), until: new Date(day + 86_400_000) };
    const { rows, total } = auditListStatements(t.database.db, filter, { page: 0, size: 50 });
    for (const statement of [rows, total]) {
      const { sql, params } = statement.toSQL();
      // The operator's call runs across sites (as the tests' pool does), under the row policy.
      const client = await t.database.pool.connect();
      let nodes: PlanNode[];
      try {
        await client.query('begin');
        // As on a large log: a small one would be read whole whatever its indexes, and a
        // day of it gathered by bitmap and sorted, as cheap at this size as in order.
        await client.query('set local enable_seqscan = off');
        await client.query('set local enable_bitmapscan = off');
        const { rows: plan } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `explain (format json) ${sql}`,
          params,
        );
        nodes = nodesOf(plan[0]!['QUERY PLAN'][0].Plan);
      } finally {
        await client.query('rollback');
        client.release();
      }
      const logReads = nodes.filter(
        (node) =>
          node['Relation Name'] === 'audit_log' || node['Index Name']?.startsWith('audit_log'),
      );
      expect(logReads.map((node) => node['Index Name'])).toContain('audit_log_created_idx');
      for (const read of logReads.filter((node) => node['Index Name']))
        expect(read['Index Cond']).toMatch(/created_at >=.*created_at </);
      // The index gives the page's order: no sort of the range.
      expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
    }
  });
});
