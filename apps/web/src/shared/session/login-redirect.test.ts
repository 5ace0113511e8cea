import { describe, expect, test } from 'vitest';
import { isPublicPath, loginFromUrl, safeFromUrl } from './login-redirect.ts';

describe('fromUrl for the login redirect', () => {
  test('is the page the visitor asked for, path and query', () => {
    expect(loginFromUrl('/dashboard')).toBe('/dashboard');
    expect(loginFromUrl('/report-video?channel=a&page=2')).toBe('/report-video?channel=a&page=2');
  });

  test('keeps the locale prefix the visitor was reading in', () => {
    expect(loginFromUrl('/en/notices/12')).toBe('/en/notices/12');
  });

  test('passes on a fromUrl the page already carries', () => {
    expect(loginFromUrl('/dashboard?fromUrl=%2Fmusics%2Fall')).toBe('/musics/all');
  });

  test('is never set on home, login, join or external auth', () => {
    for (const href of [
      '/',
      '/login',
      '/join',
      '/external/auth?code=1',
      '/en',
      '/en/login/',
      '/zh-TW/join',
    ]) {
      expect(loginFromUrl(href), href).toBeUndefined();
    }
    expect(loginFromUrl('/login?fromUrl=%2Fdashboard')).toBeUndefined();
  });

  test('drops the hash', () => {
    expect(loginFromUrl('/guides#step-2')).toBe('/guides');
  });
});

describe('where to go after login', () => {
  test('accepts a path on this site', () => {
    expect(safeFromUrl('/dashboard')).toBe('/dashboard');
    expect(safeFromUrl('/en/report-video?x=1')).toBe('/en/report-video?x=1');
  });

  test('refuses anything that could leave the site', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'dashboard',
      '',
      '/\nx',
      42,
      undefined,
    ]) {
      expect(safeFromUrl(value), String(value)).toBeUndefined();
    }
  });
});

test('public pages are home, login, join, external auth and language', () => {
  expect(
    ['/', '/login', '/join', '/external/auth', '/language', '/language/'].every(isPublicPath),
  ).toBe(true);
  expect(['/dashboard', '/config-account', '/notices/1', '/guides'].some(isPublicPath)).toBe(false);
});
