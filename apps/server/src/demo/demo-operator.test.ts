import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/test-context.ts';
import { DEMO_OPERATOR, demoOperatorLine } from './demo-operator.ts';

describe('the demo’s first operator', () => {
  const t = useTestContext();

  it('gets a set-up link that opens the console once; later starts point at the console', async () => {
    const accounts = t.app.services.operatorAccounts;
    const address = 'http://localhost:3000';
    const first = await demoOperatorLine(accounts, address);
    const link = /set up operator@demo\.example\.com at (\S+)$/.exec(first)?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/operator\/set-up\?token=\S+$/);

    // The link is a real invitation: it sets the password and leads to the enrolment.
    const token = new URL(link!).searchParams.get('token')!;
    const setUp = await t.app.inject({
      method: 'POST',
      url: '/api/operator/set-up',
      payload: { token, password: 'a-long-demo-password' },
    });
    expect(setUp.json()).toMatchObject({ success: true, step: 'enrol' });

    expect(await demoOperatorLine(accounts, address)).toBe(
      'Operator console: http://localhost:3000/operator (another operator: `npm run operator -- users create <email>`)',
    );
    const demoOperators = (await accounts.list()).filter((one) => one.email === DEMO_OPERATOR);
    expect(demoOperators).toHaveLength(1);
  });
});
