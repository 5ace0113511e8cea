import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHANNEL_CATEGORIES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import {
  CLAIMS_REPORT,
  DEFAULT_LAST_DAY,
  generateDemoData,
  REVENUE_REPORT,
  VIEWS_REPORT,
} from './generate.ts';
import type { CsvWriter } from './csv-writer.ts';
import { audienceMixes } from './markets.ts';
import { dayText } from '../../lib/days.ts';
import { buildNetwork, parseIsoDay } from './network.ts';
import { Random } from './random.ts';
import { reportDay, VideoDayWriter } from './reports.ts';
import { parseScale } from './scale.ts';

/** The claims report of the last day, written with the video list. */
const CLAIMS_FILE = `${CLAIMS_REPORT}_${DEFAULT_LAST_DAY.replaceAll('-', '')}.csv`;

const small = parseScale('small')!;
const folders: string[] = [];

async function generate(seed: number): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'demo-generate-'));
  folders.push(outDir);
  await generateDemoData({ outDir, seed, scale: small });
  return outDir;
}

/** Every file of a folder with the SHA-256 of its bytes. */
function hashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(path.join(dir, name)))
          .digest('hex'),
      ]),
  );
}

/** RFC 4180 lines (quoted fields, doubled quotes; no line breaks inside fields here). */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

type Csv = { header: string[]; rows: Record<string, string>[] };

function readCsv(file: string): Csv {
  const [head, ...lines] = readFileSync(file, 'utf8').trimEnd().split('\n');
  const header = parseLine(head!);
  const rows = lines.map((line) => {
    const cells = parseLine(line);
    expect(cells).toHaveLength(header.length);
    return Object.fromEntries(header.map((name, i) => [name, cells[i]!]));
  });
  return { header, rows };
}

type Format = { required: string[]; dimensions: string[] };

/**
 * What docs/data-formats.md says of each file kind: its required columns (the table)
 * and the extra dimensions YouTube adds (named in the paragraph above the table).
 */
