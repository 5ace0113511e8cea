import { createHash, randomBytes } from 'node:crypto';

/**
 * What a network's manager grants the portal: reading the content owner's bulk reports,
 * views (`yt-analytics.readonly`) and revenue (`yt-analytics-monetary.readonly`).
 */
export const REPORTING_SCOPES = [
  'https://www.googleapis.com/auth/yt-analytics.readonly',
  'https://www.googleapis.com/auth/yt-analytics-monetary.readonly',
] as const;

/** A PKCE verifier (43 characters of base64url, 256 random bits) and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Why Google refused or could not answer: `invalid_grant` (the code or the refresh token
 * is spent, expired or revoked: only the user can fix it, by connecting again),
 * `invalid_client` (the client id or secret is wrong or unset: the operator's to fix),
 * `unavailable` (network, timeout, 429, 5xx: try later), `bad_reply` (a reply we cannot
 * use, or a request Google calls malformed).
 */
export type GoogleOAuthProblem = 'invalid_grant' | 'invalid_client' | 'unavailable' | 'bad_reply';

export class GoogleOAuthError extends Error {
  readonly problem: GoogleOAuthProblem;
  readonly status: number | undefined;
  /** From a 429 or 5xx reply's `retry-after`, when it has one. */
  readonly retryAfterMs: number | undefined;
  constructor(
    problem: GoogleOAuthProblem,
    detail: string,
    reply: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(`Google OAuth ${problem}: ${detail}`);
    this.name = 'GoogleOAuthError';
    this.problem = problem;
    this.status = reply.status;
    this.retryAfterMs = reply.retryAfterMs;
  }
}

/** `retry-after` in milliseconds: seconds or an HTTP date. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * Replaces each secret of a call (token, code, client secret) by a placeholder, so no
 * error message can carry one into a log whatever Google wrote in its reply.
 */
function redact(text: string, secrets: (string | undefined)[]): string {
  let result = text;
  for (const secret of secrets) if (secret) result = result.split(secret).join('[redacted]');
  return result.slice(0, 300);
}

type TokenReply = {
  access_token?: unknown;
  expires_in?: unknown;
  refresh_token?: unknown;
  scope?: unknown;
  token_type?: unknown;
};

/**
 * Google's OAuth 2.0 web-server flow for a network's content-owner account
 * (docs/product.md §14.3): the consent URL, the code exchange with PKCE, refresh and
 * revocation. Settings come from config; tests and the demo point them at the stand-in.
 * It never retries: callers back off.
 */
