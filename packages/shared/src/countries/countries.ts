import type { Locale } from '../locales.ts';
import { COUNTRY_CENTROIDS } from './country-centroids.data.ts';

export type CountryCode = keyof typeof COUNTRY_CENTROIDS;

/** Every country code we know, A to Z (about 250). */
export const COUNTRY_CODES = Object.keys(COUNTRY_CENTROIDS) as readonly CountryCode[];

export interface Country {
  code: CountryCode;
  name: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.hasOwn(COUNTRY_CENTROIDS, value);
}

// Names come from the runtime's Intl data rather than four bundled tables: they are
// always complete and stay current with the ICU the browser or Node ships.
const displayNames = new Map<Locale, Intl.DisplayNames>();
const lists = new Map<Locale, readonly Country[]>();

function namesIn(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * A country's name in `locale` (대한민국, South Korea, 韩国, 南韓). Accepts lower case;
 * an unknown code comes back as given, upper-cased, so a report row never shows blank.
 */
export function countryName(code: string, locale: Locale): string {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  return namesIn(locale).of(upper) ?? upper;
}

/** Every country with its name in `locale`, sorted as that language sorts (for pickers). */
export function countryList(locale: Locale): readonly Country[] {
  let list = lists.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    lists.set(locale, list);
  }
  return list;
}

/** The approximate centre of a country, for a map; undefined for an unknown code. */
export function countryCoordinates(code: string): Coordinates | undefined {
  const upper = code.toUpperCase();
  if (!isCountryCode(upper)) return undefined;
  const [latitude, longitude] = COUNTRY_CENTROIDS[upper];
  return { latitude, longitude };
}
