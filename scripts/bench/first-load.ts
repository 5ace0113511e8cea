/**
 * First load in headless Chromium under Lighthouse's Slow 4G and 4× CPU slowdown: the
 * login page and a manager's dashboard of the demo network, each beside its floor (one
 * document, the route's critical JS in one file, one API round) on the same throttling.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { kb, type BundleSizes, type Budgets } from '../bundle-sizes.ts';
import { launchChromium } from '../screenshot-setup.ts';

/** Lighthouse's mobile "Slow 4G" (devtools throttling), in CDP's units (bytes per second). */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
export const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_FIRST_LOAD_RUNS ?? 3);

type Load = {
  /** Largest Contentful Paint, ms from navigation start. */
  lcp: number;
  /** When what the page is for shows (the login form, the dashboard's numbers). */
  ready: number;
  jsBytes: number;
  requests: number;
};

/** One cold load of `url` (a fresh context: no cache), throttled; `ready` is a selector. */
async function load(browser: Browser, url: string, ready: string, token?: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    locale: 'ko-KR',
  });
  try {
    if (token) {
      await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
    }
    await context.addInitScript(() => {
      const w = window as unknown as { benchLcp: number };
      w.benchLcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.benchLcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const types = new Map<string, string>();
    let jsBytes = 0;
    let requests = 0;
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      requests += 1;
      if (types.get(event.requestId) === 'Script') jsBytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'commit' });
    const readyAt = await whenShown(page, ready);
    // LCP settles once nothing larger paints; the page is left alone a moment for it.
    await page.waitForTimeout(1500);
    const lcp = await page.evaluate(() => (window as unknown as { benchLcp: number }).benchLcp);
    return { lcp, ready: readyAt, jsBytes, requests };
  } finally {
    await context.close();
  }
}

/** performance.now() in the page on the first frame where `selector` shows text. */
function whenShown(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve, reject) => {
        const give = setTimeout(() => reject(new Error(`${wanted} never showed`)), 60_000);
        const check = () => {
          const element = document.querySelector(wanted);
          if (element && (element.textContent ?? '').trim() !== '') {
            clearTimeout(give);
            resolve(performance.now());
          } else requestAnimationFrame(check);
        };
        check();
      }),
    selector,
  );
}

/**
 * The floor: a document that loads one script of `jsBytes` (incompressible, sent as is,
 * so its transfer is the app's gzipped JS), which makes one API call and shows its answer.
 */
