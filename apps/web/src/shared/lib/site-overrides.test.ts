import { beforeEach, describe, expect, test } from 'vitest';
import {
  SITE_OVERRIDES_STORAGE_KEY,
  normalizeHost,
  parseSiteOverrides,
  resolveSiteHost,
  resolveSiteOverrides,
} from './site-overrides.ts';

beforeEach(() => sessionStorage.clear());

describe('site host', () => {
  test('is the browser host without a leading www', () => {
    expect(resolveSiteHost({}, 'www.creators.example')).toBe('creators.example');
    expect(resolveSiteHost({}, 'creators.example')).toBe('creators.example');
    expect(resolveSiteHost({}, 'localhost')).toBe('localhost');
  });

  test('?host= wins over the browser host, also without www', () => {
    const overrides = parseSiteOverrides('?host=WWW.Other-Site.example');
    expect(resolveSiteHost(overrides, 'localhost')).toBe('other-site.example');
  });

  test('only the first www. goes, and non-hosts are refused', () => {
    expect(normalizeHost('www.www.a.example')).toBe('www.a.example');
    expect(normalizeHost('a.example/path')).toBeUndefined();
    expect(normalizeHost('')).toBeUndefined();
  });
});

describe('look overrides', () => {
  test('?p, ?pd and ?d are read; colours stay without #', () => {
    expect(parseSiteOverrides('?p=ff0055&pd=FDE&d=3')).toEqual({
      primary: 'ff0055',
      primaryDim: 'FDE',
      designId: 'mcn-3',
    });
  });

  test('invalid values are ignored', () => {
    expect(parseSiteOverrides('?p=%23ff0055&pd=zzzzzz&d=9')).toEqual({});
    expect(parseSiteOverrides('?p=ff&d=mcn-2')).toEqual({});
  });

  test('are kept for the session, so a later page without a query keeps them', () => {
    resolveSiteOverrides('?host=a.example&p=123456&d=2', sessionStorage);
    expect(resolveSiteOverrides('', sessionStorage)).toEqual({
      host: 'a.example',
      primary: '123456',
      designId: 'mcn-2',
    });
  });

  test('a new query value replaces the remembered one and keeps the rest', () => {
    resolveSiteOverrides('?p=123456&d=2', sessionStorage);
    expect(resolveSiteOverrides('?d=4', sessionStorage)).toEqual({
      primary: '123456',
      designId: 'mcn-4',
    });
  });

  test('tampered storage is not trusted', () => {
    sessionStorage.setItem(
      SITE_OVERRIDES_STORAGE_KEY,
      JSON.stringify({ primary: 'red;}', designId: 'mcn-9', host: 42 }),
    );
    expect(resolveSiteOverrides('', sessionStorage)).toEqual({});
    sessionStorage.setItem(SITE_OVERRIDES_STORAGE_KEY, '{not json');
    expect(resolveSiteOverrides('', sessionStorage)).toEqual({});
  });
});
