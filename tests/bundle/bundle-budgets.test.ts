/**
 * The web app's download per route stays within its budget (apps/web/bundle-budgets.json,
 * KB gzipped): a route that grows past it fails here, before a creator on a phone feels
 * it. The app is built into a folder of its own, so the test needs no earlier build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  buildWeb,
  kb,
  measureBundle,
  measureConsole,
  readBudgets,
  type BundleSizes,
} from '../../scripts/bundle-sizes.ts';

const budgets = readBudgets();
const outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bundle-'));
let sizes: BundleSizes;
let operatorConsole: ReturnType<typeof measureConsole>;

beforeAll(() => {
  buildWeb(outDir);
  sizes = measureBundle(outDir, budgets);
  operatorConsole = measureConsole(outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const over = (bytes: number, budgetKb: number) =>
  `${kb(bytes).toFixed(1)} KB gzipped, budget ${budgetKb} KB`;

describe('bundle budgets', () => {
  test('the first load (every route pays it) stays within its budget', () => {
    const { jsGzip } = sizes.firstLoad;
    expect(kb(jsGzip) <= budgets.firstLoadKb ? [] : [over(jsGzip, budgets.firstLoadKb)]).toEqual(
      [],
    );
  });

  test('every page has a budget, and every budget a page', () => {
    const pages = sizes.routes.map((route) => route.route);
    expect(pages.filter((page) => !budgets.routes[page])).toEqual([]);
    expect(Object.keys(budgets.routes).filter((name) => !pages.includes(name))).toEqual([]);
  });

  test('each route stays within its budget', () => {
    const overBudget = sizes.routes
      .filter((route) => {
        const budget = budgets.routes[route.route];
        return budget !== undefined && kb(route.jsGzip) > budget.jsKb;
      })
      .map((route) => `${route.route}: ${over(route.jsGzip, budgets.routes[route.route]!.jsKb)}`);
    expect(overBudget).toEqual([]);
  });

  test('what a page loads on first view besides (the charts) is not in the first load', () => {
    const extras = Object.values(budgets.routes).flatMap((route) => route.alsoLoads ?? []);
    expect(extras.length).toBeGreaterThan(0);
    for (const route of sizes.routes) {
      const own = route.files.filter((file) => !sizes.firstLoad.files.includes(file));
      expect(own.length, `${route.route} loads nothing of its own`).toBeGreaterThan(0);
    }
    expect(extras.filter((source) => sizes.firstLoad.sources.includes(source))).toEqual([]);
  });
});

describe('the operator console (docs/product.md §17.1)', () => {
  test("no page of a site loads any of its code, and it loads none of the sites' pages", () => {
    const siteSources = [...sizes.firstLoad.sources, ...sizes.routes.flatMap((r) => r.sources)];
    expect(siteSources.filter((source) => source.includes('src/operator/'))).toEqual([]);
    const siteFiles = new Set([...sizes.firstLoad.files, ...sizes.routes.flatMap((r) => r.files)]);
    expect(operatorConsole.files.filter((file) => siteFiles.has(file))).toEqual([]);
    expect(operatorConsole.sources.filter((source) => source.includes('src/features/'))).toEqual(
      [],
    );
  });

  test('its first load stays within its budget', () => {
    const { jsGzip } = operatorConsole;
    const budget = budgets.consoleFirstLoadKb;
    expect(kb(jsGzip) <= budget ? [] : [over(jsGzip, budget)]).toEqual([]);
  });
});
