/**
 * The demo network behind the generated files: members, their channels, the music
 * catalogue and every Short with the traits that shape its daily figures. Everything
 * comes from one seeded random source, so a seed always makes the same network.
 */
import type { ChannelCategory } from '@portal/shared';
import { DAY_MS, dayText } from '../../lib/days.ts';
import { DEMO_YOUTUBE_CHANNELS } from '../demo-youtube.ts';
import { cumulative, deriveSeed, Random } from './random.ts';
import type { Scale } from './scale.ts';

export type Member = { email: string; nickname: string };

export type Channel = {
  id: string;
  title: string;
  handle: string;
  category: ChannelCategory;
  member: string | null;
  approvedOn: string;
};

export type Video = {
  id: string;
  channelId: string;
  title: string;
  /** Day index in the window (0 = first day) and second of that day (UTC). */
  publishDay: number;
  publishSecond: number;
  durationSeconds: number;
  /** Catalogue track, or null for a Short with its own sound (then not claimed). */
  isrc: string | null;
  /** Views over the Short's life, before daily noise. */
  lifetimeViews: number;
  /** Days over which the first burst of views fades. */
  burstDays: number;
  /** Part of the lifetime views that come in the long tail. */
  tailShare: number;
  /** Index into the audience mixes (where it is watched). */
  audience: number;
  /** Average view duration as a part of the Short's length (loops make it pass 1). */
  retention: number;
  engagedRate: number;
  likeRate: number;
  subscribedRate: number;
  /** This Short's revenue per view against its market's typical. */
  rpmFactor: number;
  /** Part of ad revenue sold as reserved (not auction) inventory. */
  reservedShare: number;
  /** Claimed part-way through its first day: that day splits over claimed_status. */
  claimedDuringFirstDay: boolean;
};

export type Network = {
  firstDay: string;
  lastDay: string;
  days: number;
  members: Member[];
  channels: Channel[];
  /** Sorted by publication: the Shorts live on a day are a prefix. */
  videos: Video[];
  catalogue: string[];
};

/** The demo already has these two member accounts (demo-network.ts). */
const MEMBER_NICKNAMES = [
  '크리에이터1',
  '크리에이터2',
  '하늘별',
  '민트초코',
  '달빛소년',
  '노래하는고래',
  '춤추는토끼',
  '서울라이트',
];

/** Channel names: a Korean word with its romanisation, then what the channel does. */
// prettier-ignore
const NAME_STARTS: readonly (readonly [string, string])[] = [
  ['별빛', 'byeolbit'], ['하늘', 'haneul'], ['바다', 'bada'], ['도시', 'dosi'],
  ['달빛', 'dalbit'], ['새벽', 'saebyeok'], ['봄날', 'bomnal'], ['노을', 'noeul'],
  ['구름', 'gureum'], ['한강', 'hangang'], ['골목', 'golmok'], ['소소', 'soso'],
  ['반짝', 'banjjak'], ['오늘', 'oneul'], ['주말', 'jumal'], ['리듬', 'rhythm'],
];
// prettier-ignore
const NAME_ENDS: readonly (readonly [string, string, ChannelCategory, number])[] = [
  ['뮤직', 'music', 'music', 6], ['커버', 'cover', 'music', 4], ['라디오', 'radio', 'music', 2],
  ['댄스', 'dance', 'entertainment', 4], ['챌린지', 'challenge', 'entertainment', 2],
  ['쇼츠', 'shorts', 'entertainment', 2], ['브이로그', 'vlog', 'vlog', 3], ['일상', 'daily', 'vlog', 2],
  ['키친', 'kitchen', 'food', 2], ['여행', 'trip', 'travel', 2], ['펫', 'pets', 'pets', 2],
  ['게임', 'games', 'gaming', 1], ['뷰티', 'beauty', 'beauty_fashion', 2], ['운동', 'workout', 'sports', 1],
  ['공부', 'study', 'education', 1], ['키즈', 'kids', 'kids', 1], ['모음', 'mix', 'other', 1],
];

