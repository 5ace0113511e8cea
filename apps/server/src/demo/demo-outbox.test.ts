import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '../modules/mail/mail-texts.ts';
import { useTestContext } from '../test/test-context.ts';
import { ensureDemoOutbox } from './demo-outbox.ts';

describe('the demo’s outbox', () => {
  // The demo without SMTP_URL: its outbox page is served.
  const t = useTestContext({ demo: true });

  it('shows one message of each kind, written once however often the demo starts', async () => {
    const site = await t.createSite({ defaultLanguage: 'en' });
    await t.createAccount(site, { role: 'manager' });
    const member = await t.createAccount(site);
    const links = { port: 3000 };
    const kinds = Object.keys(MAIL_KINDS);
    expect(await ensureDemoOutbox(t.database, { siteId: site.id, links })).toBe(kinds.length);
    expect(await ensureDemoOutbox(t.database, { siteId: site.id, links })).toBe(0);

    const { rows } = await t.database.pool.query<{ kind: string; to_address: string }>(
      'select kind, to_address from mail_outbox where site_id = $1',
      [site.id],
    );
    expect(rows.map((row) => row.kind).sort()).toEqual([...kinds].sort());
    expect(new Set(rows.map((row) => row.to_address))).toEqual(new Set([member.email]));

    const page = await t.app.inject({ method: 'GET', url: '/demo/outbox' });
    expect(page.statusCode).toBe(200);
    for (const kind of kinds) expect(page.body).toContain(`${kind} (en)`);
  });
});
