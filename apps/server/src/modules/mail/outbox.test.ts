import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { inSite } from '../../db/site-scope.ts';
import { operatorCommand } from '../../test/operations.ts';
import { useTestSmtp } from '../../test/smtp-server.ts';
import { useTestContext } from '../../test/test-context.ts';
import { drainOutbox } from '../../jobs/mail-outbox.job.ts';
import { createOutboxRepo, type NewOutboxRow } from './outbox.repo.ts';

const smtp = useTestSmtp();
const t = useTestContext({
  get mail() {
    return { smtpUrl: smtp.url, from: 'portal@mail.example.com' };
  },
});

function message(siteId: number, overrides: Partial<NewOutboxRow> = {}): NewOutboxRow {
  const key = `test:${randomUUID()}`;
  return {
    siteId,
    key,
    kind: 'test',
    toAddress: `${randomUUID().slice(0, 8)}@example.com`,
    fromName: 'Network One',
    locale: 'en',
    subject: `Subject ${key}`,
    html: '<p>Hello</p>',
    text: 'Hello',
    headers: {},
    ...overrides,
  };
}

const stateOf = async (siteId: number, key: string) => {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.siteId, siteId), eq(mailOutbox.key, key)));
  return rows[0];
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the mail outbox', () => {
  it('sends a written message once, under the site name, with a stable message id', async () => {
    const site = await t.createSite();
    const row = message(site.id);
    expect(await inSite(site.id, () => t.app.services.mail.write(row))).toBe(true);
    // The same event written again is the same message.
    expect(
      await inSite(site.id, () => t.app.services.mail.write({ ...row, subject: 'again' })),
    ).toBe(false);
    const [mail] = await smtp.waitFor((m) => m.subject === row.subject);
    expect(mail!.from?.value[0]).toEqual({
      name: 'Network One',
      address: 'portal@mail.example.com',
    });
    expect(mail!.to).toMatchObject({ value: [{ address: row.toAddress }] });
    expect(mail!.messageId).toMatch(new RegExp(`^<${site.id}\\..+@mail\\.example\\.com>$`));
    expect(mail!.headers.get('content-language')).toBe('en');
    const sent = await until(
      () => stateOf(site.id, row.key),
      (r) => r?.state === 'sent',
    );
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => m.subject === row.subject)).toHaveLength(1);
    expect(smtp.received.some((m) => m.subject === 'again')).toBe(false);
  });

  it('sends each message once when several drains run at the same time', async () => {
    const site = await t.createSite();
    const outbox = createOutboxRepo(t.database.db);
    const rows = Array.from({ length: 6 }, () => message(site.id, { kind: 'parallel' }));
    for (const row of rows) await outbox.add(row);
    const transport = {
      send: (row: { subject: string }) => {
        sends.push(row.subject);
        return new Promise<void>((resolve) => setTimeout(resolve, 20));
      },
      close: () => {},
    };
    const sends: string[] = [];
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const retry = { baseSeconds: 1, maxSeconds: 1, attempts: 2 };
    // The server's own worker may take some as well; none goes out twice either way.
    await Promise.all([1, 2, 3].map(() => drainOutbox({ outbox, transport, retry, log } as never)));
    // A message the worker took may still be on its way when the drains are done.
    const states = await until(
      () => Promise.all(rows.map((row) => stateOf(site.id, row.key))),
      (all) => all.every((row) => row?.state !== 'sending'),
    );
    expect(states.every((row) => row?.state === 'sent' && row.attempts === 1)).toBe(true);
    const fromWorker = smtp.received.filter((m) => rows.some((r) => r.subject === m.subject));
    expect(sends.length + fromWorker.length).toBe(rows.length);
    expect(new Set([...sends, ...fromWorker.map((m) => m.subject)]).size).toBe(rows.length);
  });

  it('keeps a message while the SMTP server refuses, and delivers it once it takes mail', async () => {
    const site = await t.createSite();
    const row = message(site.id);
    smtp.refusing = true;
    try {
      await inSite(site.id, () => t.app.services.mail.write(row));
      const waiting = await until(
        () => stateOf(site.id, row.key),
        (r) => (r?.attempts ?? 0) >= 1 && r?.state === 'pending',
      );
      expect(waiting?.lastError).toContain('451');
    } finally {
      smtp.refusing = false;
    }
    await smtp.waitFor((m) => m.subject === row.subject);
    const sent = await until(
      () => stateOf(site.id, row.key),
      (r) => r?.state === 'sent',
    );
    expect(sent?.attempts).toBeGreaterThanOrEqual(2);
  });

  it('marks a message failed after its tries, for /metrics and `mail status`', async () => {
    const site = await t.createSite();
    const row = message(site.id, { toAddress: 'nobody@refused.example.com' });
    smtp.refusing = true;
    try {
      await inSite(site.id, () => t.app.services.mail.write(row));
      const failed = await until(
        () => stateOf(site.id, row.key),
        (r) => r?.state === 'failed',
      );
      expect(failed?.attempts).toBe(4);
    } finally {
      smtp.refusing = false;
    }
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/mail_outbox_messages\{state="failed"\} [1-9]/);

    const { url } = inject('testDatabase');
    const status = await operatorCommand({ DATABASE_URL: url }, 'mail', 'status', '--failed');
    expect(status.code).toBe(3);
    expect(status.stdout).toMatch(/failed [1-9]/);
    expect(status.stdout).toContain('nobody@refused.example.com');
    expect(status.stdout).toContain('451');
  });
});
