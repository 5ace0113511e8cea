import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rule } from 'eslint';

/**
 * The web app's import boundaries, judged on where an import lands rather than on how
 * its path is spelt: a feature (src/features/<name>) never reaches into another one,
 * whether by `../../other`, `../../../features/other`, `/src/features/other` (which
 * Vite resolves from the app's root), an absolute path or `@portal/web/…`; and the app
 * (src/app) imports features statically only through their `api` modules, since it
 * loads their pages lazily and whatever it imports statically counts in the first load.
 * For the same reason a feature's api modules import nothing of its components or routes.
 *
 * Option `root`: the web app's folder, absolute.
 */

/** Vitest's calls that take a module path: mocking another feature reaches into it too. */
const VI_MODULE_CALLS = new Set([
  'mock',
  'doMock',
  'unmock',
  'doUnmock',
  'importActual',
  'importMock',
]);

/** The files a module specifier can land on, seen from `file`; none for a package. */
function targetsOf(specifier: string, file: string, root: string): string[] {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare.startsWith('.')) return [path.resolve(path.dirname(file), bare)];
  if (bare.startsWith('file:')) return [fileURLToPath(bare)];
  // Vite reads `/src/…` from the app's root; Node and TypeScript read it from the disk's.
  if (bare.startsWith('/')) return [path.resolve(bare), path.join(root, bare)];
  if (bare === '@portal/web' || bare.startsWith('@portal/web/')) {
    return [path.join(root, bare.slice('@portal/web'.length))];
  }
  return [];
}

/** The path of `file` inside `dir` as segments, or undefined when it lies outside. */
function segmentsIn(dir: string, file: string): string[] | undefined {
  const relative = path.relative(dir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative === '' ? [''] : relative.split(path.sep);
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features apart and the app on their api modules' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherFeature:
        'Features do not import other features ({{feature}}); move shared code to src/shared.',
      apiBeyondApi:
        "A feature's api modules do not depend on its UI; move what they need into api.",
      appBeyondApi: 'The app loads features lazily; only their api modules may be imported.',
    },
  },
  create(context) {
    const { root } = context.options[0] as { root: string };
    const features = path.join(root, 'src/features');
    const file = context.filename;
    const own = segmentsIn(features, file);
    const ownFeature = own?.[0];
    const inApi = own?.[1] === 'api';
    const inApp = segmentsIn(path.join(root, 'src/app'), file) !== undefined;
    if (ownFeature === undefined && !inApp) return {};

    /**
     * `lazy`: the import puts nothing into the importer's chunk (a dynamic import, a type,
     * a test's mock), which the app may do with any part of a feature.
     */
    function check(node: Rule.Node, source: unknown, lazy = false) {
      if (typeof source !== 'string') return;
      for (const target of targetsOf(source, file, root)) {
        const segments = segmentsIn(features, target);
        if (!segments) continue;
        const [feature, part] = segments;
        if (ownFeature !== undefined && feature !== ownFeature) {
          context.report({ node, messageId: 'otherFeature', data: { feature: feature || '.' } });
          return;
        }
        if (part === 'api') continue;
        if (inApi) {
          context.report({ node, messageId: 'apiBeyondApi' });
          return;
        }
        if (inApp && !lazy) {
          context.report({ node, messageId: 'appBeyondApi' });
          return;
        }
      }
    }

    /** A string literal's value, or a template literal's without placeholders. */
    function literal(node: unknown): unknown {
      const value = node as {
        type?: string;
        value?: unknown;
        quasis?: { value: { cooked: string } }[];
      };
      if (value?.type === 'Literal') return value.value;
      if (value?.type === 'TemplateLiteral' && value.quasis?.length === 1) {
        return value.quasis[0]!.value.cooked;
      }
      return undefined;
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, literal(node.source), true),
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          VI_MODULE_CALLS.has(callee.property.name)
        ) {
          check(node, literal(node.arguments[0]), true);
        }
      },
      // TypeScript's own forms: `import('…').Type` and `import x = require('…')`.
      TSImportType: (node: Rule.Node & { source?: { value: unknown } }) =>
        check(node, node.source?.value, true),
      TSExternalModuleReference: (node: Rule.Node & { expression: { value: unknown } }) =>
        check(node, node.expression.value),
    } as Rule.RuleListener;
  },
};

export default rule;
