import { randomUUID } from 'node:crypto';
import { base32Decode, totp } from '../lib/totp.ts';
import type { OperatorAccounts } from '../modules/operator/operator-accounts.service.ts';

/**
 * An operator invited by nobody, with `password` set through their set-up link and an
 * authenticator enrolled, signed in once: their email and operator session.
 */
export async function signedInOperator(
  accounts: OperatorAccounts,
  password: string,
  email = `operator-${randomUUID().slice(0, 8)}@ops.example`,
): Promise<{ email: string; session: string }> {
  const { token } = await accounts.invite(email, {
    accountId: null,
    actor: { operator: 'test', ip: undefined },
  });
  const step = await accounts.setUp(token, password, undefined);
  if (step.step !== 'enrol') throw new Error('expected an enrolment');
  const key = base32Decode(new URL(step.otpauthUri).searchParams.get('secret')!);
  const session = await accounts.confirmEnrolment(
    step.pendingToken,
    totp(key, Date.now()),
    undefined,
  );
  return { email, session: session.token };
}
