// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/**
 * The repository's lint config holds features apart however an import spells its path:
 * each sample is linted as if it sat at `at`, and the boundary rule must (or must not)
 * report it.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const WEB = path.join(ROOT, 'apps/web');
const eslint = new ESLint({ cwd: ROOT });

/** The boundary rule's reports on `code` linted as the file `at` (from apps/web). */
async function boundaryReports(at: string, code: string): Promise<(string | undefined)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(WEB, at) });
  return result!.messages
    .filter((message) => message.ruleId === 'portal/feature-boundaries')
    .map((message) => message.messageId);
}

const COMPONENT = 'src/features/reports/components/sample.tsx';

describe('a feature importing another feature', () => {
  test.each([
    ['a sibling folder', "import '../../members/api/create-member.ts';"],
    ['a path through features/', "import '../../../features/members/api/create-member.ts';"],
    ['a path through src/', "import '../../../../src/features/members/routes/x.tsx';"],
    ['a path that wanders', "import '../../reports/../members/components/x.tsx';"],
    ['the folder alone', "import '../../members';"],
    ['a query suffix', "import '../../members/content/x.md?raw';"],
    ["Vite's root-absolute path", "import '/src/features/members/api/create-member.ts';"],
    ['an absolute path', `import '${WEB}/src/features/members/api/create-member.ts';`],
    ['a file URL', `import 'file://${WEB}/src/features/members/api/create-member.ts';`],
    ['the package name', "import '@portal/web/src/features/members/api/create-member.ts';"],
    ['a named re-export', "export { createMember } from '../../members/api/create-member.ts';"],
    ['a re-export of all', "export * from '../../members/api/create-member.ts';"],
    ['a dynamic import', "void import('../../members/routes/manage-member.page.tsx');"],
    ['a template literal', 'void import(`../../members/routes/manage-member.page.tsx`);'],
    ['a type import', "export type T = import('../../members/api/create-member.ts').T;"],
    ['a mock in a test', "vi.mock('../../members/api/create-member.ts');"],
  ])('is reported through %s', async (_name, code) => {
    expect(await boundaryReports(COMPONENT, code)).toEqual(['otherFeature']);
  });

  test.each([
    ['a file deeper in the feature', 'src/features/reports/components/charts/sample.tsx'],
    ['a file at the top of the feature', 'src/features/reports/sample.ts'],
    ['an api module', 'src/features/reports/api/sample.ts'],
  ])('is reported from %s', async (_name, at) => {
    const code = `import '${path.join(WEB, 'src/features/members/api/create-member.ts')}';`;
    expect(await boundaryReports(at, code)).toEqual(['otherFeature']);
  });

  test.each([
    ['its own files', "import '../api/report-query.ts'; import './chart-card.tsx';"],
    ['its own files through features/', "import '../../../features/reports/api/x.ts';"],
    ['its own files by absolute path', "import '/src/features/reports/components/x.tsx';"],
    ['src/shared', "import '../../../shared/ui/page.tsx'; import '/src/shared/lib/x.ts';"],
    ['packages', "import '@portal/shared'; import 'react'; void import('react-markdown');"],
  ])('is not reported for %s', async (_name, code) => {
    expect(await boundaryReports(COMPONENT, code)).toEqual([]);
  });
});

describe("a feature's api module", () => {
  const API = 'src/features/reports/api/sample.ts';

  test('is reported when it imports its UI', async () => {
    expect(
      await boundaryReports(
        API,
        "import '../components/chart-card.tsx'; import '../routes/dashboard.page.tsx';",
      ),
    ).toEqual(['apiBeyondApi', 'apiBeyondApi']);
  });

  test('may import its own api modules and src/shared', async () => {
    expect(
      await boundaryReports(
        API,
        "import './report-query.ts'; import '../../../shared/api/api-client.ts';",
      ),
    ).toEqual([]);
  });
});

describe('the app', () => {
  const APP = 'src/app/sample.tsx';

  test("is reported when it imports a feature's UI statically, by any path", async () => {
    expect(
      await boundaryReports(
        APP,
        [
          "import '../features/reports/components/chart-card.tsx';",
          "import '../../src/features/reports/routes/dashboard.page.tsx';",
          "export * from '/src/features/reports/components/x.tsx';",
        ].join('\n'),
      ),
    ).toEqual(['appBeyondApi', 'appBeyondApi', 'appBeyondApi']);
  });

  test("may import a feature's api modules, and any page lazily", async () => {
    expect(
      await boundaryReports(
        APP,
        [
          "import '../features/reports/api/get-report-summary.ts';",
          "void import('../features/reports/routes/dashboard.page.tsx');",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
