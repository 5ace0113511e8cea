/**
 * The demo network's music catalogue: a few hundred made-up tracks with mood tags in
 * every language and covers drawn here as SVG (nothing is downloaded). It holds every
 * ISRC the demo generator gives its Shorts (generate/network.ts), so the weekly ranking
 * ranks what the demo's Shorts use. Loaded through the operator's catalogue import.
 */
import { eq } from 'drizzle-orm';
import type { Locale, MusicCategory } from '@portal/shared';
import type { Database } from '../db/client.ts';
import { musicTrackSites } from '../db/schema.ts';
import { DAY_MS } from '../lib/days.ts';
import type {
  CatalogueDocument,
  CatalogueTag,
  CatalogueTrack,
} from '../modules/musics/catalogue-file.ts';
import { importCatalogue, type CatalogueSummary } from '../modules/musics/catalogue-import.ts';
import { recomputeMusicRanking } from '../modules/musics/music-ranking.ts';
import { createSitesRepo } from '../modules/sites/sites.repo.ts';
import { buildCatalogue } from './generate/network.ts';
import { cumulative, Random } from './generate/random.ts';

/** Tracks in the demo catalogue, the generator's included. */
export const DEMO_CATALOGUE_SIZE = 320;
const SEED = 0x6d75_7369;

// prettier-ignore
const TAGS: readonly (readonly [string, Record<Locale, string>])[] = [
  ['calm', { ko: '잔잔한', en: 'Calm', 'zh-CN': '平静', 'zh-TW': '平靜' }],
  ['bright', { ko: '밝은', en: 'Bright', 'zh-CN': '明快', 'zh-TW': '明快' }],
  ['exciting', { ko: '신나는', en: 'Exciting', 'zh-CN': '欢快', 'zh-TW': '歡快' }],
  ['emotional', { ko: '감성적인', en: 'Emotional', 'zh-CN': '感性', 'zh-TW': '感性' }],
  ['dreamy', { ko: '몽환적인', en: 'Dreamy', 'zh-CN': '梦幻', 'zh-TW': '夢幻' }],
  ['groovy', { ko: '그루비한', en: 'Groovy', 'zh-CN': '律动', 'zh-TW': '律動' }],
  ['romantic', { ko: '로맨틱한', en: 'Romantic', 'zh-CN': '浪漫', 'zh-TW': '浪漫' }],
  ['sad', { ko: '슬픈', en: 'Sad', 'zh-CN': '忧伤', 'zh-TW': '憂傷' }],
  ['hopeful', { ko: '희망찬', en: 'Hopeful', 'zh-CN': '充满希望', 'zh-TW': '充滿希望' }],
  ['chill', { ko: '여유로운', en: 'Chill', 'zh-CN': '惬意', 'zh-TW': '愜意' }],
  ['epic', { ko: '웅장한', en: 'Epic', 'zh-CN': '磅礴', 'zh-TW': '磅礴' }],
  ['cute', { ko: '귀여운', en: 'Cute', 'zh-CN': '可爱', 'zh-TW': '可愛' }],
  ['funky', { ko: '펑키한', en: 'Funky', 'zh-CN': '放克', 'zh-TW': '放克' }],
  ['retro', { ko: '레트로', en: 'Retro', 'zh-CN': '复古', 'zh-TW': '復古' }],
  ['energetic', { ko: '에너지 넘치는', en: 'Energetic', 'zh-CN': '活力', 'zh-TW': '活力' }],
  ['mysterious', { ko: '신비로운', en: 'Mysterious', 'zh-CN': '神秘', 'zh-TW': '神秘' }],
];

// prettier-ignore
const EN_FIRST = [
  'Summer', 'Neon', 'Midnight', 'Golden', 'Velvet', 'Paper', 'Electric', 'Silver', 'Lazy',
  'Cosmic', 'Sunday', 'Lemon', 'Ocean', 'City', 'Little', 'Wild', 'Blue', 'Candy', 'Rainy', 'Last',
];
// prettier-ignore
const EN_SECOND = [
  'Breeze', 'Lights', 'Drive', 'Hour', 'Dreams', 'Planes', 'Heart', 'Morning', 'Steps', 'Parade',
  'Walk', 'Waves', 'Signal', 'Garden', 'Window', 'Echo', 'Shuffle', 'Postcard', 'Road', 'Bloom',
];
// prettier-ignore
const KO_FIRST = ['여름', '첫눈', '새벽', '한강', '노을', '별빛', '봄날', '바람', '골목', '파도', '달빛', '주말'];
// prettier-ignore
const KO_SECOND = ['산책', '편지', '드라이브', '일기', '정류장', '소풍', '축제', '여행', '빗소리', '라디오', '약속', '카페'];
// prettier-ignore
const ARTISTS = [
  'Haneul', 'Byeolbit', 'Noeul Trio', 'Dalbit Orchestra', 'Saebyeok', 'Lumen Park', 'Mint Choco',
  'Seoul Lights', 'Paper Moon', 'Kim Soo', 'Lee Dawon', 'Park Jiwoo', 'Choi Yuna', 'Blue Alley',
  'The Gureum', 'Jumal Band', 'Cloud Nine Lab', 'Rhythm Garden', 'Soso Sound', 'Golden Hour',
  'Neon Cat', 'Echo Valley', 'Han River Club', 'Moon & June', 'Velvet Tape', 'Oneul',
  'Studio Banjjak', 'Sunny Side', 'Night Parade', 'Little Planet',
];
const CATEGORIES: readonly MusicCategory[] = ['bgm', 'song', 'ost'];
const CATEGORY_WEIGHTS = cumulative([50, 35, 15]);
const DURATIONS: Record<MusicCategory, readonly [number, number]> = {
  bgm: [45, 200],
  song: [150, 250],
  ost: [110, 290],
};
/** Release dates fall in the two years before this day. */
const LATEST_RELEASE = Date.UTC(2026, 10, 1);

