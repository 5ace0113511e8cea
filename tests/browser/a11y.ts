import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core's browser build, from node_modules (never a CDN). Evaluated through the
 * DevTools protocol rather than added as a <script>: the app's Content-Security-Policy
 * rightly refuses inline scripts, and the test must not loosen it.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0–2.2 A and AA, plus axe's best practices (landmarks, one h1, regions). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Opens `path` the way a link would: a client-side navigation when the app is already
 * running (pushState plus popstate, which the router follows), a full load otherwise.
 * Then waits until the new page shows its h1 and no skeleton, spinner or busy region.
 * Client-side moves keep the injected axe and skip the app's start: a full load and a
 * fresh axe cost about a second per page on this machine.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const running = await page
    .evaluate((to) => {
      if (!document.querySelector('#root > *')) return false;
      if (location.pathname + location.search === to) return true;
      document.querySelectorAll('h1').forEach((heading) => (heading.dataset.stale = ''));
      history.pushState(history.state, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      return true;
    }, path)
    .catch(() => false);
  if (!running) await page.goto(path);
  await settle(page).catch((error: unknown) => {
    throw new Error(`${path} did not settle (no h1, or still loading): ${String(error)}`);
  });
}

/** Waits for an h1 newer than the last visit and no skeleton, spinner or busy region. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1:not([data-stale])') &&
      !document.querySelector(
        '[aria-busy="true"], .animate-pulse, [role="status"] .animate-spin, [data-testid="app-spinner"]',
      ),
    undefined,
    { timeout: 15_000 },
  );
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** The first failing element's HTML and axe's summary of why, cut short. */
  example: string;
}

/**
 * Runs axe on the page as it is now and returns its serious and critical violations,
 * tagged with `where` so a failure names the page, actor, language and width.
 * axe is injected once per document; client-side navigation keeps it.
 */
export async function axeFindings(
  page: Page,
  where: string,
  /** Only these rules (say, colour contrast across designs), else every WCAG A/AA rule. */
  rules?: string[],
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(
    async ({ tags, rules }) => {
      type Result = {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[]; html: string; failureSummary?: string }[];
      };
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const results = (await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as { violations: Result[] };
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          example: `${violation.nodes[0]?.html ?? ''} — ${violation.nodes[0]?.failureSummary ?? ''}`
            .replace(/\s+/g, ' ')
            .slice(0, 400),
        }));
    },
    { tags: AXE_TAGS, rules },
  );
  return findings.map(
    (finding: AxeFinding) =>
      `${where}: ${finding.rule} (${finding.impact}) ${finding.help} at ${finding.targets.join(', ')} e.g. ${finding.example}`,
  );
}

/**
 * What a screen-reader user navigates by: one main landmark and one h1 per page; the
 * dashboard layout's menu a named navigation landmark. Returns what is missing.
 */
export async function structureFindings(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const mains = document.querySelectorAll('main, [role="main"]').length;
    if (mains !== 1) problems.push(`${mains} main landmarks`);
    const h1s = document.querySelectorAll('h1').length;
    if (h1s !== 1) problems.push(`${h1s} h1 headings`);
    for (const nav of Array.from(document.querySelectorAll('nav'))) {
      if (!nav.getAttribute('aria-label') && !nav.getAttribute('aria-labelledby'))
        problems.push(`a navigation landmark without a name: ${nav.outerHTML.slice(0, 80)}`);
    }
    return problems;
  });
  return found.map((problem) => `${where}: ${problem}`);
}

/** Whether the page scrolls sideways (it should not at any width from 320 px). */
export async function sidewaysScroll(page: Page, where: string): Promise<string[]> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  return widths.scroll > widths.client + 1
    ? [`${where}: the page scrolls sideways (${widths.scroll} > ${widths.client})`]
    : [];
}
