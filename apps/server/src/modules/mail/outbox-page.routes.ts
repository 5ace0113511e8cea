import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { acrossSites } from '../../db/site-scope.ts';
import { AppError } from '../../http/errors.ts';
import type { OutboxRepo } from './outbox.repo.ts';

/** Where the demo's outbox is read, printed at start-up. */
export const DEMO_OUTBOX_PATH = '/demo/outbox';

const zMessageParams = z.object({
  siteId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
});

/**
 * The demo's outbox: without SMTP_URL nothing leaves the server, so the messages the
 * demo writes (a password reset link, the notices) are read here instead. Every site's
 * messages, newest first; each one as its HTML part or (`?part=text`) its text part.
 * Registered only for the demo without an SMTP server: it shows reset links to anyone.
 */
export const demoOutboxRoutes: FastifyPluginAsync<{ outbox: OutboxRepo }> = async (
  app,
  { outbox },
) => {
  app.get(DEMO_OUTBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const rows = await acrossSites('demo outbox page', () => outbox.latest(200));
    const items = rows
      .map(
        (row) =>
          `<tr><td>${escapeHtml(row.createdAt.toISOString().slice(0, 19).replace('T', ' '))}</td>` +
          `<td>${escapeHtml(row.toAddress)}</td><td>${escapeHtml(row.kind)} (${escapeHtml(row.locale)})</td>` +
          `<td><a href="${DEMO_OUTBOX_PATH}/${row.siteId}/${row.id}">${escapeHtml(row.subject)}</a>` +
          ` · <a href="${DEMO_OUTBOX_PATH}/${row.siteId}/${row.id}?part=text">text</a></td>` +
          `<td>${escapeHtml(row.state)}</td></tr>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (demo)</title></head>` +
          `<body><h1>Outbox (demo only)</h1><p>No SMTP_URL is set, so email stays here.</p>` +
          `<table border="1" cellpadding="4"><tr><th>Written (UTC)</th><th>To</th><th>Kind</th><th>Subject</th><th>State</th></tr>${items}</table></body></html>`,
      );
  });

  app.get(`${DEMO_OUTBOX_PATH}/:siteId/:id`, { schema: { hide: true } }, async (request, reply) => {
    const params = zMessageParams.safeParse(request.params);
    if (!params.success) throw new AppError('not_found');
    const query = request.query as { part?: string };
    const row = await acrossSites('demo outbox page', () =>
      outbox.find(params.data.siteId, params.data.id),
    );
    if (!row) throw new AppError('not_found');
    void reply.header('cache-control', 'no-store');
    return query.part === 'text'
      ? reply.type('text/plain; charset=utf-8').send(row.text)
      : reply.type('text/html; charset=utf-8').send(row.html);
  });
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
