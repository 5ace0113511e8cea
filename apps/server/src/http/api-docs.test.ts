import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/test-context.ts';
import { API_DOCS, UNDOCUMENTED_CALLS } from './api-docs.ts';
import { AUTHORIZATION_MATRIX } from './authorization-matrix.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
/** The typed client's types; `-u` on this file writes them anew after a change of the API. */
const TYPES_FILE = path.join(ROOT, 'docs/api/openapi-types.ts');

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** The document's operations by `METHOD path`, as the catalogue keys them. */
function operationsOf(document: Document): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [url, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods))
      operations.set(
        `${method.toUpperCase()} ${url.slice('/api/'.length).replace(/\{(\w+)\}/g, ':$1')}`,
        operation,
      );
  return operations;
}

describe('the OpenAPI document', () => {
  const t = useTestContext();
  const document = () => t.app.swagger() as unknown as Document;

  it('describes every call of the server but the pages and files, each from the catalogue', () => {
    const calls = [...new Set(t.app.apiCalls)].sort();
    expect([...Object.keys(API_DOCS), ...UNDOCUMENTED_CALLS].sort()).toEqual(calls);
    const operations = operationsOf(document());
    expect([...operations.keys()].sort()).toEqual(Object.keys(API_DOCS).sort());
    const ids = new Set<string>();
    for (const [call, operation] of operations) {
      expect(operation.summary, call).toBe(API_DOCS[call]!.summary);
      expect(operation.tags, call).toEqual([API_DOCS[call]!.tag]);
      expect(ids.has(operation.operationId!), call).toBe(false);
      ids.add(operation.operationId!);
    }
  });

  it('documents each refusal the authorization matrix expects of a call', () => {
    const missing: string[] = [];
    for (const [call, operation] of operationsOf(document())) {
      const refusals = new Set(
        Object.values(AUTHORIZATION_MATRIX[call] ?? {}).filter((s) => s >= 400),
      );
      for (const status of refusals)
        if (!(String(status) in operation.responses)) missing.push(`${call}: ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('names the schemes each call accepts', () => {
    const operations = operationsOf(document());
    const schemes = (call: string) =>
      operations.get(call)!.security!.flatMap((requirement) => Object.keys(requirement));
    expect(schemes('GET v2/mcn/meta')).toEqual([]);
    expect(schemes('GET member/me')).toEqual(['sessionBearer']);
    expect(schemes('GET report/videos')).toEqual(['sessionBearer', 'networkToken']);
    expect(schemes('GET operator/whoami')).toEqual(['operatorToken']);
  });

  it('passes Redocly’s recommended rules with no error', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document()));
      // Exit code 1 on errors: the report on stdout says which.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [REDOCLY, 'lint', '--extends=recommended', '--format=json', file],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: {
          ruleId: string;
          severity: string;
          message: string;
          location: { pointer: string }[];
        }[];
      };
      const errors = report.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('matches the checked-in TypeScript types of the typed client', async () => {
    const generated = astToString(await openapiTS(document() as never));
    const header = `/**
 * The API's types, generated from its OpenAPI document by openapi-typescript
 * (apps/server/src/http/api-docs.test.ts). Do not edit: after a change of the API, run
 * \`npx vitest run --project server apps/server/src/http/api-docs.test.ts -u\`.
 */
`;
    const formatted = await prettier.format(header + generated, {
      ...(await prettier.resolveConfig(TYPES_FILE)),
      filepath: TYPES_FILE,
    });
    await expect(formatted).toMatchFileSnapshot(TYPES_FILE, 'write them anew: this file with -u');
  });
});
