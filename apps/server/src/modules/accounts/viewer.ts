import type { Account } from './accounts.repo.ts';

/**
 * Whose view a read call answers with: a member's own, or the site's manager view. A
 * signed-in account is one; so is a network token, which reads the manager view without
 * being an account (docs/decisions/026-network-api-tokens.md), which is why the manager
 * view carries no account id.
 */
export type Viewer = Pick<Account, 'siteId'> &
  ({ role: 'member'; id: number } | { role: 'manager' });
