/**
 * Two server processes on one PostgreSQL database behind a round-robin proxy
 * (BROWSER_SCALE_OUT=1; global-setup.ts): a person notices nothing of it.
 */
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_MEMBER, logIn, useBrowser } from './browser.ts';

const CHANNEL = {
  id: 'UCscaleOutChannel0000001',
  title: 'Two Processes Shorts',
  handle: '@two-processes-shorts',
};

describe.runIf(inject('browserEnv').databaseUrl)('two app processes behind a proxy', () => {
  const b = useBrowser();
  const stats = async () =>
    (await (await fetch(`${b.baseUrl}/_proxy/stats`)).json()) as Record<string, number>;

  it('are both ready and both serve one signed-in person, who stays signed in', async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const ready = await fetch(`${b.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      upstreams.add(ready.headers.get('x-upstream') ?? '');
    }
    expect(upstreams.size).toBe(2);

    const before = await stats();
    await b.page.goto('/login');
    await logIn(b.page, DEMO_MEMBER, b.demoPassword);
    await b.page.getByTestId('main-nav').getByRole('link', { name: '채널 관리' }).click();
    await b.page.getByRole('heading', { name: '채널 관리', level: 1 }).waitFor();
    await b.page.reload();
    await b.page.getByRole('heading', { name: '채널 관리', level: 1 }).waitFor();
    await b.page.goto('/dashboard');
    await b.page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    expect(new URL(b.page.url()).pathname).toBe('/dashboard');
    // Each process answered part of it, with the session the other one made.
    const after = await stats();
    for (const upstream of upstreams)
      expect((after[upstream] ?? 0) - (before[upstream] ?? 0)).toBeGreaterThan(2);
  });

  it('verifies a channel once when both processes are asked at the same time', async () => {
    const { databaseUrl, baseUrl, youtubeUrl } = b;
    const headers = { 'content-type': 'application/json', 'x-site-domain': 'localhost' };
    const login = await fetch(`${baseUrl}/api/member/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: DEMO_MEMBER, password: b.demoPassword }),
    });
    const auth = { ...headers, authorization: `Bearer ${(await login.json()).token as string}` };
    const publish = (description: string) =>
      fetch(`${youtubeUrl}/_stand-in/channels`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...CHANNEL, description }),
      });
    await publish('Shorts.');
    const added = await fetch(`${baseUrl}/api/channel/add`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        link: `https://www.youtube.com/${CHANNEL.handle}`,
        category: 'music',
      }),
    });
    expect(added.status).toBe(200);
    const { channel } = (await added.json()) as { channel: { verification_code: string } };
    await publish(`Shorts.\n${channel.verification_code}`);

    // The proxy sends these two to different processes.
    const verify = () =>
      fetch(`${baseUrl}/api/channel/verify`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ channel_id: CHANNEL.id }),
      });
    const answers = await Promise.all([verify(), verify()]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(new Set(answers.map((a) => a.headers.get('x-upstream'))).size).toBe(2);

    const detail = async () =>
      (
        (await (
          await fetch(`${baseUrl}/api/channel/detail?channel_id=${CHANNEL.id}`, { headers: auth })
        ).json()) as { channel: { verification: string } }
      ).channel.verification;
    const deadline = Date.now() + 30_000;
    while ((await detail()) !== 'verified' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await detail()).toBe('verified');

    // One verification job, done once, by one of the two processes.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job
          where name = 'channel-verify' and data->>'code' = $1`,
        [channel.verification_code],
      );
      expect(rows).toEqual([{ state: 'completed', retry_count: 0 }]);
    } finally {
      await client.end();
    }
  });
});
