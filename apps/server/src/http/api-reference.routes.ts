import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { UNSIGNED } from './protection.plugin.ts';

const SWAGGER_UI_DIR = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/**
 * The reference page: Swagger UI reading `/api/docs`. Every script and style sheet is a
 * file of its own, so the page passes the app's Content-Security-Policy (no inline
 * script); the settings are in `reference.js`.
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Shorts music portal API</title>
    <link rel="stylesheet" href="/api/reference/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/reference/swagger-ui-bundle.js"></script>
    <script src="/api/reference/reference.js"></script>
  </body>
</html>
`;

/** Swagger UI's settings: no online validator (it would send the document elsewhere). */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/docs',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
});
`;

type Asset = { type: string; cacheControl: string; load: () => Promise<Buffer> };

const fromSwaggerUi = (file: string) => () => readFile(path.join(SWAGGER_UI_DIR, file));
/** Swagger UI's files change only with its pinned version, so a day of caching is safe. */
const PACKAGE_FILE = 'public, max-age=86400';

const ASSETS: Record<string, Asset> = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    cacheControl: PACKAGE_FILE,
    load: fromSwaggerUi('swagger-ui.css'),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    cacheControl: PACKAGE_FILE,
    load: fromSwaggerUi('swagger-ui-bundle.js'),
  },
  'reference.js': {
    type: 'text/javascript; charset=utf-8',
    cacheControl: 'no-cache',
    load: async () => Buffer.from(INIT_SCRIPT),
  },
};

const gzipped = promisify(gzip);

/**
 * `GET /api/reference`, the browsable reference of the API, and the files it loads, from
 * the installed swagger-ui-dist. Each file is read (and compressed) once, when first asked.
 */
export const apiReferenceRoutes: FastifyPluginAsync = async (app) => {
  const loaded = new Map<string, Promise<{ plain: Buffer; gzip: Buffer }>>();
  const load = (name: string, asset: Asset) => {
    let files = loaded.get(name);
    if (!files) {
      files = asset.load().then(async (plain) => ({ plain, gzip: await gzipped(plain) }));
      // A failed read is tried again on the next request.
      files.catch(() => loaded.delete(name));
      loaded.set(name, files);
    }
    return files;
  };

  app.get(
    '/reference',
    { schema: { hide: true }, config: UNSIGNED },
    async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );

  app.get<{ Params: { file: string } }>(
    '/reference/:file',
    { schema: { hide: true }, config: UNSIGNED },
    async (request, reply) => {
      const asset = Object.hasOwn(ASSETS, request.params.file)
        ? ASSETS[request.params.file]
        : undefined;
      if (!asset) throw new AppError('not_found');
      const files = await load(request.params.file, asset);
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      void reply
        .type(asset.type)
        .header('cache-control', asset.cacheControl)
        .header('vary', 'accept-encoding');
      if (acceptsGzip) void reply.header('content-encoding', 'gzip');
      return reply.send(acceptsGzip ? files.gzip : files.plain);
    },
  );
};
