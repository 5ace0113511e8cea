import type { AuditEntry } from '@portal/shared';
import type { AuditRepo } from './audit.repo.ts';

type AuditListRow = Awaited<ReturnType<AuditRepo['list']>>['rows'][number];

/** An audit event as operators read it: who acted (an account or an operator token), on whom. */
export function presentAuditEntry({
  entry,
  actorEmail,
  targetEmail,
  ip,
}: AuditListRow): AuditEntry {
  return {
    id: entry.id,
    site_id: entry.siteId,
    action: entry.action,
    actor: actorEmail ?? (entry.actorOperator ? `operator:${entry.actorOperator}` : null),
    target: targetEmail,
    detail: entry.detail,
    ip,
    at: entry.createdAt.toISOString(),
  };
}