/** Short titles; some carry commas and quotes, as real titles do. */
// prettier-ignore
const TITLE_STARTS = [
  '오늘의 챌린지', '퇴근길 플레이리스트', '비 오는 날 감성', 'Dance cover', '고양이와 함께',
  '5분 레시피', '제주 바다', '새벽 드라이브', 'Morning routine', '한강 산책', 'Study with me',
  '노래방 하이라이트', '주말 브이로그', '첫 무대', 'Street dance', '카페 투어', '편의점 신상',
  'Outfit check', '운동 루틴', '우리 강아지',
];
// prettier-ignore
const TITLE_ENDS = [
  '', '', '', ' part 2', ' (full ver.)', ', 그 다음 이야기', ' "최애곡"', ' 🎧', ' ✨', ' #댄스',
  ' #브이로그', ', 진짜 마지막',
];

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The catalogue is the same whatever the seed, like a label's real one. */
const CATALOGUE_SEED = 0x15c0de;
const CATALOGUE_SIZE = 60;

/** The UTC day number of `YYYY-MM-DD`, or undefined when it is not a real date. */
export function parseIsoDay(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayText(ms / DAY_MS) === value ? ms / DAY_MS : undefined;
}

/**
 * YouTube-looking ids: channel ids are `UC` + 22 characters, video ids 11; the last
 * character holds only the bits left over, so it comes from a smaller set.
 */
function youtubeId(random: Random, length: number, lastFrom: string): string {
  let id = '';
  for (let i = 0; i < length - 1; i += 1) id += ID_ALPHABET[random.int(64)];
  return id + lastFrom[random.int(lastFrom.length)];
}

