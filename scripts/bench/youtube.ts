/**
 * How long a report takes from its publication on YouTube to its figures on the
 * dashboard: the real server on the loaded 10 M database, connected to the YouTube
 * stand-in through the consent page as a manager would, one day of the network's reports
 * published on the stand-in, "Fetch now", and report/summary asked until it shows them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { followConsent, startYouTubeStandIn } from '../../apps/server/dev/youtube-stand-in.ts';
import {
  generateDemoData,
  REVENUE_REPORT,
  VIEWS_REPORT,
} from '../../apps/server/src/demo/generate/generate.ts';
import { parseScale } from '../../apps/server/src/demo/generate/scale.ts';
import { login, startServer } from './server.ts';

const DOMAIN = 'localhost';
const OWNER = { id: 'benchContentOwner', name: 'Bench network' };

export type YouTubeRun = {
  day: string;
  rows: number;
  bytes: number;
  /** Each publication: what it was and the seconds until report/summary showed it. */
  runs: { label: string; seconds: number }[];
};

/** Publishes the last day of the network `scale` twice (changed, then as it was) and times each. */
export async function measureYouTube(input: {
  url: string;
  manager: string;
  password: string;
  seed: number;
  scale: string;
  lastDay: string;
}): Promise<YouTubeRun> {
  const apiKey = randomBytes(12).toString('hex');
  const standIn = await startYouTubeStandIn({ apiKey, contentOwners: [OWNER] });
  const { settings } = standIn;
  const server = await startServer({
    DATABASE_URL: input.url,
    DEMO: 'off',
    YOUTUBE_API_KEY: apiKey,
    YOUTUBE_API_BASE_URL: settings.baseUrl,
    YOUTUBE_REPORTING_BASE_URL: settings.reportingBaseUrl,
    GOOGLE_OAUTH_CLIENT_ID: settings.oauth.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: settings.oauth.clientSecret,
    GOOGLE_OAUTH_AUTHORIZE_URL: settings.oauth.authorizeUrl,
    GOOGLE_OAUTH_TOKEN_URL: settings.oauth.tokenUrl,
    GOOGLE_OAUTH_REVOKE_URL: settings.oauth.revokeUrl,
    SECRETS_KEY: `bench:${randomBytes(32).toString('base64')}`,
  });
  const files = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-youtube-'));
  try {
    const token = await login(server.baseUrl, DOMAIN, input.manager, input.password);
    const call = async (method: 'GET' | 'POST', call: string, body?: object) => {
      const reply = await fetch(`${server.baseUrl}/api/${call}`, {
        method,
        headers: {
          'x-site-domain': DOMAIN,
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await reply.json()) as Record<string, unknown>;
      if (!reply.ok) throw new Error(`${call}: ${reply.status} ${JSON.stringify(json)}`);
      return json;
    };

    const dayViews = async () => {
      const summary = (await call(
        'GET',
        `report/summary?${new URLSearchParams({ period: 'custom', from: input.lastDay, to: input.lastDay })}`,
      )) as { daily: { day: string; views: number }[] };
      return summary.daily.find((day) => day.day === input.lastDay)?.views ?? 0;
    };
    const fetching = async () =>
      ((await call('GET', 'youtube/connection')) as { connection: { fetching: boolean } })
        .connection.fetching;
    // Connected as a manager would be, before anything is published.
    const { authorizationUrl } = (await call('POST', 'youtube/connect', {
      contentOwnerId: OWNER.id,
    })) as { authorizationUrl: string };
    const back = await followConsent(authorizationUrl, 'allow');
    await call('POST', 'youtube/connect/complete', {
      state: back.searchParams.get('state'),
      code: back.searchParams.get('code'),
    });
    await until(async () => !(await fetching()), 120);

    // The network's last day, as the generator wrote it for the load.
    const scale = parseScale(input.scale)!;
    await generateDemoData({
      outDir: files,
      seed: input.seed,
      scale,
      lastDay: input.lastDay,
      fromDay: scale.days - 1,
    });
    const date = input.lastDay.replaceAll('-', '');
    const views = path.join(files, `${VIEWS_REPORT}_${date}.csv`);
    const revenue = path.join(files, `${REVENUE_REPORT}_${date}.csv`);
    const rows = [views, revenue].reduce(
      (sum, file) => sum + readFileSync(file, 'utf8').trimEnd().split('\n').length - 1,
      0,
    );
    const bytes = statSync(views).size + statSync(revenue).size;
    const changed = path.join(files, 'views-changed.csv');
    writeFileSync(changed, withOneMoreView(readFileSync(views, 'utf8')));

    const before = await dayViews();

    const runs: YouTubeRun['runs'] = [];
    const publish = async (label: string, viewsFile: string, expected: number) => {
      const started = performance.now();
      for (const [reportTypeId, file] of [
        ['content_owner_basic_a4', viewsFile],
        ['content_owner_estimated_revenue_a1', revenue],
      ] as const)
        standIn.publishReport({
          contentOwnerId: OWNER.id,
          reportTypeId,
          day: input.lastDay,
          file,
        });
      await call('POST', 'youtube/fetch', {});
      await until(async () => (await dayViews()) === expected, 600);
      runs.push({ label, seconds: (performance.now() - started) / 1000 });
      await until(async () => !(await fetching()), 600);
    };
    await publish('the last day re-issued, one view more', changed, before + 1);
    // As it was: the bench database keeps the figures it was loaded with.
    await publish('the last day re-issued again, as generated', views, before);
    await call('POST', 'youtube/disconnect', {});
    return { day: input.lastDay, rows, bytes, runs };
  } finally {
    await server.stop();
    await standIn.close();
    rmSync(files, { recursive: true, force: true });
  }
}

/** The views report with one view more on its first row. */
function withOneMoreView(csv: string): string {
  const lines = csv.split('\n');
  const column = lines[0]!.split(',').indexOf('views');
  const cells = lines[1]!.split(',');
  cells[column] = String(Number(cells[column]) + 1);
  lines[1] = cells.join(',');
  return lines.join('\n');
}

async function until(condition: () => Promise<boolean>, seconds: number): Promise<void> {
  const deadline = performance.now() + seconds * 1000;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The section of docs/benchmarks.md. */
export function youtubeSection(input: {
  run: YouTubeRun;
  command: string;
  commit: string;
  date: string;
  loadAverage: string;
}): string {
  const { run } = input;
  const worst = Math.max(...run.runs.map((r) => r.seconds));
  return `## Reports from YouTube

Measured on ${input.date} by \`${input.command}\` (${input.commit}; load average ${input.loadAverage} at the start).
The real server (\`DATABASE_URL\` on the loaded 10 M database, \`DEMO=off\`) connected to the
YouTube stand-in through its consent page as a manager connects; then one day of the
10 M network (${run.day}: its views and revenue reports, ${run.rows.toLocaleString('en')} rows,
${(run.bytes / 2 ** 20).toFixed(1)} MB) published on the stand-in, "Fetch now" pressed, and
\`report/summary\` for that day asked every quarter second until it showed the new
figures: the listing, the gzip download, the import of both files with the rollups, and
the read. Published twice, as a re-issue of a day the database has: once with one view
more, once as generated (which leaves the database as loaded).

| publication | seconds to the figures in report/summary |
| --- | --- |
${run.runs.map((r) => `| ${r.label} | ${r.seconds.toFixed(1)} |`).join('\n')}

- ${worst < 300 ? 'Within' : 'Over'} the 5-minute goal (issue 24): ${worst.toFixed(1)} s at most.
- Without "Fetch now", the hourly schedule starts the fetch at its minute of the hour: up to an hour more.
`;
}
