/**
 * Where a Korean music-Shorts network's views come from and what they earn there.
 * Shares are rough guesses for such a network; RPMs follow the context figures in
 * the YouTube reference (Shorts earn about $0.01–0.06 per 1,000 views overall and
 * $0.10–0.25 in the best-paying markets); premium is YouTube Premium ("red").
 */
import { COUNTRY_CODES } from '@portal/shared';
import { cumulative, type Random } from './random.ts';

export type Market = {
  /** ISO 3166-1 alpha-2; `ZZ` is YouTube's "unknown". */
  code: string;
  /** Relative share of a typical Short's views. */
  share: number;
  /** Partner ad revenue per 1,000 non-premium views, USD. */
  adRpm: number;
  /** Fraction of views by YouTube Premium members. */
  premium: number;
};

// prettier-ignore
const NAMED_MARKETS: readonly Market[] = [
  { code: 'KR', share: 18, adRpm: 0.0406, premium: 0.07 },
  { code: 'US', share: 8, adRpm: 0.1107, premium: 0.055 },
  { code: 'IN', share: 8, adRpm: 0.0037, premium: 0.01 },
  { code: 'JP', share: 6, adRpm: 0.0627, premium: 0.045 },
  { code: 'ID', share: 6, adRpm: 0.0067, premium: 0.012 },
  { code: 'BR', share: 5, adRpm: 0.0133, premium: 0.02 },
  { code: 'VN', share: 4, adRpm: 0.0059, premium: 0.012 },
  { code: 'PH', share: 4, adRpm: 0.0067, premium: 0.012 },
  { code: 'TH', share: 3, adRpm: 0.0103, premium: 0.015 },
  { code: 'MX', share: 3, adRpm: 0.0148, premium: 0.02 },
  { code: 'TW', share: 2.5, adRpm: 0.0332, premium: 0.035 },
  { code: 'MY', share: 1.5, adRpm: 0.0133, premium: 0.02 },
  { code: 'DE', share: 1.5, adRpm: 0.0812, premium: 0.05 },
  { code: 'GB', share: 1.5, adRpm: 0.0886, premium: 0.05 },
  { code: 'TR', share: 1.2, adRpm: 0.0081, premium: 0.015 },
  { code: 'PK', share: 1.2, adRpm: 0.003, premium: 0.005 },
  { code: 'FR', share: 1.2, adRpm: 0.059, premium: 0.04 },
  { code: 'CA', share: 1.2, adRpm: 0.0886, premium: 0.05 },
  { code: 'RU', share: 1, adRpm: 0.0051, premium: 0.01 },
  { code: 'BD', share: 1, adRpm: 0.003, premium: 0.005 },
  { code: 'AR', share: 1, adRpm: 0.0074, premium: 0.015 },
  { code: 'AU', share: 0.9, adRpm: 0.0959, premium: 0.055 },
  { code: 'CO', share: 0.9, adRpm: 0.0103, premium: 0.015 },
  { code: 'EG', share: 0.8, adRpm: 0.0037, premium: 0.008 },
  { code: 'SA', share: 0.8, adRpm: 0.0369, premium: 0.03 },
  { code: 'IT', share: 0.8, adRpm: 0.0443, premium: 0.035 },
  { code: 'ES', share: 0.8, adRpm: 0.0369, premium: 0.035 },
  { code: 'PE', share: 0.6, adRpm: 0.0088, premium: 0.015 },
  { code: 'PL', share: 0.6, adRpm: 0.0221, premium: 0.025 },
  { code: 'HK', share: 0.6, adRpm: 0.0443, premium: 0.04 },
  { code: 'SG', share: 0.5, adRpm: 0.059, premium: 0.05 },
  { code: 'CL', share: 0.5, adRpm: 0.0221, premium: 0.02 },
  { code: 'AE', share: 0.5, adRpm: 0.0517, premium: 0.04 },
  { code: 'NG', share: 0.5, adRpm: 0.003, premium: 0.005 },
  { code: 'NL', share: 0.4, adRpm: 0.0738, premium: 0.05 },
  { code: 'UA', share: 0.4, adRpm: 0.0044, premium: 0.01 },
  { code: 'ZA', share: 0.4, adRpm: 0.0148, premium: 0.02 },
  { code: 'KZ', share: 0.3, adRpm: 0.0044, premium: 0.01 },
  { code: 'ZZ', share: 0.3, adRpm: 0.0074, premium: 0.01 },
];

/** The other ~210 countries share this slice; each view there lands in one of them. */
const REST_OF_WORLD: Market = { code: '', share: 3, adRpm: 0.0088, premium: 0.015 };

/** The named markets, then the rest-of-world bucket (always last). */
export const MARKETS: readonly Market[] = [...NAMED_MARKETS, REST_OF_WORLD];
export const REST_INDEX = MARKETS.length - 1;

/** Territories with (next to) nobody living there watch no Shorts. */
const UNINHABITED = ['AQ', 'BV', 'GS', 'HM', 'IO', 'PN', 'TF', 'UM'];
const notRest = new Set([...NAMED_MARKETS.map((market) => market.code), ...UNINHABITED]);
/** Countries of the rest-of-world bucket, from the shared country list. */
export const REST_OF_WORLD_CODES: readonly string[] = COUNTRY_CODES.filter(
  (code) => !notRest.has(code),
);

/** Premium (red) views earn this many times an ad-supported view in the same market. */
export const PREMIUM_REVENUE_MULTIPLIER = 3;

/** Audiences a Short can find, as boosts over the typical shares. */
const AUDIENCES: readonly { weight: number; boost: Readonly<Record<string, number>> }[] = [
  { weight: 50, boost: { KR: 2.5, JP: 1.2 } },
  { weight: 22, boost: {} },
  { weight: 10, boost: { ID: 3, VN: 3, PH: 3, TH: 3, MY: 3 } },
  { weight: 7, boost: { BR: 3, MX: 3, AR: 3, CO: 3, PE: 3, CL: 3 } },
  { weight: 6, boost: { IN: 3, PK: 3, BD: 3 } },
  { weight: 5, boost: { JP: 4, TW: 2 } },
];

/** How many distinct audience mixes videos choose from. */
const MIX_COUNT = 64;

/**
 * Audience mixes: each video draws one, so Shorts differ in where they are watched
 * (a Korean dance clip, one that took off in Indonesia, …). Each mix is the cumulative
 * distribution of a view over MARKETS.
 */
export function audienceMixes(random: Random): Float64Array[] {
  const audienceCumulative = cumulative(AUDIENCES.map((audience) => audience.weight));
  return Array.from({ length: MIX_COUNT }, () => {
    const { boost } = AUDIENCES[random.fromCumulative(audienceCumulative)]!;
    return cumulative(
      MARKETS.map((market) => market.share * (boost[market.code] ?? 1) * random.noise(0.5)),
    );
  });
}
