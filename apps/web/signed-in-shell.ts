/**
 * How the build groups the signed-in screens' shared modules into a few files (vite.config.ts,
 * decision 017), from the module graph the bundler hands to a code-splitting group's name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

/** The dashboard layout's module and the pages shown without it (bundle-budgets.json). */
const LAYOUT = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'bundle-budgets.json'), 'utf8'),
) as { layout: { source: string; except: string[] } };

/** The signed-in shell's group, and the start of the names of the others. */
const SHELL = 'signed-in';

/**
 * How many signed-in pages must share a module for it to join a group (besides the
 * layout's own): a module only one page uses stays in that page's file.
 */
const SHELL_MIN_PAGES = 2;

/**
 * Whether a module's code is only imports and exports of other modules' names, under
 * their own names (an index of re-exports): whoever imports from it uses those modules.
 */
function isReExportsOnly(code: string | null | undefined): boolean {
  const statements = code?.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  if (!statements || /\bas\s/.test(statements)) return false;
  return (
    statements
      .replace(/(?:import|export)\s*(?:\*|\{[^}]*\})?\s*(?:from\s*)?["'][^"']+["'];?/g, '')
      .replace(/export\s*\{[^}]*\};?/g, '')
      .trim() === ''
  );
}

/** The names a module's code imports from others (a namespace import counts as all). */
function importedNames(code: string | null | undefined): Set<string> | 'all' {
  const names = new Set<string>();
  for (const match of (code ?? '').matchAll(
    /(?:import|export)\s*(?:[\w$]+\s*,\s*)?(\*\s*as\s*[\w$]+|\*|\{[^}]*\})\s*from\s*["']/g,
  )) {
    const list = match[1]!;
    if (list.startsWith('*')) return 'all';
    for (const item of list.slice(1, -1).split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * A code-splitting group's name function that puts the signed-in screens' shared modules
 * in a few files instead of a score of files of 1-2 KB: under Slow 4G over HTTP/1.1 (six
 * at a time) each file costs a request's latency, more than its bytes (decision 017).
 *
 * - `signed-in`, the shell: the dashboard layout's modules, and those that two signed-in
 *   pages of different features or more share;
 * - `signed-in-data`: of the latter, those that bring zod, so that the pages that validate
 *   nothing (guides, notices, language) do not load it;
 * - `signed-in-<feature>`: those that two pages or more of one feature (`features/<name>`)
 *   share, which the other features' pages do not load.
 *
 * Only modules that no page shown without the layout (login, home, sign-up) reaches, so
 * those pages load nothing more. The bundler links a name imported from an index of
 * re-exports to the module that defines it, and so does this walk of the graph, or every
 * module behind `@portal/shared` would look used by all.
 */
export function signedInShell(): (
  id: string,
  ctx: { getModuleInfo(id: string): Rolldown.ModuleInfo | null },
) => string | null {
  const layoutModule = path.join(import.meta.dirname, LAYOUT.layout.source);
  const pageName = (id: string) => /[\\/]routes[\\/]([^/\\]+)\.page\.tsx$/.exec(id)?.[1];
  const featureOf = (page: string) => /[\\/]features[\\/]([^/\\]+)[\\/]/.exec(page)?.[1];
  let pass: object | undefined;
  const cache = new Map<string, unknown>();
  return (id, ctx) => {
    // Every answer below holds for one chunking pass (one build).
    if (pass !== ctx) cache.clear();
    pass = ctx;
    const once =
      <T>(kind: string, work: (module: string) => T) =>
      (module: string): T => {
        const key = `${kind}:${module}`;
        if (!cache.has(key)) cache.set(key, work(module));
        return cache.get(key) as T;
      };
    const info = (module: string) => ctx.getModuleInfo(module);
    const reExportsOnly = once('reexports', (module) => isReExportsOnly(info(module)?.code));
    const namesOf = once('names', (module) => importedNames(info(module)?.code));
    const importsAny = (module: string, names: readonly string[]) => {
      const imported = namesOf(module);
      return imported === 'all' || names.some((name) => imported.has(name));
    };
    const isRoot = (module: string) =>
      Boolean(info(module)?.isEntry || info(module)?.dynamicImporters.length);
    // Who imports one of `names` through the file of re-exports `barrel`.
    const through = (barrel: string, names: readonly string[], seen: Set<string>): string[] =>
      (info(barrel)?.importers ?? []).flatMap((user) => {
        if (seen.has(user)) return [];
        seen.add(user);
        if (reExportsOnly(user)) return through(user, names, seen);
        return importsAny(user, names) ? [user] : [];
      });
    // The modules that use `module`'s code: its importers, but through a file of
    // re-exports (a package's or @portal/shared's index) only those that import one of
    // its names, as the bundler itself links them.
    const usersOf = once('users', (module) => {
      const names = info(module)?.exports ?? [];
      return (info(module)?.importers ?? []).flatMap((importer) =>
        reExportsOnly(importer) ? through(importer, names, new Set([importer])) : [importer],
      );
    });
    // The modules whose code `module` uses: its imports, but through a file of
    // re-exports only those that export one of the names it imports.
    const providersOf = once('providers', (module) => {
      const names = namesOf(module);
      const found: string[] = [];
      const seen = new Set<string>();
      const visit = (imported: string) => {
        if (seen.has(imported)) return;
        seen.add(imported);
        if (!reExportsOnly(imported)) return void found.push(imported);
        for (const next of info(imported)?.importedIds ?? []) {
          const exports = info(next)?.exports ?? [];
          if (reExportsOnly(next) || names === 'all' || exports.some((name) => names.has(name))) {
            visit(next);
          }
        }
      };
      for (const imported of info(module)?.importedIds ?? []) visit(imported);
      return found;
    });
    // The entry and lazy chunks (pages, the layout, charts, languages) whose static
    // imports reach `module`.
    const rootsOf = once('roots', (module) => {
      const seen = new Set([module]);
      const found: string[] = [];
      for (const current of seen) {
        if (isRoot(current)) found.push(current);
        for (const user of usersOf(current)) seen.add(user);
      }
      return found;
    });
    // A chunk only the signed-in screens load: the layout, a page shown in it, or a lazy
    // chunk that only such chunks import.
    const signedInRoot = (root: string, trail = new Set<string>()): boolean => {
      if (root === layoutModule) return true;
      const name = pageName(root);
      if (name !== undefined) return !LAYOUT.layout.except.includes(name);
      const root_ = info(root);
      if (!root_ || root_.isEntry || root_.importers.length > 0 || trail.has(root)) return false;
      trail.add(root);
      return (
        root_.dynamicImporters.length > 0 &&
        root_.dynamicImporters.every((importer) => {
          const roots = rootsOf(importer);
          return roots.length > 0 && roots.every((next) => signedInRoot(next, trail));
        })
      );
    };
    // Whether `module` brings zod with it (through @portal/shared's schemas, say): the
    // largest code the public pages share, which half the signed-in pages never use.
    const bringsZod = once('zod', (module) => {
      const seen = new Set([module]);
      for (const current of seen) {
        if (/[\\/]node_modules[\\/]zod[\\/]/.test(current)) return true;
        for (const provider of providersOf(current)) seen.add(provider);
      }
      return false;
    });
    const initial = (module: string) => rootsOf(module).some((root) => info(root)?.isEntry);
    const onlySignedIn = (module: string) => {
      const roots = rootsOf(module);
      return roots.length > 0 && roots.every((root) => signedInRoot(root));
    };
    if (initial(id) || isRoot(id) || !onlySignedIn(id)) return null;
    // The module's imports that only signed-in screens use come into the group with it,
    // and none may be a lazy chunk of its own, which would import the group back. Its
    // other imports are modules the public pages share too (the form fields, zod): the
    // group's file imports their files, so every signed-in page loads them, used or not.
    const closure = new Set([id]);
    for (const current of closure) {
      if (current !== id && isRoot(current)) return null;
      for (const provider of providersOf(current)) {
        if (!initial(provider) && onlySignedIn(provider)) closure.add(provider);
      }
    }
    const roots = rootsOf(id);
    if (roots.includes(layoutModule)) return SHELL;
    const pages = roots.filter((root) => pageName(root) !== undefined);
    if (pages.length < SHELL_MIN_PAGES) return null;
    const features = new Set(pages.map(featureOf));
    const [feature] = features;
    if (features.size === 1 && feature) return `${SHELL}-${feature}`;
    return bringsZod(id) ? `${SHELL}-data` : SHELL;
  };
}
