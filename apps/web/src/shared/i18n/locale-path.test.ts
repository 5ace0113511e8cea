import { describe, expect, test } from 'vitest';
import { localizePath, splitLocalePath } from './locale-path.ts';
import { localeRedirectHref, preferredLocale } from './locale-preference.ts';
import { createLocaleRewrite } from './locale-rewrite.ts';

describe('locale prefixes', () => {
  test.each([
    ['/dashboard', 'ko', '/dashboard'],
    ['/', 'ko', '/'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/dashboard', 'en', '/dashboard'],
    ['/zh-CN/notices/7', 'zh-CN', '/notices/7'],
    ['/zh-TW/guides/auths/pc-auth', 'zh-TW', '/guides/auths/pc-auth'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toMatchObject({ locale, path });
  });

  test('only an exact supported segment counts as a prefix', () => {
    // Korean has no prefix, and look-alikes stay ordinary (404-bound) paths.
    for (const pathname of ['/ko/dashboard', '/english', '/zh-cn/dashboard', '/enx/login']) {
      expect(splitLocalePath(pathname)).toEqual({ locale: 'ko', path: pathname, prefixed: false });
    }
  });

  test('localizePath adds the prefix for every locale but Korean', () => {
    expect(localizePath('/dashboard', 'ko')).toBe('/dashboard');
    expect(localizePath('/dashboard', 'en')).toBe('/en/dashboard');
    expect(localizePath('/', 'zh-TW')).toBe('/zh-TW');
  });
});

describe('router rewrite', () => {
  const run = (fn: ((arg: { url: URL }) => URL | string | undefined) | undefined, href: string) => {
    const url = new URL(href, 'http://site.test');
    const result = fn?.({ url }) ?? url;
    return typeof result === 'string' ? result : `${result.pathname}${result.search}`;
  };

  test('input matches /en/... as the unprefixed route, query kept', () => {
    const rewrite = createLocaleRewrite(() => '/en/login');
    expect(run(rewrite.input, '/en/dashboard?x=1')).toBe('/dashboard?x=1');
    expect(run(rewrite.input, '/dashboard')).toBe('/dashboard');
  });

  test('output puts built links in the locale being shown', () => {
    expect(run(createLocaleRewrite(() => '/zh-CN/login').output, '/join')).toBe('/zh-CN/join');
    expect(run(createLocaleRewrite(() => '/login').output, '/join')).toBe('/join');
    expect(run(createLocaleRewrite(() => '/en').output, '/')).toBe('/en');
  });
});

describe('language of an unprefixed URL', () => {
  test("the cookie wins; without one, the site's language", () => {
    expect(preferredLocale('zh-TW', 'en')).toBe('zh-TW');
    expect(preferredLocale('ko', 'en')).toBe('ko');
    expect(preferredLocale(undefined, 'en')).toBe('en');
    expect(preferredLocale(undefined, 'ko')).toBe('ko');
  });

  test('an unprefixed URL moves to the preferred prefix, keeping path and query', () => {
    expect(localeRedirectHref('/dashboard?menu=1#top', 'en')).toBe('/en/dashboard?menu=1#top');
    expect(localeRedirectHref('/', 'zh-CN')).toBe('/zh-CN');
  });

  test('a prefixed URL, or a Korean preference, stays where it is', () => {
    expect(localeRedirectHref('/en/dashboard', 'zh-CN')).toBeUndefined();
    expect(localeRedirectHref('/dashboard', 'ko')).toBeUndefined();
  });
});