function formats(): Record<'views' | 'revenue' | 'videos' | 'rates', Format> {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/data-formats.md'), 'utf8');
  const sections = doc.split(/^## /m).slice(1);
  const format = (title: string): Format => {
    const section = sections.find((text) => text.startsWith(title));
    if (!section) throw new Error(`docs/data-formats.md has no section "${title}"`);
    const prose = section.slice(section.indexOf('\n'), section.indexOf('\n|'));
    return {
      required: [...section.matchAll(/^\|\s*`(\w+)`\s*\|\s*yes\s*\|/gm)].map((match) => match[1]!),
      dimensions: [...prose.matchAll(/`(\w+_\w+)`/g)].map((match) => match[1]!),
    };
  };
  return {
    views: format('Views'),
    revenue: format('Revenue'),
    videos: format('Video list'),
    rates: format('Exchange rates'),
  };
}

const CHANNEL_ID = /^UC[0-9A-Za-z_-]{22}$/;
const VIDEO_ID = /^[0-9A-Za-z_-]{11}$/;
const ISRC = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{2}[0-9]{5}$/;
const USD = /^\d+(\.\d{1,6})?$/;
const COUNT = /^\d+$/;

type NetworkJson = {
  seed: number;
  days: number;
  first_day: string;
  last_day: string;
  members: { email: string; nickname: string }[];
  channels: {
    id: string;
    title: string;
    handle: string;
    category: string;
    member: string | null;
    approved_on: string;
  }[];
};

describe('demo:generate', () => {
  let dir: string;
  let network: NetworkJson;
  let views: Csv[];
  let revenue: Csv[];
  let videos: Csv;

  beforeAll(async () => {
    dir = await generate(7);
    network = JSON.parse(readFileSync(path.join(dir, 'demo-network.json'), 'utf8')) as NetworkJson;
    const reports = (report: string) =>
      readdirSync(dir)
        .filter((name) => name.startsWith(`${report}_`))
        .sort()
        .map((name) => readCsv(path.join(dir, name)));
    views = reports(VIEWS_REPORT);
    revenue = reports(REVENUE_REPORT);
    videos = readCsv(path.join(dir, 'videos.csv'));
  });

  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('writes byte-identical files for the same seed, and other files for another seed', async () => {
    const again = hashes(await generate(7));
    expect(again).toEqual(hashes(dir));
    const other = hashes(await generate(8));
    expect(Object.keys(other)).toEqual(Object.keys(again));
    for (const name of ['demo-network.json', 'videos.csv', `${VIEWS_REPORT}_20261119.csv`]) {
      expect(other[name]).not.toBe(again[name]);
    }
  });

  it('hands over each group of import files as it is written, the same bytes, in import order', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'demo-generate-'));
    folders.push(outDir);
    const groups: string[][] = [];
    const handed: Record<string, string> = {};
    const summary = await generateDemoData({
      outDir,
      seed: 7,
      scale: small,
      // A loader deletes each group once it is in: the rest must not need them.
      onFiles: async (files) => {
        groups.push(files.map((file) => path.basename(file)));
        for (const file of files) {
          handed[path.basename(file)] = createHash('sha256')
            .update(readFileSync(file))
            .digest('hex');
          rmSync(file);
        }
      },
    });
    const reference = hashes(dir);
    expect(groups[0]).toEqual(['exchange_rates.csv', 'videos.csv', CLAIMS_FILE]);
    expect(groups.slice(1)).toEqual(
      Array.from({ length: small.days }, (_, index) => {
        const date = dayText(parseIsoDay(DEFAULT_LAST_DAY)! - small.days + 1 + index).replaceAll(
          '-',
          '',
        );
        return [`${VIEWS_REPORT}_${date}.csv`, `${REVENUE_REPORT}_${date}.csv`];
      }),
    );
    const { 'demo-network.json': network, ...reports } = reference;
    expect(handed).toEqual(reports);
    expect(hashes(outDir)).toEqual({ 'demo-network.json': network });
    const referenceBytes = readdirSync(dir).reduce(
      (sum, name) => sum + readFileSync(path.join(dir, name)).length,
      0,
    );
    expect(summary.bytes).toBe(referenceBytes);
  });

  it('writes the same reports from a later day on, and none before it, with fromDay', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'demo-generate-'));
    folders.push(outDir);
    const groups: string[][] = [];
    await generateDemoData({
      outDir,
      seed: 7,
      scale: small,
      fromDay: 10,
      onFiles: async (files) => void groups.push(files.map((file) => path.basename(file))),
    });
    const later = hashes(outDir);
    const reference = hashes(dir);
    const reports = Object.keys(reference).filter(
      (name) => /_\d{8}\.csv$/.test(name) && name !== CLAIMS_FILE,
    );
    const fromTen = reports.filter((name) => name.slice(-12, -4) >= groups[1]![0]!.slice(-12, -4));
    expect(groups).toHaveLength(1 + small.days - 10);
    expect(fromTen).toHaveLength(2 * (small.days - 10));
    expect(Object.keys(later).sort()).toEqual(
      ['demo-network.json', 'exchange_rates.csv', 'videos.csv', CLAIMS_FILE, ...fromTen].sort(),
    );
    for (const name of Object.keys(later)) expect(later[name], name).toBe(reference[name]);
  });

  it('writes the network, video list, rates and one views and one revenue report a day', () => {
    expect(network).toMatchObject({
      seed: 7,
      days: 14,
      first_day: '2026-11-06',
      last_day: DEFAULT_LAST_DAY,
    });
    const days = Array.from({ length: 14 }, (_, i) =>
      dayText(parseIsoDay('2026-11-06')! + i).replaceAll('-', ''),
    );
    expect(readdirSync(dir).sort()).toEqual(
      [
        'demo-network.json',
        'videos.csv',
        CLAIMS_FILE,
        'exchange_rates.csv',
        ...days.flatMap((day) => [`${VIEWS_REPORT}_${day}.csv`, `${REVENUE_REPORT}_${day}.csv`]),
      ].sort(),
    );
    // Each report holds rows of its own day only.
    [views, revenue].forEach((reports) =>
      reports.forEach((report, i) => {
        expect(report.rows.length).toBeGreaterThan(0);
        for (const row of report.rows) expect(row.date).toBe(days[i]);
      }),
    );
    const rates = readCsv(path.join(dir, 'exchange_rates.csv')).rows;
    expect(rates.map((rate) => rate.date)).toEqual(days);
    for (const rate of rates) {
      expect(Number(rate.krw_per_usd)).toBeGreaterThanOrEqual(1300);
      expect(Number(rate.krw_per_usd)).toBeLessThanOrEqual(1450);
    }
  });

  it('gives every file the columns docs/data-formats.md requires, and YouTube its dimensions', () => {
    const { views: viewsFormat, revenue: revenueFormat, videos: list, rates } = formats();
    expect(viewsFormat.required).toEqual(expect.arrayContaining(['date', 'views']));
    expect(viewsFormat.dimensions).toHaveLength(4);
    expect(revenueFormat.dimensions).toHaveLength(2);
    // YouTube's order: the ids, its other dimensions, the country, then the figures.
    for (const [reports, format] of [
      [views, viewsFormat],
      [revenue, revenueFormat],
    ] as const) {
      for (const report of reports) {
        expect(report.header).toEqual(expect.arrayContaining(format.required));
        expect(report.header.slice(0, 4 + format.dimensions.length)).toEqual([
          'date',
          'channel_id',
          'video_id',
          ...format.dimensions,
          'country_code',
        ]);
      }
    }
    expect(revenue[0]!.header).toContain('estimated_partner_red_revenue');
    expect(videos.header).toEqual(expect.arrayContaining([...list.required, 'isrc']));
    const ratesFile = readCsv(path.join(dir, 'exchange_rates.csv'));
    expect(ratesFile.header).toEqual(expect.arrayContaining(rates.required));
  });

  it('writes valid ids, ISRCs from a small catalogue, and whole views and USD amounts', () => {
    const isrcs = new Set<string>();
    const firstDay = Date.parse(`${network.first_day}T00:00:00Z`);
    const end = Date.parse(`${network.last_day}T00:00:00Z`) + 86_400_000;
    for (const video of videos.rows) {
      expect(video.video_id).toMatch(VIDEO_ID);
      expect(video.channel_id).toMatch(CHANNEL_ID);
      expect(video.title!.trim()).not.toBe('');
      const published = Date.parse(video.published_at!);
      expect(published).toBeGreaterThanOrEqual(firstDay);
      expect(published).toBeLessThan(end);
      expect(Number(video.duration_seconds)).toBeGreaterThanOrEqual(1);
      expect(Number(video.duration_seconds)).toBeLessThanOrEqual(180);
      if (video.isrc) {
        const isrc = video.isrc.replaceAll('-', '');
        expect(isrc).toMatch(ISRC);
        isrcs.add(isrc);
      }
    }
    expect(new Set(videos.rows.map((v) => v.video_id)).size).toBe(videos.rows.length);
    expect(isrcs.size).toBeGreaterThan(1);
    const defaultCatalogue = buildNetwork(
      1,
      parseScale('default')!,
      parseIsoDay(DEFAULT_LAST_DAY)!,
    );
    expect(defaultCatalogue.catalogue).toHaveLength(60);
    for (const isrc of isrcs) expect(defaultCatalogue.catalogue).toContain(isrc);

    // Rows are checked in bulk: the offending rows are the failure message.
    const badViews = views
      .flatMap((report) => report.rows)
      .filter(
        (row) =>
          !CHANNEL_ID.test(row.channel_id!) ||
          !VIDEO_ID.test(row.video_id!) ||
          !/^[A-Z]{2}$/.test(row.country_code!) ||
          ['views', 'engaged_views', 'red_views', 'likes', 'shares', 'comments'].some(
            (column) => !COUNT.test(row[column]!),
          ) ||
          Number(row.views) === 0 ||
          Number(row.engaged_views) > Number(row.views) ||
          Number(row.red_views) > Number(row.views),
      );
    expect(badViews).toEqual([]);
    const micros = (row: Record<string, string>, column: string) =>
      Math.round(Number(row[column]) * 1e6);
    const badRevenue = revenue
      .flatMap((report) => report.rows)
      .filter(
        (row) =>
          Object.keys(row).some((name) => name.includes('revenue') && !USD.test(row[name]!)) ||
          micros(row, 'estimated_partner_revenue') !==
            micros(row, 'estimated_partner_ad_revenue') +
              micros(row, 'estimated_partner_red_revenue') +
              micros(row, 'estimated_partner_transaction_revenue'),
      );
    expect(badRevenue).toEqual([]);
  });

  it('reports revenue for the same Shorts, days and countries as views, with some split over rows', () => {
    const keys = (reports: Csv[]) => {
      const counts = new Map<string, number>();
      for (const row of reports.flatMap((report) => report.rows)) {
        const key = `${row.date} ${row.video_id} ${row.country_code}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    };
    const viewKeys = keys(views);
    expect(new Set(keys(revenue).keys())).toEqual(new Set(viewKeys.keys()));
    // Several rows for one Short, day and country: an importer has to sum them.
    expect([...viewKeys.values()].filter((count) => count > 1).length).toBeGreaterThan(10);

    // A Short has no figures before the day it is published.
    const publishedOn = new Map(
      videos.rows.map((v) => [v.video_id, v.published_at!.slice(0, 10).replaceAll('-', '')]),
    );
    for (const key of viewKeys.keys()) {
      const [date, videoId] = key.split(' ');
      expect(publishedOn.has(videoId!)).toBe(true);
      expect(date! >= publishedOn.get(videoId!)!).toBe(true);
    }
    // 30+ countries, led by the biggest markets.
    const byCountry = new Map<string, number>();
    for (const row of views.flatMap((report) => report.rows)) {
      byCountry.set(row.country_code!, (byCountry.get(row.country_code!) ?? 0) + Number(row.views));
    }
    expect(byCountry.size).toBeGreaterThanOrEqual(30);
    const leaders = [...byCountry]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([code]) => code);
    expect(leaders).toContain('KR');
    expect(leaders).toContain('US');
  });

  it('earns Shorts RPMs: about $0.01–0.06 overall, $0.10–0.25 in the US, more per premium view', () => {
    const sum = (rows: Record<string, string>[], column: string) =>
      rows.reduce((total, row) => total + Number(row[column]), 0);
    const viewRows = views.flatMap((report) => report.rows);
    const revenueRows = revenue.flatMap((report) => report.rows);
    const allViews = sum(viewRows, 'views');
    const premiumViews = sum(viewRows, 'red_views');
    const allRevenue = sum(revenueRows, 'estimated_partner_revenue');
    const premiumRevenue = sum(revenueRows, 'estimated_partner_red_revenue');

    expect((allRevenue / allViews) * 1000).toBeGreaterThanOrEqual(0.01);
    expect((allRevenue / allViews) * 1000).toBeLessThanOrEqual(0.06);
    const us = (rows: Record<string, string>[]) => rows.filter((row) => row.country_code === 'US');
    const usRpm =
      (sum(us(revenueRows), 'estimated_partner_revenue') / sum(us(viewRows), 'views')) * 1000;
    expect(usRpm).toBeGreaterThanOrEqual(0.1);
    expect(usRpm).toBeLessThanOrEqual(0.25);

    expect(premiumViews / allViews).toBeGreaterThanOrEqual(0.01);
    expect(premiumViews / allViews).toBeLessThanOrEqual(0.1);
    const perPremiumView = premiumRevenue / premiumViews;
    const perOtherView = (allRevenue - premiumRevenue) / (allViews - premiumViews);
    expect(perPremiumView).toBeGreaterThan(perOtherView);
    expect(sum(viewRows, 'engaged_views') / allViews).toBeGreaterThan(0.7);
    expect(sum(viewRows, 'engaged_views') / allViews).toBeLessThan(1);
  });

  it('lists every channel of the files in demo-network.json, with members and categories', () => {
    const channels = new Set(network.channels.map((channel) => channel.id));
    const inFiles = new Set(
      [videos, ...views, ...revenue].flatMap((csv) => csv.rows.map((row) => row.channel_id)),
    );
    for (const id of inFiles) expect(channels).toContain(id);

    const emails = network.members.map((member) => member.email);
    expect(emails).toEqual(['creator1@demo.example.com', 'creator2@demo.example.com']);
    for (const channel of network.channels) {
      expect(channel.id).toMatch(CHANNEL_ID);
      expect(channel.handle).toMatch(/^@[\w.-]{3,30}$/);
      expect(CHANNEL_CATEGORIES).toContain(channel.category);
      expect(parseIsoDay(channel.approved_on)).toBeDefined();
      if (channel.member !== null) expect(emails).toContain(channel.member);
    }
    expect(network.channels.some((channel) => channel.member === null)).toBe(true);
  });
});

describe('demo network sizes', () => {
  it('makes about 40 channels and 4,000 Shorts over 180 days by default, eight members', () => {
    const network = buildNetwork(1, parseScale('default')!, parseIsoDay(DEFAULT_LAST_DAY)!);
    expect(network.channels).toHaveLength(40);
    expect(network.videos).toHaveLength(4000);
    expect(network).toMatchObject({ firstDay: '2026-05-24', lastDay: '2026-11-19', days: 180 });
    expect(network.members.map((member) => member.email)).toEqual(
      Array.from({ length: 8 }, (_, i) => `creator${i + 1}@demo.example.com`),
    );
    for (const member of network.members) {
      expect(member.nickname.length).toBeGreaterThanOrEqual(2);
      expect(member.nickname.length).toBeLessThanOrEqual(12);
      expect(network.channels.some((channel) => channel.member === member.email)).toBe(true);
    }
    const unassigned = network.channels.filter((channel) => channel.member === null);
    expect(unassigned.length).toBeGreaterThanOrEqual(2);
    // A few hits carry many Shorts.
    const uses = new Map<string, number>();
    for (const video of network.videos) {
      const isrc = video.isrc?.replaceAll('-', '');
      if (isrc) uses.set(isrc, (uses.get(isrc) ?? 0) + 1);
    }
    const top = [...uses.values()].sort((a, b) => b - a);
    expect(top[0]!).toBeGreaterThan(network.videos.length / 10);
  });

  it('spreads a Short with hundreds of millions of views over every country, and stops', () => {
    const network = buildNetwork(1, small, parseIsoDay(DEFAULT_LAST_DAY)!);
    const viral = { ...network.videos[0]!, lifetimeViews: 1e9, publishDay: 0 };
    const sink = (lines: string[]) =>
      ({ line: (text: string) => lines.push(text) }) as unknown as CsvWriter;
    const viewLines: string[] = [];
    const revenueLines: string[] = [];
    const writer = new VideoDayWriter(1, audienceMixes(new Random(1)));
    const day = reportDay(0, parseIsoDay('2026-11-06')!);
    writer.write(viral, 0, day, sink(viewLines), sink(revenueLines));
    // country_code is the 8th column of the views report and the 6th of the revenue report.
    const countries = new Set(viewLines.map((line) => line.split(',')[7]));
    expect(new Set(revenueLines.map((line) => line.split(',')[5]))).toEqual(countries);
    expect(countries.size).toBeGreaterThan(200);
  });

  it('reads scale names and factors', () => {
    expect(parseScale('10m')).toMatchObject({ channels: 400, shorts: 40_000, days: 180 });
    expect(parseScale('100m')).toMatchObject({ channels: 4000, shorts: 400_000, members: 8 });
    expect(parseScale('0.5')).toMatchObject({ channels: 20, shorts: 2000, members: 4 });
    expect(parseScale('small')).toMatchObject({ days: 14, shorts: 30 });
    for (const bad of ['', 'huge', '-1', '0', '1e3']) expect(parseScale(bad)).toBeUndefined();
  });
});
