/**
 * What the YouTube connection tests share: a manager connecting through the stand-in's
 * consent page as a person would (`followConsent` follows its form). Report files:
 * youtube-reports.ts.
 */
import { expect } from 'vitest';
import { followConsent } from '../../dev/youtube-stand-in.ts';
import type { TestContext } from './test-context.ts';

export type Caller = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => ReturnType<TestContext['call']>;

/**
 * A manager connects the site to `contentOwnerId`: the connect call, the consent page,
 * and the redirect page's call with the code and state. Gives back the last reply.
 */
export async function connectThroughStandIn(call: Caller, contentOwnerId: string) {
  const started = await call('POST', 'youtube/connect', { contentOwnerId });
  expect(started.statusCode, started.body).toBe(200);
  const { authorizationUrl } = started.json() as { authorizationUrl: string };
  const back = await followConsent(authorizationUrl, 'allow');
  return call('POST', 'youtube/connect/complete', {
    state: back.searchParams.get('state'),
    code: back.searchParams.get('code'),
  });
}
