import { describe, expect, it } from 'vitest';
import { API_PATHS, HEADERS, PROTECTION_WINDOW_MS, protectionHeaders } from '@portal/shared';
import { useTestContext } from '../test/test-context.ts';

const USER_AGENT = 'Mozilla/5.0 (protection test)';

describe('protection headers (on)', () => {
  const t = useTestContext({ protectionHeaders: true });

  /** A call as the web app makes it; `sign` may sign something else than what is sent. */
  async function send(
    options: {
      method?: 'GET' | 'POST';
      path: string;
      domain: string;
      token?: string;
      body?: object;
      lang?: string;
      headers?: Record<string, string>;
    },
    sign: { at?: number; path?: string; bodySize?: number; token?: string | null } = {},
  ) {
    const method = options.method ?? 'GET';
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const url = `/api/${options.path}`;
    const protection =
      options.headers ??
      (await protectionHeaders(
        {
          method,
          path: sign.path ?? url,
          bodySize: sign.bodySize ?? (payload ? Buffer.byteLength(payload) : 0),
          token: sign.token === null ? undefined : (sign.token ?? options.token),
          userAgent: USER_AGENT,
        },
        sign.at,
      ));
    const response = await t.app.inject({
      method,
      url,
      headers: {
        'user-agent': USER_AGENT,
        'accept-language': options.lang ?? 'en',
        [HEADERS.siteDomain]: options.domain,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...protection,
      },
      ...(payload ? { payload } : {}),
    });
    return { response, protection };
  }

  it('lets a signed call through, with or without a session', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const meta = await send({
      path: `${API_PATHS.siteMeta}?domain=${site.domain}`,
      domain: site.domain,
    });
    expect(meta.response.statusCode).toBe(200);
    const login = await send({
      method: 'POST',
      path: API_PATHS.login,
      domain: site.domain,
      body: { id: account.email, password: account.password },
    });
    expect(login.response.statusCode).toBe(200);
    const token = login.response.json().token as string;
    const me = await send({ path: API_PATHS.me, domain: site.domain, token });
    expect(me.response.statusCode).toBe(200);
  });

  it('refuses a call without the headers, or whose headers do not match it, with a clear 400', async () => {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const token = await (async () => {
      const { response } = await send({
        method: 'POST',
        path: API_PATHS.login,
        domain: site.domain,
        body: { id: account.email, password: account.password },
      });
      return response.json().token as string;
    })();
    const refusals = [
      // No headers at all: a naive script.
      await send({ path: API_PATHS.me, domain: site.domain, token, headers: {}, lang: 'ko' }),
      // Signed for another path, another body size, without the token.
      await send({ path: API_PATHS.me, domain: site.domain, token }, { path: '/api/notice/list' }),
      await send(
        {
          method: 'POST',
          path: API_PATHS.accountUpdate,
          domain: site.domain,
          token,
          body: { password: account.password, nickname: 'x' },
        },
        { bodySize: 3 },
      ),
      await send({ path: API_PATHS.me, domain: site.domain, token }, { token: null }),
    ];
    for (const { response } of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('protection_invalid');
    }
    expect(refusals[0]!.response.json().message).toBe(
      '요청을 확인할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
    );
    // Nothing changed by the refused update.
    const me = await send({ path: API_PATHS.me, domain: site.domain, token });
    expect(me.response.json().nickname).toBe(account.nickname);
  });

  it('refuses a stale timestamp and a replayed nonce', async () => {
    const site = await t.createSite();
    const path = `${API_PATHS.siteMeta}?domain=${site.domain}`;
    for (const at of [
      Date.now() - PROTECTION_WINDOW_MS - 60_000,
      Date.now() + PROTECTION_WINDOW_MS + 60_000,
    ]) {
      const { response } = await send({ path, domain: site.domain }, { at });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('protection_stale');
    }
    const first = await send({ path, domain: site.domain });
    expect(first.response.statusCode).toBe(200);
    const replay = await send({ path, domain: site.domain, headers: first.protection });
    expect(replay.response.statusCode).toBe(400);
    expect(replay.response.json()).toMatchObject({
      success: false,
      code: 'protection_replayed',
      message: 'This request was already sent once. Reload the page and try again.',
    });
  });

  it('leaves operators’ API calls and images alone', async () => {
    const operator = await t.services.operatorAuth.create(`protection-${Date.now()}`);
    const whoami = await t.app.inject({
      method: 'GET',
      url: `/api/operator/whoami`,
      headers: { authorization: `Bearer ${operator!.token}` },
    });
    expect(whoami.statusCode).toBe(200);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/${API_PATHS.musicCover}/${'0'.repeat(64)}`,
    });
    expect(image.statusCode).toBe(404);
    expect(image.json().code).toBe('not_found');
  });
});