function uniqueId(random: Random, taken: Set<string>, make: (random: Random) => string): string {
  for (;;) {
    const id = make(random);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/**
 * ISRCs `CCXXXYYNNNNN`: 2 letters, 3 letters or digits, a 2-digit year, 5 digits. The
 * demo's music catalogue (demo-catalogue.ts) holds these tracks, so its Shorts use it.
 */
export function buildCatalogue(): string[] {
  const random = new Random(CATALOGUE_SEED);
  const countries = ['KR', 'KR', 'KR', 'KR', 'KR', 'US', 'US', 'JP', 'GB', 'TW'];
  const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const registrants = Array.from({ length: 12 }, () => {
    let registrant = '';
    for (let i = 0; i < 3; i += 1) registrant += alnum[random.int(alnum.length)];
    return `${random.pick(countries)}${registrant}`;
  });
  const taken = new Set<string>();
  return Array.from({ length: CATALOGUE_SIZE }, () =>
    uniqueId(random, taken, (r) => {
      const year = String(15 + r.int(12)).padStart(2, '0');
      return `${r.pick(registrants)}${year}${String(r.int(100_000)).padStart(5, '0')}`;
    }),
  );
}

/** Video lists seen in the wild write ISRCs both ways; importers normalise them. */
function isrcAsWritten(isrc: string, random: Random): string {
  if (!random.chance(0.1)) return isrc;
  return `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}-${isrc.slice(7)}`;
}

function buildMembers(count: number): Member[] {
  return MEMBER_NICKNAMES.slice(0, count).map((nickname, index) => ({
    email: `creator${index + 1}@demo.example.com`,
    nickname,
  }));
}

function buildChannels(
  random: Random,
  scale: Scale,
  members: Member[],
  firstDay: number,
): Channel[] {
  // Keep clear of the channels the YouTube stand-in offers for trying registration.
  const takenIds = new Set(DEMO_YOUTUBE_CHANNELS.map((channel) => channel.id.slice(2)));
  const takenHandles = new Set(DEMO_YOUTUBE_CHANNELS.map((channel) => channel.handle));
  const endWeights = cumulative(NAME_ENDS.map((end) => end[3]));
  const unassigned = Math.max(1, Math.round(scale.channels * 0.1));
  // A few channels were approved inside the window: they earn only from that day.
  const approvedLate = Math.round(scale.channels * 0.075);
  // creator1 has the most channels, creator2 the next most; each member has one at least.
  const memberWeights = cumulative(
    members.map((_, index) => (index === 0 ? 3 : index === 1 ? 2 : 1)),
  );

  return Array.from({ length: scale.channels }, (_, index) => {
    const [start, startRoman] = random.pick(NAME_STARTS);
    const [end, endRoman, category] = NAME_ENDS[random.fromCumulative(endWeights)]!;
    const base = `@${startRoman}${random.pick(['', '.', '_', '-'])}${endRoman}`;
    let handle = base;
    for (let n = 2; takenHandles.has(handle); n += 1) handle = `${base}${n}`;
    takenHandles.add(handle);
    const assigned = index - unassigned;
    const member =
      assigned < 0
        ? null
        : members[assigned < members.length ? assigned : random.fromCumulative(memberWeights)]!;
    const approvedDay =
      index >= scale.channels - approvedLate
        ? firstDay + Math.floor(scale.days * random.between(0.2, 0.6))
        : firstDay - 20 - random.int(500);
    return {
      id: `UC${uniqueId(random, takenIds, (r) => youtubeId(r, 22, 'AQgw'))}`,
      title: `${start} ${end}`,
      handle,
      category,
      member: member?.email ?? null,
      approvedOn: dayText(approvedDay),
    };
  });
}

/** A day in [0, days): publishing grows over the window, as a young network's does. */
function publishDay(random: Random, days: number): number {
  const growth = 0.6;
  const u = random.next();
  const t = (-1 + Math.sqrt(1 + 2 * growth * u * (1 + growth / 2))) / growth;
  return Math.min(days - 1, Math.floor(t * days));
}

function shortDuration(random: Random): number {
  const roll = random.next();
  if (roll < 0.8) return 10 + random.int(51);
  if (roll < 0.95) return 61 + random.int(60);
  return 121 + random.int(60);
}

/** Median lifetime views of a Short; tuned so the default makes about a million rows a report. */
const MEDIAN_LIFETIME_VIEWS = 2_500;

function buildVideos(
  random: Random,
  scale: Scale,
  channels: Channel[],
  catalogue: string[],
): Video[] {
  const channelWeights = cumulative(channels.map(() => random.noise(0.8)));
  const channelReach = channels.map(() => random.noise(1));
  // A few hits are used by many Shorts (Zipf), and Shorts with a hit do a little better.
  const trackWeights = cumulative(catalogue.map((_, rank) => 1 / (rank + 1) ** 1.1));
  const takenIds = new Set<string>();

  const videos = Array.from({ length: scale.shorts }, (_, index) => {
    const channel = random.fromCumulative(channelWeights);
    const track = random.chance(0.06) ? -1 : random.fromCumulative(trackWeights);
    const hitBoost = track >= 0 && track < 3 ? 1.6 : 1;
    return {
      id: uniqueId(random, takenIds, (r) => youtubeId(r, 11, 'AEIMQUYcgkosw048')),
      channelId: channels[channel]!.id,
      title: `${random.pick(TITLE_STARTS)}${random.pick(TITLE_ENDS)} #shorts`,
      // The first Short comes out on the first day, so no day of the window is empty.
      publishDay: index === 0 ? 0 : publishDay(random, scale.days),
      publishSecond: random.int(86_400),
      durationSeconds: shortDuration(random),
      isrc: track >= 0 ? isrcAsWritten(catalogue[track]!, random) : null,
      lifetimeViews: MEDIAN_LIFETIME_VIEWS * channelReach[channel]! * hitBoost * random.noise(1.8),
      burstDays: random.between(1.2, 4),
      tailShare: random.between(0.1, 0.35),
      audience: random.int(64),
      retention: random.between(0.45, 1.15),
      engagedRate: random.between(0.78, 0.93),
      likeRate: random.between(0.02, 0.06),
      subscribedRate: random.between(0.01, 0.06),
      rpmFactor: random.noise(0.2),
      reservedShare: random.between(0, 0.1),
      claimedDuringFirstDay: track >= 0 && random.chance(0.4),
    };
  });
  return videos.sort((a, b) => a.publishDay - b.publishDay || a.publishSecond - b.publishSecond);
}

/** The whole network for `seed` and `scale`, ending on `lastDay` (`YYYY-MM-DD`). */
export function buildNetwork(seed: number, scale: Scale, lastDay: number): Network {
  const random = new Random(deriveSeed(seed, 1));
  const firstDay = lastDay - scale.days + 1;
  const members = buildMembers(scale.members);
  const channels = buildChannels(random, scale, members, firstDay);
  const catalogue = buildCatalogue();
  return {
    firstDay: dayText(firstDay),
    lastDay: dayText(lastDay),
    days: scale.days,
    members,
    channels,
    videos: buildVideos(random, scale, channels, catalogue),
    catalogue,
  };
}
