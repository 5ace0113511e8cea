/** Catalogue fixtures for the music tests: unique ISRCs and tags, tracks with covers made in memory. */
import { randomInt } from 'node:crypto';
import type { Locale } from '@portal/shared';
import type { CatalogueTag, CatalogueTrack } from '../modules/musics/catalogue-file.ts';

/** A 1 × 1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * ISRCs no other test makes: the catalogue is shared by every site of the test
 * database, so each test file (or test) takes a registrant code of its own.
 */
export function isrcMaker(): (n: number) => string {
  const registrant = Array.from({ length: 3 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  return (n) => `ZZ${registrant}26${String(n).padStart(5, '0')}`;
}

/** A tag id no other test uses. */
export function uniqueTagId(word: string): string {
  return `${word}-${randomInt(1e9).toString(36)}`;
}

export function tag(id: string, names: Partial<Record<Locale, string>> = {}): CatalogueTag {
  return {
    id,
    names: {
      ko: names.ko ?? `${id} (ko)`,
      en: names.en ?? `${id} (en)`,
      'zh-CN': names['zh-CN'] ?? `${id} (zh-CN)`,
      'zh-TW': names['zh-TW'] ?? `${id} (zh-TW)`,
    },
    where: `tag ${id}`,
  };
}

/** A track with everything filled in; `overrides` say what the test is about. */
export function track(isrc: string, overrides: Partial<CatalogueTrack> = {}): CatalogueTrack {
  return {
    isrc,
    title: `Track ${isrc}`,
    artist: 'Test Artist',
    category: 'bgm',
    tags: [],
    durationSeconds: 120,
    shopping: false,
    exclusive: false,
    cover: { kind: 'data', bytes: PNG_1PX },
    previewUrl: null,
    releasedOn: null,
    sites: null,
    withdrawn: false,
    where: `track ${isrc}`,
    ...overrides,
  };
}