async function startFloor(): Promise<{ server: Server; url: (jsBytes: number) => string }> {
  const server = createServer((request, reply) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    if (url.pathname === '/floor') {
      reply.setHeader('content-type', 'text/html; charset=utf-8');
      reply.end(
        `<!doctype html><html lang="ko"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<script type="module" src="/floor.js?bytes=${url.searchParams.get('bytes')}"></script>` +
          `</head><body><main id="floor"></main></body></html>`,
      );
    } else if (url.pathname === '/floor.js') {
      const bytes = Number(url.searchParams.get('bytes'));
      const code =
        `const r = await fetch('/floor-api');` +
        `document.getElementById('floor').innerHTML = '<h1 style="font-size:2rem">' + (await r.json()).figure + '</h1>';\n`;
      const filler = randomBytes(Math.max(0, Math.ceil(((bytes - code.length) * 3) / 4)));
      reply.setHeader('content-type', 'text/javascript');
      reply.end(`${code}/*${filler.toString('base64').slice(0, bytes - code.length - 4)}*/`);
    } else if (url.pathname === '/floor-api') {
      reply.setHeader('content-type', 'application/json');
      reply.end(JSON.stringify({ success: true, figure: '₩1,234,567' }));
    } else {
      reply.statusCode = 404;
      reply.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: (jsBytes) => `http://127.0.0.1:${port}/floor?bytes=${jsBytes}` };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

type PageRun = { name: string; app: Load; floor: Load };

async function measurePage(
  browser: Browser,
  floorUrl: string,
  name: string,
  url: string,
  ready: string,
  token?: string,
): Promise<PageRun> {
  const app: Load[] = [];
  const floor: Load[] = [];
  for (let run = 0; run < RUNS; run++) {
    console.error(`== first load: ${name}, run ${run + 1} of ${RUNS}`);
    app.push(await load(browser, url, ready, token));
    floor.push(await load(browser, floorUrl, '#floor h1'));
  }
  const summary = (loads: Load[]): Load => ({
    lcp: median(loads.map((l) => l.lcp)),
    ready: median(loads.map((l) => l.ready)),
    jsBytes: median(loads.map((l) => l.jsBytes)),
    requests: median(loads.map((l) => l.requests)),
  });
  return { name, app: summary(app), floor: summary(floor) };
}

const s = (ms: number) => (ms / 1000).toFixed(2);
const kbText = (bytes: number) => kb(bytes).toFixed(1);

/** The `## First load` section of docs/benchmarks.md. */
export async function firstLoadSection(input: {
  baseUrl: string;
  managerToken: string;
  sizes: BundleSizes;
  budgets: Budgets;
  date: string;
  loadAverage: string;
}): Promise<string> {
  const { sizes, budgets } = input;
  const route = (name: string) => {
    const found = sizes.routes.find((r) => r.route === name);
    if (!found) throw new Error(`no route ${name} in the build`);
    return found;
  };
  const browser = await launchChromium();
  const floor = await startFloor();
  let runs: PageRun[];
  try {
    runs = [
      await measurePage(
        browser,
        floor.url(route('login').criticalJsGzip),
        'login',
        `${input.baseUrl}/login`,
        'form button[type="submit"]',
      ),
      await measurePage(
        browser,
        floor.url(route('dashboard').criticalJsGzip),
        'dashboard (manager, demo network)',
        `${input.baseUrl}/dashboard`,
        '[data-testid="card-views"] [data-testid="figure"]',
        input.managerToken,
      ),
    ];
  } finally {
    await browser.close();
    floor.server.close();
  }

  const routeRows = sizes.routes
    .map((r) => {
      const budget = budgets.routes[r.route];
      const target = budget?.targetKb;
      const verdict =
        target === undefined
          ? ''
          : kb(r.jsGzip) <= target
            ? `≤ ${target} ✓`
            : `${target}: over by ${(kb(r.jsGzip) - target).toFixed(1)} KB`;
      return `| ${r.route} | ${kbText(r.jsGzip)} | ${kbText(r.criticalJsGzip)} | ${kbText(r.cssGzip)} | ${budget?.jsKb ?? '—'} | ${verdict} |`;
    })
    .join('\n');
  const pageRows = runs
    .map(
      ({ name, app, floor: f }) =>
        `| ${name} | ${s(app.lcp)} | ${s(app.ready)} | ${kbText(app.jsBytes)} | ${app.requests} | ${s(f.lcp)} | ${s(f.ready)} | ${(app.lcp / f.lcp).toFixed(2)} | ${(app.ready / f.ready).toFixed(2)} |`,
    )
    .join('\n');
  const dashboard = runs[1]!.app;
  /** A route's JS beside issue 12's target for it (`targetKb` in the budgets). */
  const jsVerdict = (label: string, name: string, within = '') => {
    const js = kb(route(name).jsGzip);
    const target = budgets.routes[name]?.targetKb;
    if (target === undefined) throw new Error(`no targetKb for ${name} in the budgets`);
    return js <= target
      ? `- ${label} JS ${js.toFixed(1)} KB${within}: within the ${target} KB target.`
      : `- ${label} JS ${js.toFixed(1)} KB: over the ${target} KB target by ${(js - target).toFixed(1)} KB.`;
  };
  const verdicts = [
    jsVerdict('Login', 'login'),
    jsVerdict('Dashboard', 'dashboard', ' with its charts'),
    dashboard.lcp <= 2500
      ? `- Dashboard LCP ${s(dashboard.lcp)} s: within the 2.5 s target.`
      : `- Dashboard LCP ${s(dashboard.lcp)} s: over the 2.5 s target by ${s(dashboard.lcp - 2500)} s.`,
  ].join('\n');

  return `## First load

Measured on ${input.date} by \`npm run bench\` (load average ${input.loadAverage} at the start of the section).
The web app built by \`vite build\` into a folder of its own and served by the real server
(embedded database, demo network), which sends the build's precompressed files.

### JS and CSS per route, KB gzipped

All the JS a route loads on first view: the first load (${kbText(sizes.firstLoad.jsGzip)} KB JS,
${kbText(sizes.firstLoad.cssGzip)} KB CSS, shared by every route), the dashboard layout
(but on home, login, join and external auth), the page, and what it loads on first view
besides (the dashboard's charts). "Critical" leaves out the latter. Budgets are
\`apps/web/bundle-budgets.json\`, held by the test in \`tests/bundle\`.

| route | JS | critical JS | CSS | budget | target |
|---|---|---|---|---|---|
${routeRows}

### Load under Slow 4G and 4× CPU slowdown

Headless Chromium (${'`/usr/bin/chromium`'} through playwright-core) with CDP
\`Network.emulateNetworkConditions\` (562.5 ms latency, 1.6 Mbps × 0.9 down,
750 Kbps × 0.9 up) and \`Emulation.setCPUThrottlingRate\` ${CPU_SLOWDOWN}, a 390 × 844 phone
viewport and a cold cache; median of ${RUNS} loads each. "Shown" is the login form's button,
or the dashboard's first figure with its number (after member/me and report/summary). The
floor is the same throttling on a page of one document whose one script, of the route's
critical JS size (incompressible), makes one API call and shows its answer.

| page | LCP s | shown s | JS transferred KB | requests | floor LCP s | floor shown s | LCP ÷ floor | shown ÷ floor |
|---|---|---|---|---|---|---|---|---|
${pageRows}

${verdicts}
`;
}
