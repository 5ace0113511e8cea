/**
 * What each route of the web app downloads, gzipped: the build's manifest (a build into
 * a folder of its own) read as a graph of chunks. A route loads the entry's static
 * imports (the first load), its page module's and its layout's static imports, and
 * whatever its budget entry says it loads on first view besides (`alsoLoads`: the
 * dashboard's charts).
 * Used by the bundle budget test (tests/bundle) and `npm run bench` (first load).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');
export const BUDGETS_FILE = path.join(WEB, 'bundle-budgets.json');

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type Budgets = {
  /** The JS every route shares (index.html's script and its static imports), KB gzipped. */
  firstLoadKb: number;
  /** The operator console's first load (its own build, docs/product.md §17.1), KB gzipped. */
  consoleFirstLoadKb: number;
  /** The layout chunk the router loads beside every page but those named in `except`. */
  layout: { source: string; except: string[] };
  /**
   * Per page module (`login` for src/features/auth/routes/login.page.tsx), KB gzipped in
   * all: `jsKb` the budget the test holds it to (a little over today's size), `targetKb`
   * issue 12's target where one is set (the bench reports how far off it is).
   */
  routes: Record<string, { jsKb: number; targetKb?: number; alsoLoads?: string[] }>;
};

export type RouteSize = {
  /** The page module's name without `.page.tsx`, e.g. `dashboard`. */
  route: string;
  source: string;
  /** Gzipped bytes of every JS file the route loads, the first load included. */
  jsGzip: number;
  /** The same without `alsoLoads` (first load, layout, page): what its first paint needs. */
  criticalJsGzip: number;
  cssGzip: number;
  files: string[];
  /** The source modules of its chunks, as the manifest names them (`src/main.tsx`). */
  sources: string[];
};

export type BundleSizes = {
  firstLoad: Omit<RouteSize, 'route' | 'source' | 'criticalJsGzip'>;
  routes: RouteSize[];
};

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
}

/** Where the operator console's build (vite.console.config.ts) writes its manifest. */
const CONSOLE_MANIFEST = '.vite/console-manifest.json';

/**
 * `vite build` of the web app into `outDir`, with `.vite/manifest.json`, then the
 * operator console's build beside it, as `npm run build` does, with its own manifest.
 */
export function buildWeb(outDir: string): void {
  const build = (args: string[]) => {
    const result = spawnSync(
      process.execPath,
      [VITE, 'build', '--outDir', outDir, '--logLevel', 'warn', ...args],
      // Under vitest NODE_ENV is `test`, which would give React's development build.
      { cwd: WEB, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}`);
  };
  build(['--emptyOutDir', '--manifest']);
  build(['--config', 'vite.console.config.ts', '--manifest', CONSOLE_MANIFEST]);
}

const PAGE = /\/routes\/([^/]+)\.page\.tsx$/;

/** Sizes of the build in `outDir` (made by buildWeb), per route of `budgets`' shape. */
export function measureBundle(outDir: string, budgets: Budgets): BundleSizes {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipCache = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const keyOf = (source: string) => {
    if (!manifest[source])
      throw new Error(`${source} (bundle-budgets.json) is no chunk of the build`);
    return source;
  };
  /** The keys `roots` reach through static imports. */
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const measure = (keys: Set<string>) => {
    const js = [...keys].map((key) => manifest[key]!.file);
    const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
    return {
      jsGzip: js.reduce((sum, file) => sum + gzipped(file), 0),
      cssGzip: css.reduce((sum, file) => sum + gzipped(file), 0),
      files: [...js, ...css],
      sources: [...keys],
    };
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the build has no entry');
  const firstLoad = closure([entryKey]);
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && PAGE.test(key))
    .map((key) => {
      const route = PAGE.exec(key)![1]!;
      const layout = budgets.layout.except.includes(route) ? [] : [keyOf(budgets.layout.source)];
      const also = (budgets.routes[route]?.alsoLoads ?? []).map(keyOf);
      return {
        route,
        source: key,
        ...measure(closure([entryKey, key, ...layout, ...also])),
        criticalJsGzip: measure(closure([entryKey, key, ...layout])).jsGzip,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return { firstLoad: measure(firstLoad), routes };
}

export const kb = (bytes: number) => bytes / 1024;

/**
 * The operator console's first load (console.html's script and its static imports) and
 * the source modules of its whole build, from the build in `outDir` (made by buildWeb).
 */
export function measureConsole(outDir: string): {
  jsGzip: number;
  files: string[];
  sources: string[];
} {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, CONSOLE_MANIFEST), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the console build has no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  const files = [...seen].map((key) => manifest[key]!.file);
  return {
    jsGzip: files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length,
      0,
    ),
    files,
    sources: Object.keys(manifest),
  };
}
