import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@portal/shared';
import { DEFAULT_SESSION_IDLE_HOURS } from '../../config.ts';
import { operatorTokens, sessions } from '../../db/schema.ts';
import { useTestContext } from '../../test/test-context.ts';
import { hashSecret } from './sessions.service.ts';

describe('how long tokens live', () => {
  const t = useTestContext();
  const HOUR_MS = 3_600_000;

  /** A new session of a new account, and a way to move its last use into the past. */
  async function session() {
    const site = await t.createSite();
    const account = await t.createAccount(site);
    const token = await t.login(site.domain, account.email, account.password);
    const where = and(eq(sessions.siteId, site.id), eq(sessions.tokenHash, hashSecret(token)));
    return {
      me: () => t.call('GET', API_PATHS.me, { domain: site.domain, token }),
      lastSeenAt: async () =>
        (await t.database.db.select().from(sessions).where(where))[0]!.lastSeenAt,
      idleFor: (ms: number) =>
        t.database.db
          .update(sessions)
          .set({ lastSeenAt: sql`now() - ${`${ms} milliseconds`}::interval` })
          .where(where),
    };
  }

  it(`ends a session left unused for ${DEFAULT_SESSION_IDLE_HOURS} hours, before its expiry`, async () => {
    const idle = await session();
    await idle.idleFor(DEFAULT_SESSION_IDLE_HOURS * HOUR_MS + 60_000);
    const response = await idle.me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('keeps a session in use alive: each use moves its idle limit on', async () => {
    const used = await session();
    await used.idleFor(DEFAULT_SESSION_IDLE_HOURS * HOUR_MS - 60_000);
    expect((await used.me()).statusCode).toBe(200);
    expect(Date.now() - (await used.lastSeenAt()).getTime()).toBeLessThan(60_000);
  });

  it('refuses an operator token past its expiry', async () => {
    const created = (await t.services.operatorAuth.create(`expiring-${Date.now()}`))!;
    // Ninety days by default (OPERATOR_TOKEN_TTL_DAYS).
    expect(created.expiresAt.getTime() - Date.now()).toBeGreaterThan(89 * 24 * HOUR_MS);
    const whoami = () =>
      t.app.inject({
        url: '/api/operator/whoami',
        headers: { authorization: `Bearer ${created.token}` },
      });
    expect((await whoami()).statusCode).toBe(200);
    await t.database.db
      .update(operatorTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(operatorTokens.name, created.operator.name));
    expect((await whoami()).statusCode).toBe(403);
  });
});