export function createGoogleOAuthClient(settings: {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  timeoutMs?: number;
}) {
  const timeoutMs = settings.timeoutMs ?? 10_000;

  /** POSTs a form to Google and reads its JSON reply, mapping every failure to a problem. */
  async function post(
    url: string,
    form: Record<string, string>,
    secrets: (string | undefined)[],
    /** An error reply the caller takes as success (revoking what is revoked already). */
    alsoDone?: (status: number, code: string | undefined) => boolean,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GoogleOAuthError('unavailable', networkDetail(error));
    }
    const status = response.status;
    const retry = retryAfterMs(response.headers.get('retry-after'));
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = await response.json();
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new GoogleOAuthError('unavailable', 'timed out reading the reply', { status });
      throw new GoogleOAuthError(
        status === 429 || status >= 500 ? 'unavailable' : 'bad_reply',
        `HTTP ${status}, no JSON`,
        { status, retryAfterMs: retry },
      );
    }
    if (response.ok) return { status, body };

    // The token endpoint answers `{ error: "invalid_grant", error_description }`; a
    // failure in front of it may use the APIs' `{ error: { code, message } }` instead.
    const code = typeof body.error === 'string' ? body.error : undefined;
    if (alsoDone?.(status, code)) return { status, body };
    const description =
      typeof body.error_description === 'string' ? `: ${body.error_description}` : '';
    const detail = redact(`HTTP ${status} ${code ?? ''}${description}`, secrets);
    if (status === 429 || status >= 500)
      throw new GoogleOAuthError('unavailable', detail, { status, retryAfterMs: retry });
    if (code === 'invalid_grant') throw new GoogleOAuthError('invalid_grant', detail, { status });
    if (status === 401 || code === 'invalid_client' || code === 'unauthorized_client')
      throw new GoogleOAuthError('invalid_client', detail, { status });
    throw new GoogleOAuthError('bad_reply', detail, { status });
  }

  function credentials(): { clientId: string; clientSecret: string } {
    if (!settings.clientId || !settings.clientSecret)
      throw new GoogleOAuthError('invalid_client', 'no Google OAuth client is configured');
    return { clientId: settings.clientId, clientSecret: settings.clientSecret };
  }

  function readAccess(body: TokenReply): { accessToken: string; expiresAt: Date } {
    if (typeof body.access_token !== 'string' || body.access_token === '')
      throw new GoogleOAuthError('bad_reply', 'no access_token in the reply');
    if (typeof body.expires_in !== 'number' || !(body.expires_in > 0))
      throw new GoogleOAuthError('bad_reply', 'no expires_in in the reply');
    if (typeof body.token_type === 'string' && body.token_type.toLowerCase() !== 'bearer')
      throw new GoogleOAuthError('bad_reply', `token_type ${body.token_type.slice(0, 20)}`);
    return {
      accessToken: body.access_token,
      expiresAt: new Date(Date.now() + body.expires_in * 1000),
    };
  }

  return {
    /** Whether a client id and secret are set: without them nobody can connect. */
    configured: Boolean(settings.clientId && settings.clientSecret),

    /** Where to send the manager's browser to consent. */
    authorizationUrl(input: { redirectUri: string; state: string; codeChallenge: string }): string {
      const url = new URL(settings.authorizeUrl);
      const params: Record<string, string> = {
        client_id: settings.clientId ?? '',
        redirect_uri: input.redirectUri,
        response_type: 'code',
        scope: REPORTING_SCOPES.join(' '),
        // Offline access with a forced consent is what makes Google send a refresh token
        // every time, also to an account that consented before.
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    },

    /** Trades the code the consent page sent back for the grant's tokens. */
    async exchangeCode(input: {
      code: string;
      redirectUri: string;
      codeVerifier: string;
    }): Promise<{ accessToken: string; expiresAt: Date; refreshToken: string; scopes: string[] }> {
      const client = credentials();
      const { body } = await post(
        settings.tokenUrl,
        {
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          code_verifier: input.codeVerifier,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        },
        [input.code, input.codeVerifier, client.clientSecret],
      );
      const reply = body as TokenReply;
      const access = readAccess(reply);
      if (typeof reply.refresh_token !== 'string' || reply.refresh_token === '')
        throw new GoogleOAuthError('bad_reply', 'no refresh_token in the reply');
      return {
        ...access,
        refreshToken: reply.refresh_token,
        scopes: typeof reply.scope === 'string' ? reply.scope.split(' ').filter(Boolean) : [],
      };
    },

    /** A new access token for a stored grant; `invalid_grant` means the user must reconnect. */
    async refresh(refreshToken: string): Promise<{ accessToken: string; expiresAt: Date }> {
      const client = credentials();
      const { body } = await post(
        settings.tokenUrl,
        {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        },
        [refreshToken, client.clientSecret],
      );
      return readAccess(body as TokenReply);
    },

    /**
     * Revokes the grant a token belongs to. A token Google no longer knows (400
     * `invalid_token`) counts as revoked already. The token goes in the body, not the
     * URL, so no proxy log can keep it.
     */
    async revoke(token: string): Promise<void> {
      await post(
        settings.revokeUrl,
        { token },
        [token],
        (status, code) => status === 400 && code === 'invalid_token',
      );
    },
  };
}

export type GoogleOAuthClient = ReturnType<typeof createGoogleOAuthClient>;

/** A network failure in a few words, without anything of the request. */
export function networkDetail(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timed out';
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? `network error ${cause.code}` : 'network error';
}
