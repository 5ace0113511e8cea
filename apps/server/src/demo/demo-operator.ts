import { acrossSites } from '../db/site-scope.ts';
import { setUpLinkFor } from '../modules/operator/operator-accounts.routes.ts';
import type { OperatorAccounts } from '../modules/operator/operator-accounts.service.ts';

/** The demo's first operator, invited on the demo's first start. */
export const DEMO_OPERATOR = 'operator@demo.example.com';

/**
 * The start-up line about the operator console (docs/product.md §17): on the demo's first
 * start, its operator's set-up link (a password and an authenticator app, as for a real
 * operator); afterwards, where the console is and how to add someone.
 */
export async function demoOperatorLine(
  accounts: OperatorAccounts,
  address: string,
): Promise<string> {
  // Operators and their audit entries belong to no site: the platform's rows.
  const operators = await acrossSites('demo set-up', () => accounts.list());
  if (!operators.some((operator) => operator.email === DEMO_OPERATOR)) {
    const invited = await acrossSites('demo set-up', () =>
      accounts.invite(DEMO_OPERATOR, {
        accountId: null,
        actor: { operator: 'demo set-up', ip: undefined },
      }),
    );
    const link = setUpLinkFor(address, invited.token);
    return `Operator console (demo only): set up ${DEMO_OPERATOR} at ${link}`;
  }
  return (
    `Operator console: ${address}/operator (another operator: ` +
    '`npm run operator -- users create <email>`)'
  );
}
