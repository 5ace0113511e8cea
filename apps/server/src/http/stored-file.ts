import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a file stored under the hash of its bytes (music covers, site images): it never
 * changes under its name, so it is cached for good and revalidated by name alone. SVG
 * files are sandboxed, so one opened on its own runs nothing. `find` throws `not_found`
 * for a missing file, before any caching header goes out.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  find: (file: string) => Promise<{ contentType: string; bytes: Buffer }>,
): Promise<FastifyReply> {
  const etag = `"${file}"`;
  const cached = request.headers['if-none-match'] === etag;
  const stored = cached ? undefined : await find(file);
  void reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (!stored) return reply.status(304).send();
  return reply.type(stored.contentType).send(stored.bytes);
}
