import { GoogleOAuthError, type createGoogleOAuthClient } from '../../youtube/google-oauth.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import type { ConnectionRow } from './youtube-connection.repo.ts';

type GoogleOAuthClient = ReturnType<typeof createGoogleOAuthClient>;

/** What a sealed refresh token is bound to: the secret's kind and its site. */
export function refreshTokenContext(siteId: number): string {
  return `youtube-refresh-token:site:${siteId}`;
}

/** Google refused the stored grant: only the manager connecting again fixes it. */
export class GrantRefused extends Error {
  constructor() {
    super('Google refused the stored grant (invalid_grant)');
  }
}

/** An access token is refreshed this long before Google says it expires. */
const EARLY_MS = 60_000;

/**
 * Access tokens of the connections, kept in this process's memory only (an hour's
 * secret has no business in the database): each is refreshed from the connection's
 * sealed refresh token when missing, near its expiry, or after a 401.
 */
export function createAccessTokens(deps: {
  oauth: GoogleOAuthClient;
  box: SecretBox;
  now: () => Date;
}) {
  const cache = new Map<number, { token: string; expiresAt: number; grant: string }>();
  return {
    async get(connection: ConnectionRow): Promise<string> {
      const cached = cache.get(connection.siteId);
      if (
        cached &&
        cached.grant === connection.refreshTokenSealed &&
        cached.expiresAt - EARLY_MS > deps.now().getTime()
      )
        return cached.token;
      const refreshToken = deps.box.open(
        connection.refreshTokenSealed,
        refreshTokenContext(connection.siteId),
      );
      try {
        const { accessToken, expiresAt } = await deps.oauth.refresh(refreshToken);
        cache.set(connection.siteId, {
          token: accessToken,
          expiresAt: expiresAt.getTime(),
          grant: connection.refreshTokenSealed,
        });
        return accessToken;
      } catch (error) {
        if (error instanceof GoogleOAuthError && error.problem === 'invalid_grant')
          throw new GrantRefused();
        throw error;
      }
    },

    /** Remembers a token just received (on connect), so the first calls need no refresh. */
    remember(siteId: number, grant: string, token: string, expiresAt: Date): void {
      cache.set(siteId, { token, expiresAt: expiresAt.getTime(), grant });
    },

    /** After a 401 or a disconnect: the next call refreshes. */
    forget(siteId: number): void {
      cache.delete(siteId);
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
