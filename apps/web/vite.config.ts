import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isConsolePath } from '../../packages/shared/src/console-path.ts';
import { signedInShell } from './signed-in-shell.ts';

// The API server listens on :3000 during development; the SPA calls it same-origin under /api
// so cookies, CORS and the production layout (one process serving both) behave alike.
const API_TARGET = 'http://localhost:3000';

/** Where the app finds the id of the build the server now serves (docs/decisions/005). */
const BUILD_MANIFEST = 'build.json';

/**
 * Gives every build an id, known to the app (`import.meta.env.BUILD_ID`) and published
 * beside it as `dist/build.json`, which the app polls to notice a newer deploy. The id is
 * the time of the build plus randomness (or BUILD_ID from the environment, e.g. a commit
 * hash in CI): two builds never share one, so a rebuild is always noticed. The dev server
 * answers /build.json with its own id, so the poll behaves the same there.
 */
function buildIdPlugin(): Plugin {
  const buildId =
    process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const manifest = `${JSON.stringify({ buildId })}\n`;
  return {
    name: 'portal-build-id',
    config: () => ({ define: { 'import.meta.env.BUILD_ID': JSON.stringify(buildId) } }),
    configureServer(server) {
      server.middlewares.use(`/${BUILD_MANIFEST}`, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-cache');
        response.end(manifest);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_MANIFEST, source: manifest });
    },
  };
}

/**
 * Writes `.br` and `.gz` beside every built script and style sheet, compressed once at
 * their strongest: the server sends them as they are to a browser that accepts them
 * (`preCompressed`), so a phone on a slow network downloads about a quarter of the bytes
 * and the server compresses nothing per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Only this build's files: the console's build writes into the same folder.
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(outDir, name);
        const source = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** Where the server finds each page's chunks, to preload them with the first HTML. */
export const ROUTE_PRELOADS = 'route-preloads.json';

/**
 * Writes `route-preloads.json`: per page module (`dashboard` for dashboard.page.tsx) the
 * chunks it and its layout import, beyond the entry. The server puts them in the first
 * HTML as modulepreload links (site-page.ts), so a phone fetches the page beside the app
 * instead of after running it: one round of requests less on a slow network
 * (decision 017). The pages without the dashboard layout are bundle-budgets.json's.
 */
function routePreloadsPlugin(): Plugin {
  const budgets = JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'bundle-budgets.json'), 'utf8'),
  ) as { layout: { source: string; except: string[] } };
  const layoutModule = path.join(import.meta.dirname, budgets.layout.source);
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[], skip = new Set<string>()) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file) || skip.has(file)) return;
          seen.add(file);
          for (const next of byFile.get(file)?.imports ?? []) visit(next);
        };
        start.forEach(visit);
        return seen;
      };
      const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const layout = chunks.find((chunk) => chunk.facadeModuleId === layoutModule);
      const preloads: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const page = /\/routes\/([^/]+)\.page\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (!page || !chunk.isDynamicEntry) continue;
        const roots = [chunk.fileName];
        if (layout && !budgets.layout.except.includes(page)) roots.push(layout.fileName);
        preloads[page] = [...closure(roots, entry)].map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}

/**
 * The dev server answers the operator console's paths with its page, as the server does
 * with the built one (the console is a build of its own, vite.console.config.ts).
 */
function consolePagePlugin(): Plugin {
  return {
    name: 'portal-console-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', query] = (request.url ?? '/').split('?');
        if (isConsolePath(pathname)) request.url = `/console.html${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    buildIdPlugin(),
    precompressPlugin(),
    routePreloadsPlugin(),
    consolePagePlugin(),
  ],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first load needs in one file: on a slow phone network each
          // extra file costs a request's latency, more than its bytes (decision 017).
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: signedInShell(),
              debugName: 'signed-in',
              // The name function has checked each module's imports already; rolldown's
              // own walk would also take modules the login page shares, through re-exports.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
