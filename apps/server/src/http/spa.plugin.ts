import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isConsolePath } from '@portal/shared';
import { createSitePage } from '../modules/sites/site-page.ts';
import type { SitesService } from '../modules/sites/sites.service.ts';
import { AppError } from './errors.ts';

/**
 * Serves the built web app: hashed assets cached for good, `build.json` (the build id
 * the app polls) never cached, and for every client-side route index.html with its
 * site's metadata (site-page.ts). Anything else not found, API or file, is a 404.
 */
export function registerSpa(app: FastifyInstance, distDir: string, sites: SitesService): void {
  const sitePage = createSitePage(distDir, sites);
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  // The console's own build (apps/web/vite.console.config.ts, docs/product.md §17).
  const consolePage = path.join(distDir, 'console.html');
  const hasConsole = existsSync(consolePage);
  if (hasBuild) {
    void app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and style sheet (vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash, so they never change under one name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A missing file (an old chunk after a deploy) must fail as a 404, not load the page.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url);
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      isFile ||
      !hasBuild ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      throw new AppError('not_found');
    }
    // The operator console is a page of its own, the same on every domain, with no site.
    if (isConsolePath(url) && hasConsole) {
      void reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(await readFile(consolePage));
    }
    // The page must always be fresh to pick up new builds; it carries its site's metadata.
    void reply.header('cache-control', 'no-cache').header('vary', 'Host');
    return reply.type('text/html; charset=utf-8').send(await sitePage(request));
  });
}