function title(random: Random): string {
  return random.chance(0.55)
    ? `${random.pick(EN_FIRST)} ${random.pick(EN_SECOND)}`
    : `${random.pick(KO_FIRST)} ${random.pick(KO_SECOND)}`;
}

/** More ISRCs for the rest of the catalogue, none of them the generator's. */
function moreIsrcs(random: Random, taken: Set<string>, count: number): string[] {
  const registrants = ['KRA4D', 'KRMQ2', 'KRC17', 'USQX7', 'JPK9T'];
  const isrcs: string[] = [];
  while (isrcs.length < count) {
    const year = String(18 + random.int(9));
    const isrc = `${random.pick(registrants)}${year}${String(random.int(100_000)).padStart(5, '0')}`;
    if (taken.has(isrc)) continue;
    taken.add(isrc);
    isrcs.push(isrc);
  }
  return isrcs;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An abstract album cover: a gradient, a record's rings and the category, 300 × 300. */
export function drawCover(random: Random, category: MusicCategory): string {
  const hue = random.int(360);
  const second = (hue + 40 + random.int(120)) % 360;
  const cx = 80 + random.int(140);
  const cy = 80 + random.int(140);
  const rings = Array.from({ length: 4 }, (_, index) => {
    const r = 30 + index * (18 + random.int(14));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${(0.5 - index * 0.1).toFixed(2)}" stroke-width="${2 + random.int(5)}"/>`;
  }).join('');
  const wave = Array.from({ length: 7 }, (_, index) => {
    const x = index * 50;
    return `${index === 0 ? 'M' : 'L'}${x} ${230 + random.int(50)}`;
  }).join(' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${second} 65% 35%)"/></linearGradient></defs>`,
    '<rect width="300" height="300" fill="url(#g)"/>',
    rings,
    `<circle cx="${cx}" cy="${cy}" r="10" fill="#fff" fill-opacity="0.85"/>`,
    `<path d="${wave} L300 300 L0 300 Z" fill="#000" fill-opacity="0.18"/>`,
    `<text x="20" y="40" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" fill-opacity="0.9">${escapeXml(category.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}

/** The demo catalogue as a document the catalogue import takes, limited to `domains`. */
export function demoCatalogue(domains: string[]): CatalogueDocument {
  const random = new Random(SEED);
  const used = buildCatalogue();
  const isrcs = [...used, ...moreIsrcs(random, new Set(used), DEMO_CATALOGUE_SIZE - used.length)];
  const tags: CatalogueTag[] = TAGS.map(([id, names]) => ({ id, names, where: `tag ${id}` }));
  const tracks: CatalogueTrack[] = isrcs.map((isrc) => {
    const category = CATEGORIES[random.fromCumulative(CATEGORY_WEIGHTS)]!;
    const [shortest, longest] = DURATIONS[category];
    const tagCount = 1 + random.int(3);
    const trackTags = new Set<string>();
    while (trackTags.size < tagCount) trackTags.add(random.pick(TAGS)[0]);
    const released = new Date(LATEST_RELEASE - random.int(730) * DAY_MS);
    return {
      isrc,
      title: title(random),
      artist: random.pick(ARTISTS),
      category,
      tags: [...trackTags],
      durationSeconds: shortest + random.int(longest - shortest),
      shopping: random.chance(0.18),
      exclusive: random.chance(0.1),
      cover: { kind: 'data', bytes: Buffer.from(drawCover(random, category)) },
      previewUrl: null,
      releasedOn: released.toISOString().slice(0, 10),
      sites: domains,
      withdrawn: false,
      where: `demo track ${isrc}`,
    };
  });
  return { tags, tracks };
}

/**
 * Loads the demo catalogue for the demo site on first start (nothing when the site
 * already shows tracks of its own), then recomputes the site's weekly ranking from
 * whatever Shorts data it has. Returns what the import did, or undefined when skipped.
 */
export async function ensureDemoCatalogue(
  database: Database,
  siteId: number,
  now: Date = new Date(),
): Promise<CatalogueSummary | undefined> {
  const { db } = database;
  const [present] = await db
    .select({ siteId: musicTrackSites.siteId })
    .from(musicTrackSites)
    .where(eq(musicTrackSites.siteId, siteId))
    .limit(1);
  if (present) return undefined;
  const domains = (await createSitesRepo(db).domainsOf([siteId])).get(siteId) ?? [];
  const summary = await importCatalogue(db, {
    file: 'demo catalogue',
    document: demoCatalogue(domains),
  });
  await recomputeMusicRanking(db, siteId, now);
  return summary;
}
