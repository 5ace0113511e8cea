import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServices, type Services } from '../services.ts';
import { useTestContext, TEST_CONFIG } from '../test/test-context.ts';
import { acrossSitesView, openDatabase, type Database } from './client.ts';

/**
 * How long a test waits for another process's forget to arrive: far inside the caches'
 * own time (a session 2 s, looked up again past 1 s; the banner 5 s, past 2.5 s), so
 * only the signal can make it.
 */
const TOLD_WITHIN_MS = 500;
/** The listener reconnects after a second (cache-signals.ts), then forgets everything. */
const RECONNECTED_WITHIN_MS = 2_000;

/** Asks `probe` until it answers `expected`, for at most `withinMs`. */
async function eventually<T>(probe: () => Promise<T>, expected: T, withinMs = TOLD_WITHIN_MS) {
  const deadline = Date.now() + withinMs;
  let answer = await probe();
  while (answer !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await probe();
  }
  return answer;
}

describe.runIf(inject('testDatabase').engine === 'postgres')(
  'forgets told between server processes on PostgreSQL',
  () => {
    const t = useTestContext();
    // A second server process on the same database: its own pool, caches and signals.
    let other: { database: Database; services: Services };

    beforeAll(async () => {
      const opened = await openDatabase({
        url: inject('testDatabase').url,
        poolSize: 2,
        embeddedDataDir: undefined,
      });
      const database = acrossSitesView(opened, 'tests');
      other = { database, services: createServices(database, { ...TEST_CONFIG }) };
    });
    afterAll(() => other?.database.close());

    /** A logged-in member with one unverified channel, registered by the other process. */
    async function memberWithUnverifiedChannel() {
      const site = await t.createSite();
      const member = await t.createAccount(site);
      const token = await t.login(site.domain, member.email, member.password);
      const repo = other.services.channelsRepo;
      const channel = await repo.insert({
        siteId: site.id,
        youtubeId: `UC${crypto.randomUUID().replaceAll('-', '').slice(0, 22)}`,
        title: 'Signals',
        category: 'music',
        verificationCode: 'MCN-SIGNA-LSTES-T0000-00000',
        registeredBy: member.id,
      });
      await repo.assign({
        siteId: site.id,
        channelId: channel!.id,
        accountId: member.id,
        assignedBy: member.id,
      });
      const banner = async () =>
        (await t.call('GET', 'member/me', { domain: site.domain, token })).json<{
          settings: { channel_verify_needed: boolean };
        }>().settings.channel_verify_needed;
      expect(await eventually(banner, true)).toBe(true);
      return { site, channel: channel!, banner };
    }

    it("takes the banner off at once when another process verifies the member's channel", async () => {
      const { site, channel, banner } = await memberWithUnverifiedChannel();
      // Verified in a transaction of the other process: told when it commits.
      await other.database.db.transaction((trx) =>
        other.services.channelsRepo.update(site.id, channel.id, { verification: 'verified' }, trx),
      );
      expect(await eventually(banner, false)).toBe(false);
    });

    it('ends a session here at once when another process logs it out', async () => {
      const site = await t.createSite();
      const member = await t.createAccount(site);
      const token = await t.login(site.domain, member.email, member.password);
      const me = async () =>
        (await t.call('GET', 'member/me', { domain: site.domain, token })).statusCode;
      expect(await me()).toBe(200);
      const [session] = await t.database.db
        .execute<{ token_hash: string }>(
          sql`select token_hash from sessions where account_id = ${member.id}`,
        )
        .then((result) => result.rows);
      await other.services.sessions.revoke(site.id, session!.token_hash);
      expect(await eventually(me, 401)).toBe(401);
    });

    it('listens again after its connection is cut, and forgets what it may have missed', async () => {
      const { site, channel, banner } = await memberWithUnverifiedChannel();
      // Every listening connection is cut (other test files' servers reconnect as well).
      const listeners = async (except: number[] = []) => {
        const { rows } = await t.database.pool.query<{ pid: number }>(
          `select pid from pg_stat_activity
           where query = 'listen portal_cache_forget' and pid <> pg_backend_pid()
             and not (pid = any($1::int[]))`,
          [except],
        );
        return rows.map((row) => row.pid);
      };
      const cut = await listeners();
      await t.database.pool.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [
        cut,
      ]);
      // While nobody listens, the channel is verified, and no process is told.
      await t.database.db.execute(
        sql`update channels set verification = 'verified' where id = ${channel.id}`,
      );
      // Back on new connections, within the reconnect delay: from then on they hear forgets
      // (waiting here, so the forget below is not sent before they listen on a slow machine).
      expect(
        await eventually(
          async () => (await listeners(cut)).length >= cut.length,
          true,
          RECONNECTED_WITHIN_MS,
        ),
      ).toBe(true);
      expect(await eventually(banner, false, RECONNECTED_WITHIN_MS)).toBe(false);

      // Once back, it hears the next forget.
      await other.database.db.execute(
        sql`update channels set verification = 'pending_verification' where id = ${channel.id}`,
      );
      await other.services.channelsRepo.update(site.id, channel.id, {
        verificationFailure: null,
      });
      expect(await eventually(banner, true)).toBe(true);
    });
  },
);
