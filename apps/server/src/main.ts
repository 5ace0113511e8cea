/**
 * `npm start`: validates settings, opens the database (embedded PGlite in ./data
 * unless DATABASE_URL is set) and migrates it, creates the demo network on first run,
 * serves the API and the built web app, and then loads the demo's revenue data in the
 * background.
 */
import { buildApp } from './app.ts';
import { secretsKeysOf } from './lib/secrets.ts';
import { ensureDemoBooks } from './demo/demo-books.ts';
import { ConfigError, loadConfig } from './config.ts';
import { acrossSitesView, openDatabase } from './db/client.ts';
import { rlsBypassProblem, roleRights } from './db/role-check.ts';
import { startDemoImport, type DemoImport } from './demo/demo-data.ts';
import { ensureDemoCatalogue } from './demo/demo-catalogue.ts';
import { ensureDemoNetwork, formatDemoLogins } from './demo/demo-network.ts';
import { ensureDemoOutbox } from './demo/demo-outbox.ts';
import { DEMO_OUTBOX_PATH } from './modules/mail/outbox-page.routes.ts';
import { DEMO_PLAYLIST_DOMAIN, ensureDemoSites } from './demo/demo-sites.ts';
import { demoOperatorLine } from './demo/demo-operator.ts';
import {
  connectDemoNetwork,
  DEMO_YOUTUBE_CHANNELS,
  demoReportsFetched,
  publishDemoReports,
  startDemoYouTube,
} from './demo/demo-youtube.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase({
  url: config.databaseUrl,
  poolSize: config.databasePoolSize,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
  embeddedDataDir: config.databaseUrl ? undefined : config.dataDir,
}).catch((error: unknown) => {
  console.error(
    `Could not open the database: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

// Row-level security keeps each network to its rows only for a role that cannot bypass it.
if (config.production && database.engine === 'postgres') {
  const problem = rlsBypassProblem(await roleRights(database.queuePool));
  if (problem) {
    console.error(`PRODUCTION=on refuses to start:\n  - ${problem}`);
    await database.close();
    process.exit(1);
  }
}

// The server's own handle sees no tenant rows outside a site's request or job; the demo
// set-up and import work on whole sites, across them (docs/decisions/021).
const setup = acrossSitesView(database, 'demo set-up');
const demo = config.demo
  ? await ensureDemoNetwork(setup, {
      dataDir: config.dataDir,
      demoPassword: config.demoPassword,
      demoData: config.demoData,
    })
  : undefined;
// The catalogue the demo's Shorts use (nothing to do once the site has its tracks).
if (demo) await ensureDemoCatalogue(setup, demo.siteId);
// The second demo site (playlist) and both sites' logos.
const playlistLogin = demo
  ? await ensureDemoSites(setup, {
      demoSiteId: demo.siteId,
      demoPassword: config.demoPassword,
    })
  : undefined;
// Without SMTP the demo's outbox page shows one message of each kind from the start.
if (demo && !config.mail.smtpUrl)
  await ensureDemoOutbox(setup, {
    siteId: demo.siteId,
    links: { publicOrigin: config.publicOrigin, port: config.port },
  });

const demoYouTube = config.youtube.useStandIn ? await startDemoYouTube(config.dataDir) : undefined;
// Read (or, outside production, made in the data folder) once: the app and the demo's books.
const secretsKeys = secretsKeysOf(config);
const app = await buildApp({
  config: {
    ...config,
    youtube: demoYouTube ? { ...config.youtube, ...demoYouTube.youtube } : config.youtube,
    secretsKeys,
  },
  database,
});

let demoImport: DemoImport | undefined;
/** Stops watching the demo's first fetch when the server stops. */
const fetchWatch = new AbortController();
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) {
    // A second Ctrl+C means now.
    process.exit(1);
  }
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    // The demo import holds the embedded database's one connection while a file goes in.
    fetchWatch.abort();
    await demoImport?.stop();
    await app.close();
    await demoYouTube?.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  await database.close();
  process.exit(1);
}

const address = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
console.log(`\nShorts music portal on ${address} (database: ${database.engine})`);
if (demo) console.log(formatDemoLogins(demo.logins));
if (demo) {
  console.log(
    `Playlist demo site: http://${DEMO_PLAYLIST_DOMAIN}:${config.port}` +
      (playlistLogin ? ` — ${playlistLogin.email} ${playlistLogin.password}` : ''),
  );
}
if (demo) console.log(await demoOperatorLine(app.services.operatorAccounts, address));
if (config.demo && !config.mail.smtpUrl)
  console.log(`Outbox (demo only, no SMTP_URL: email stays here): ${address}${DEMO_OUTBOX_PATH}`);
if (demoYouTube) {
  const handles = DEMO_YOUTUBE_CHANNELS.map((channel) => channel.handle).join(', ');
  console.log(
    `YouTube stand-in (demo only): register ${handles}; publish verification codes at ${demoYouTube.studioUrl}`,
  );
}
if (demo?.data && !closing) {
  const { siteId, data: plan } = demo;
  /** With the stand-in: settles once the connection has fetched every report it made. */
  let fetched: Promise<number | undefined> | undefined;
  demoImport = startDemoImport(setup, {
    siteId,
    dataDir: config.dataDir,
    plan,
    log: (line) => console.log(line),
    // With the stand-in, the demo's reports come in as a connected network's do.
    ...(demoYouTube
      ? {
          youtube: async (dir: string) => {
            const published = publishDemoReports(demoYouTube.standIn, dir, plan);
            const service = app.services.youtubeConnection.service;
            const connected = await connectDemoNetwork(setup, service, demoYouTube.standIn, siteId);
            if (!connected && published > 0) await service.fetchNow(siteId);
            const started = performance.now();
            fetched = demoReportsFetched(setup, demoYouTube.standIn, siteId, fetchWatch.signal);
            if (!connected && published === 0) return;
            console.log(
              `Demo data: ${published} reports made on the YouTube stand-in; the demo network's connection fetches them, newest day first (see its YouTube connection screen).`,
            );
            void fetched.then(
              (reports) =>
                reports !== undefined &&
                console.log(
                  `Demo data: loaded, ${reports} reports fetched through the YouTube connection in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
                ),
            );
          },
        }
      : {}),
  });
  // Once the data is in: the demo's past months closed and a few payouts (demo-books.ts).
  void demoImport.done
    .then(async (result) => {
      if (result.stopped || result.error || closing) return;
      if (fetched && (await fetched) === undefined) return;
      const books = await ensureDemoBooks(setup, { siteId, secretsKeys });
      if (books.months > 0)
        console.log(
          `Demo books: ${books.months} months closed, ${books.requests} withdrawal requests made.`,
        );
    })
    .catch((error: unknown) =>
      console.error(
        `Demo books: not made (${error instanceof Error ? error.message : String(error)}).`,
      ),
    );
}
