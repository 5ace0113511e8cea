import { describe, expect, it } from 'vitest';
import { zOperatorAuditQuery } from '@portal/shared';
import { auditQueryOf, auditSearchFrom, withFilters } from './audit-search.ts';

describe("the audit page's filters in the URL", () => {
  it('keeps the filters a person set and leaves out what is not one', () => {
    expect(
      auditSearchFrom({
        site: ' Alpha.Example ',
        action: 'operator.token_created',
        actor: 'ops@example.com',
        from: '2026-03-01',
        to: '2026-03-03',
        page: 2,
      }),
    ).toEqual({
      site: 'alpha.example',
      action: 'operator.token_created',
      actor: 'ops@example.com',
      from: '2026-03-01',
      to: '2026-03-03',
      page: 2,
    });
    expect(
      auditSearchFrom({
        action: 'made.up',
        from: 'yesterday',
        to: '2026-13-01',
        page: -1,
        site: '',
      }),
    ).toEqual({});
    expect(auditSearchFrom({ page: '3' })).toEqual({ page: 3 });
  });

  it('starts again from the first page when a filter changes, and drops emptied ones', () => {
    expect(withFilters({ site: 'a.example', page: 4 }, { actor: 'x@example.com' })).toEqual({
      site: 'a.example',
      actor: 'x@example.com',
    });
    expect(withFilters({ site: 'a.example', actor: 'x' }, { actor: '' })).toEqual({
      site: 'a.example',
    });
  });

  it('asks for whole local days, which the server accepts', () => {
    const query = auditQueryOf({ from: '2026-03-01', to: '2026-03-03', page: 1 });
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 2, 4).getTime() - 1);
    expect(query).toMatchObject({ page: 1, size: 50 });
    expect(zOperatorAuditQuery.safeParse(query).success).toBe(true);
    // One day from and to is that whole day.
    const oneDay = auditQueryOf({ from: '2026-03-01', to: '2026-03-01' });
    expect(zOperatorAuditQuery.safeParse(oneDay).success).toBe(true);
    expect(auditQueryOf({})).toEqual({ page: 0, size: 50 });
  });
});
