/**
 * Writes a demo network's data files, in the formats of docs/data-formats.md: the
 * network (demo-network.json), the video list, daily exchange rates and, for each
 * day, YouTube's views and revenue reports. Same options, same bytes.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CsvWriter, decimal } from './csv-writer.ts';
import { audienceMixes } from './markets.ts';
import { buildNetwork, parseIsoDay, type Network } from './network.ts';
import { deriveSeed, Random } from './random.ts';
import {
  REVENUE_COLUMNS,
  VIDEO_LIST_COLUMNS,
  CLAIMS_COLUMNS,
  claimLine,
  VIEWS_COLUMNS,
  VideoDayWriter,
  reportDay,
  videoListLine,
} from './reports.ts';
import type { Scale } from './scale.ts';

/** The window ends here unless told otherwise, so the files never depend on today's date. */
export const DEFAULT_LAST_DAY = '2026-11-19';

export const VIEWS_REPORT = 'content_owner_basic_a4';
export const REVENUE_REPORT = 'content_owner_estimated_revenue_a1';
/** YouTube's daily claims report: which catalogue track each claimed Short uses. */
export const CLAIMS_REPORT = 'content_owner_active_claims_a3';

/** Files a previous run may have left: removed first, so a folder never mixes two runs. */
const GENERATED_FILE =
  /^(?:(?:content_owner_basic_a4|content_owner_estimated_revenue_a1|content_owner_active_claims_a3)_\d{8}\.csv|videos\.csv|exchange_rates\.csv|demo-network\.json)$/;

export type GenerateOptions = {
  outDir: string;
  seed: number;
  scale: Scale;
  /** `YYYY-MM-DD`, the window's last day. */
  lastDay?: string;
  /** Called after each day's two reports are written. */
  onProgress?: (progress: Progress) => void;
  /**
   * Called, and waited for, with each group of import files as soon as they are written:
   * the exchange rates and the video list, then each day's two reports. A caller may load
   * and delete them there, so a large network never needs all its files on disk at once.
   */
  onFiles?: (files: string[]) => Promise<void>;
  /**
   * The first day (0 = the window's first) whose reports are written; the network, video
   * list and rates always are. A day's reports depend on that day alone, so a load that
   * was cut off can carry on from the day it reached.
   */
  fromDay?: number;
};

export type Progress = {
  day: number;
  days: number;
  date: string;
  files: number;
  viewsRows: number;
  revenueRows: number;
};

export type Summary = Progress & {
  firstDay: string;
  lastDay: string;
  members: number;
  channels: number;
  videos: number;
  bytes: number;
};

export async function generateDemoData(options: GenerateOptions): Promise<Summary> {
  const lastDay = parseIsoDay(options.lastDay ?? DEFAULT_LAST_DAY);
  if (lastDay === undefined) throw new Error(`Not a date (YYYY-MM-DD): ${options.lastDay}`);
  const { outDir, seed } = options;
  const network = buildNetwork(seed, options.scale, lastDay);
  const firstDay = lastDay - network.days + 1;

  await mkdir(outDir, { recursive: true });
  for (const name of await readdir(outDir)) {
    if (GENERATED_FILE.test(name)) await rm(path.join(outDir, name));
  }

  await writeFile(path.join(outDir, 'demo-network.json'), networkJson(seed, network));
  const videoList = new CsvWriter(path.join(outDir, 'videos.csv'), VIDEO_LIST_COLUMNS);
  for (const video of network.videos) {
    videoList.line(videoListLine(video, firstDay));
    if (videoList.full) await videoList.flush();
  }
  await videoList.close();
  // The same Shorts as YouTube's claims report of the last day tells them, for a network
  // connected to YouTube: one active claim per Short that uses a catalogue track.
  const claimsFile = `${CLAIMS_REPORT}_${reportDay(network.days - 1, lastDay).date}.csv`;
  const claims = new CsvWriter(path.join(outDir, claimsFile), CLAIMS_COLUMNS);
  for (const video of network.videos) {
    if (video.isrc === null) continue;
    claims.line(claimLine(video, firstDay));
    if (claims.full) await claims.flush();
  }
  await claims.close();
  await writeExchangeRates(path.join(outDir, 'exchange_rates.csv'), seed, firstDay, network.days);
  // Counted as they are written: a caller's onFiles may delete them.
  let bytes = 0;
  const written = async (names: string[]) => {
    const files = names.map((name) => path.join(outDir, name));
    for (const file of files) bytes += (await stat(file)).size;
    await options.onFiles?.(files);
  };
  bytes += (await stat(path.join(outDir, 'demo-network.json'))).size;
  // The order of `npm run operator -- import`: rates, then the video list, then the days.
  await written(['exchange_rates.csv', 'videos.csv', claimsFile]);

  const progress: Progress = {
    day: 0,
    days: network.days,
    date: '',
    files: 3,
    viewsRows: 0,
    revenueRows: 0,
  };
  const writer = new VideoDayWriter(seed, audienceMixes(new Random(deriveSeed(seed, 4))));
  let live = 0;
  for (let index = 0; index < network.days; index += 1) {
    // Shorts are sorted by publication: those out by today are the first `live`.
    while (live < network.videos.length && network.videos[live]!.publishDay <= index) live += 1;
    if (index < (options.fromDay ?? 0)) continue;
    const day = reportDay(index, firstDay + index);
    const names = [`${VIEWS_REPORT}_${day.date}.csv`, `${REVENUE_REPORT}_${day.date}.csv`];
    const views = new CsvWriter(path.join(outDir, names[0]!), VIEWS_COLUMNS);
    const revenue = new CsvWriter(path.join(outDir, names[1]!), REVENUE_COLUMNS);
    for (let v = 0; v < live; v += 1) {
      writer.write(network.videos[v]!, v, day, views, revenue);
      if (views.full) await views.flush();
      if (revenue.full) await revenue.flush();
    }
    await Promise.all([views.close(), revenue.close()]);
    progress.day = index + 1;
    progress.date = day.date;
    progress.files += 2;
    progress.viewsRows += views.rows;
    progress.revenueRows += revenue.rows;
    options.onProgress?.({ ...progress });
    await written(names);
  }

  return {
    ...progress,
    firstDay: network.firstDay,
    lastDay: network.lastDay,
    members: network.members.length,
    channels: network.channels.length,
    videos: network.videos.length,
    bytes,
  };
}

/** demo-network.json: who the members are and which channel is whose. */
function networkJson(seed: number, network: Network): string {
  const json = {
    seed,
    days: network.days,
    first_day: network.firstDay,
    last_day: network.lastDay,
    members: network.members,
    channels: network.channels.map((channel) => ({
      id: channel.id,
      title: channel.title,
      handle: channel.handle,
      category: channel.category,
      member: channel.member,
      approved_on: channel.approvedOn,
    })),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** Won per dollar, drifting day to day and pulled back towards the middle of 1,300–1,450. */
async function writeExchangeRates(
  file: string,
  seed: number,
  firstDay: number,
  days: number,
): Promise<void> {
  const random = new Random(deriveSeed(seed, 3));
  const rates = new CsvWriter(file, ['date', 'krw_per_usd']);
  let rate = random.between(1330, 1420);
  for (let index = 0; index < days; index += 1) {
    rates.line(`${reportDay(index, firstDay + index).date},${decimal(rate, 2)}`);
    rate += 0.05 * (1375 - rate) + 4 * random.normal();
    rate = Math.min(1448, Math.max(1302, rate));
  }
  await rates.close();
}
