import { AppError } from '../../http/errors.ts';
import { PLATFORM_SITE_ID, type AuditRepo, type OtherActor } from '../audit/audit.repo.ts';
import type { OperatorAuth } from './operator-auth.ts';
import type { OperatorTokensRepo } from './operator-tokens.repo.ts';

/**
 * Operator API tokens (docs/product.md §5.6), for the console and the command line alike:
 * listed by name, made (shown once) and revoked, each change in the audit log under the
 * platform with who made it.
 */
export function createOperatorTokens(deps: {
  auth: Pick<OperatorAuth, 'create'>;
  repo: Pick<OperatorTokensRepo, 'list' | 'deleteByName'>;
  audit: Pick<AuditRepo, 'record'>;
}) {
  return {
    list: () => deps.repo.list(),

    /** A new token named `name`; 409 `operator_token_exists` when the name is taken. */
    async create(name: string, actor: OtherActor) {
      const created = await deps.auth.create(name);
      if (!created) throw new AppError('operator_token_exists');
      await deps.audit.record(PLATFORM_SITE_ID, {
        actor,
        action: 'operator.token_created',
        detail: { name, expires_at: created.expiresAt.toISOString() },
      });
      return created;
    },

    /** The token stops working at once; 404 when no token has the name. */
    async revoke(name: string, actor: OtherActor): Promise<void> {
      if (!(await deps.repo.deleteByName(name))) throw new AppError('not_found');
      await deps.audit.record(PLATFORM_SITE_ID, {
        actor,
        action: 'operator.token_revoked',
        detail: { name },
      });
    },
  };
}

export type OperatorTokens = ReturnType<typeof createOperatorTokens>;
