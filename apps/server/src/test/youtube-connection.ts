/**
 * What the YouTube connection tests share: a manager connecting through the stand-in's
 * consent page as a person would (following its form). Report files: youtube-reports.ts.
 */
import { expect } from 'vitest';
import type { TestContext } from './test-context.ts';

/** Follows the consent page the authorization URL shows and presses Allow or Cancel. */
export async function consent(
  authorizationUrl: string,
  decision: 'allow' | 'cancel',
): Promise<URL> {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no consent form in:\n${html}`);
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  ))
    fields.set(name!, unescapeHtml(value!));
  fields.set('decision', decision);
  const answer = await fetch(new URL(action, authorizationUrl), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

function unescapeHtml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '',
  );
}

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
  const back = await consent(authorizationUrl, 'allow');
  return call('POST', 'youtube/connect/complete', {
    state: back.searchParams.get('state'),
    code: back.searchParams.get('code'),
  });
}
