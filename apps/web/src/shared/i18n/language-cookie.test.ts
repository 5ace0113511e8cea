import { afterEach, expect, test } from 'vitest';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie.ts';

afterEach(() => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

test('a chosen language is remembered and read back', () => {
  expect(readLanguageCookie()).toBeUndefined();
  writeLanguageCookie('zh-TW');
  expect(readLanguageCookie()).toBe('zh-TW');
});

test('an unknown value in the cookie is ignored', () => {
  expect(readLanguageCookie('other=1; lang=fr')).toBeUndefined();
  expect(readLanguageCookie('other=1; lang=en')).toBe('en');
});
