import { afterEach, expect, test } from 'vitest';
import {
  discardModalFlags,
  extractModalFlags,
  hasPendingModalFlag,
  rememberModalFlags,
} from './query-flags.ts';

afterEach(discardModalFlags);

test('modal flags are split off the query; other parameters stay', () => {
  expect(extractModalFlags('?menu&fromUrl=%2Fdashboard&logout=1')).toEqual({
    flags: ['menu', 'logout'],
    search: '?fromUrl=%2Fdashboard',
  });
  expect(extractModalFlags('?addChannel=true')).toEqual({ flags: ['addChannel'], search: '' });
  expect(extractModalFlags('?page=2')).toEqual({ flags: [], search: '?page=2' });
});

test('a remembered flag opens its modal only on the page it came with', () => {
  rememberModalFlags('/dashboard', ['logout']);
  expect(hasPendingModalFlag('logout', '/dashboard')).toBe(true);
  expect(hasPendingModalFlag('logout', '/notices')).toBe(false);
  expect(hasPendingModalFlag('menu', '/dashboard')).toBe(false);
  discardModalFlags();
  expect(hasPendingModalFlag('logout', '/dashboard')).toBe(false);
});
