import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followConsent,
  startYouTubeStandIn,
  STAND_IN_OAUTH_CLIENT,
  type YouTubeStandIn,
} from '../../dev/youtube-stand-in.ts';
import {
  createGoogleOAuthClient,
  GoogleOAuthError,
  pkcePair,
  REPORTING_SCOPES,
} from './google-oauth.ts';
import { createReportingClient } from './reporting-client.ts';

const REDIRECT_URI = 'http://portal.test/api/youtube/callback';
const OWNER = 'demoContentOwner';

async function failure(promise: Promise<unknown>): Promise<GoogleOAuthError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GoogleOAuthError);
  return error as GoogleOAuthError;
}

describe('Google OAuth client against the stand-in', () => {
  let standIn: YouTubeStandIn;
  let oauth: ReturnType<typeof createGoogleOAuthClient>;
  /** Every error a test saw, checked at the end for secrets. */
  const errors: unknown[] = [];
  const secrets = new Set<string>([STAND_IN_OAUTH_CLIENT.clientSecret]);

  beforeAll(async () => {
    standIn = await startYouTubeStandIn({ apiKey: 'key' });
    oauth = createGoogleOAuthClient(standIn.settings.oauth);
  });
  afterAll(() => standIn.close());

  /** A manager's consent through the stand-in's page, up to the code it sends back. */
  async function consentCode(state = 'state-1') {
    const pkce = pkcePair();
    const back = await followConsent(
      oauth.authorizationUrl({ redirectUri: REDIRECT_URI, state, codeChallenge: pkce.challenge }),
    );
    const code = back.searchParams.get('code') ?? '';
    secrets.add(code);
    secrets.add(pkce.verifier);
    return { back, code, verifier: pkce.verifier };
  }

  async function connect() {
    const { code, verifier } = await consentCode();
    const tokens = await oauth.exchangeCode({
      code,
      redirectUri: REDIRECT_URI,
      codeVerifier: verifier,
    });
    secrets.add(tokens.accessToken);
    secrets.add(tokens.refreshToken);
    return tokens;
  }

  async function canReadReports(accessToken: string): Promise<boolean> {
    const reporting = createReportingClient({ baseUrl: standIn.settings.reportingBaseUrl });
    return reporting
      .reportTypes({ accessToken, contentOwnerId: OWNER }, { includeSystemManaged: false })
      .then(
        (types) => types.length > 0,
        (error: unknown) => {
          errors.push(error);
          return false;
        },
      );
  }

  it('makes PKCE pairs Google accepts: a 43-character verifier and its S256 challenge', () => {
    const { verifier, challenge } = pkcePair();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pkcePair().verifier).not.toBe(verifier);
  });

  it('asks for offline access to the reporting scopes, with consent forced', () => {
    const url = new URL(
      oauth.authorizationUrl({ redirectUri: REDIRECT_URI, state: 's', codeChallenge: 'c' }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: STAND_IN_OAUTH_CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: REPORTING_SCOPES.join(' '),
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
    expect(oauth.configured).toBe(true);
  });

  it('shows a consent page naming the app, the account and what it may do', async () => {
    const page = await fetch(
      oauth.authorizationUrl({
        redirectUri: REDIRECT_URI,
        state: 's',
        codeChallenge: pkcePair().challenge,
      }),
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Shorts Music Portal wants to access your Google Account');
    expect(html).toContain('demo-owner@example.com');
    expect(html).toContain('View YouTube Analytics reports');
    expect(html).toContain('View monetary');
    expect(html).toMatch(/<button[^>]*>Allow<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('connects: consent, the code back with its state, and tokens that read reports', async () => {
    const { back, code, verifier } = await consentCode('csrf-42');
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('csrf-42');
    expect(back.searchParams.get('scope')).toBe(REPORTING_SCOPES.join(' '));
    const before = Date.now();
    const tokens = await oauth.exchangeCode({
      code,
      redirectUri: REDIRECT_URI,
      codeVerifier: verifier,
    });
    secrets.add(tokens.accessToken);
    secrets.add(tokens.refreshToken);
    expect(tokens.scopes).toEqual([...REPORTING_SCOPES]);
    expect(tokens.refreshToken).not.toBe('');
    expect(tokens.expiresAt.getTime() - before).toBeGreaterThan(3590_000);
    expect(tokens.expiresAt.getTime() - before).toBeLessThan(3610_000);
    expect(await canReadReports(tokens.accessToken)).toBe(true);
  });

  it('sends the browser back with access_denied when the user cancels', async () => {
    const back = await followConsent(
      oauth.authorizationUrl({
        redirectUri: REDIRECT_URI,
        state: 'st',
        codeChallenge: pkcePair().challenge,
      }),
      'cancel',
    );
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'st' });
  });

  it('shows Google’s error page for an unknown client or a request without PKCE', async () => {
    const unknown = createGoogleOAuthClient({ ...standIn.settings.oauth, clientId: 'other' });
    const refused = await fetch(
      unknown.authorizationUrl({ redirectUri: REDIRECT_URI, state: 's', codeChallenge: 'x' }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Error 401: invalid_client');

    const url = new URL(
      oauth.authorizationUrl({
        redirectUri: REDIRECT_URI,
        state: 's',
        codeChallenge: pkcePair().challenge,
      }),
    );
    for (const change of [
      (u: URL) => u.searchParams.delete('code_challenge'),
      (u: URL) => u.searchParams.set('code_challenge_method', 'plain'),
      (u: URL) => u.searchParams.set('response_type', 'token'),
      (u: URL) => u.searchParams.delete('redirect_uri'),
    ]) {
      const changed = new URL(url);
      change(changed);
      const page = await fetch(changed);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('Error 400: invalid_request');
    }
  });

  it('refuses a code with the wrong PKCE verifier, and that code stays spent', async () => {
    const { code, verifier } = await consentCode();
    const error = await failure(
      oauth.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: pkcePair().verifier }),
    );
    errors.push(error);
    expect(error.problem).toBe('invalid_grant');
    expect(error.status).toBe(400);
    const again = await failure(
      oauth.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: verifier }),
    );
    errors.push(again);
    expect(again.problem).toBe('invalid_grant');
  });

  it('refuses a code used twice, or sent back for another redirect URI', async () => {
    const first = await consentCode();
    const tokens = await oauth.exchangeCode({
      code: first.code,
      redirectUri: REDIRECT_URI,
      codeVerifier: first.verifier,
    });
    secrets.add(tokens.accessToken);
    secrets.add(tokens.refreshToken);
    const reused = await failure(
      oauth.exchangeCode({
        code: first.code,
        redirectUri: REDIRECT_URI,
        codeVerifier: first.verifier,
      }),
    );
    errors.push(reused);
    expect(reused.problem).toBe('invalid_grant');

    const second = await consentCode();
    const elsewhere = await failure(
      oauth.exchangeCode({
        code: second.code,
        redirectUri: 'http://elsewhere.test/callback',
        codeVerifier: second.verifier,
      }),
    );
    errors.push(elsewhere);
    expect(elsewhere.problem).toBe('invalid_grant');
  });

  it('refreshes an access token, and after revocation the grant is gone for good', async () => {
    const tokens = await connect();
    const refreshed = await oauth.refresh(tokens.refreshToken);
    secrets.add(refreshed.accessToken);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(await canReadReports(refreshed.accessToken)).toBe(true);

    await oauth.revoke(tokens.refreshToken);
    const error = await failure(oauth.refresh(tokens.refreshToken));
    errors.push(error);
    expect(error.problem).toBe('invalid_grant');
    expect(error.message).toContain('Token has been expired or revoked.');
    // Every access token of the grant stops working with it.
    expect(await canReadReports(refreshed.accessToken)).toBe(false);
    // Revoking what is revoked already is done, not an error.
    await expect(oauth.revoke(tokens.refreshToken)).resolves.toBeUndefined();
  });

  it('loses every grant when the user removes the app from their Google account', async () => {
    const tokens = await connect();
    standIn.revokeAll();
    const error = await failure(oauth.refresh(tokens.refreshToken));
    errors.push(error);
    expect(error.problem).toBe('invalid_grant');
  });

  it('reads a wrong client secret or a missing client as invalid_client', async () => {
    const tokens = await connect();
    const wrong = createGoogleOAuthClient({ ...standIn.settings.oauth, clientSecret: 'nope' });
    const error = await failure(wrong.refresh(tokens.refreshToken));
    errors.push(error);
    expect(error).toMatchObject({ problem: 'invalid_client', status: 401 });

    const unset = createGoogleOAuthClient({ ...standIn.settings.oauth, clientSecret: undefined });
    expect(unset.configured).toBe(false);
    const missing = await failure(unset.refresh(tokens.refreshToken));
    expect(missing.problem).toBe('invalid_client');
    expect(standIn.protocolCalls().filter((c) => c.path === '/token').length).toBeGreaterThan(0);
  });

  it('reads 429 and 5xx as unavailable, with Google’s retry-after', async () => {
    const tokens = await connect();
    standIn.failNext({ count: 1, status: 429, path: '/token' });
    const limited = await failure(oauth.refresh(tokens.refreshToken));
    errors.push(limited);
    expect(limited).toMatchObject({ problem: 'unavailable', status: 429, retryAfterMs: 1000 });
    standIn.failNext({ count: 1, status: 503, path: '/token' });
    const down = await failure(oauth.refresh(tokens.refreshToken));
    errors.push(down);
    expect(down).toMatchObject({ problem: 'unavailable', status: 503 });
    // The failures were one each: the next refresh works.
    await expect(oauth.refresh(tokens.refreshToken)).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it('reads an unreachable or silent Google as unavailable', async () => {
    const unreachable = createGoogleOAuthClient({
      ...standIn.settings.oauth,
      tokenUrl: 'http://127.0.0.1:9/token',
    });
    const error = await failure(unreachable.refresh('1//secret-refresh-token'));
    errors.push(error);
    expect(error.problem).toBe('unavailable');

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const slow = createGoogleOAuthClient({
        ...standIn.settings.oauth,
        tokenUrl: `http://127.0.0.1:${port}/token`,
        timeoutMs: 300,
      });
      const timedOut = await failure(slow.refresh('1//secret-refresh-token'));
      errors.push(timedOut);
      expect(timedOut.problem).toBe('unavailable');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    secrets.add('1//secret-refresh-token');
  });

  it('refuses a code exchange that brings no refresh token', async () => {
    const odd = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: 'ya29.odd-token', expires_in: 3599 }));
    });
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = odd.address() as AddressInfo;
      const client = createGoogleOAuthClient({
        ...standIn.settings.oauth,
        tokenUrl: `http://127.0.0.1:${port}/token`,
      });
      const error = await failure(
        client.exchangeCode({ code: '4/code', redirectUri: REDIRECT_URI, codeVerifier: 'v' }),
      );
      errors.push(error);
      expect(error.problem).toBe('bad_reply');
      secrets.add('ya29.odd-token');
    } finally {
      odd.close();
    }
  });

  it('never puts a token, code, verifier or the client secret in an error', () => {
    expect(errors.length).toBeGreaterThan(8);
    for (const error of errors) {
      const text = `${String(error)} ${(error as Error).message} ${JSON.stringify(error)}`;
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});
