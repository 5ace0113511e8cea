import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, expect, test } from 'vitest';
import {
  consumeModalFlag,
  discardModalFlags,
  discardModalFlagsOutside,
  extractModalFlags,
  hasPendingModalFlag,
  pendingModalFlag,
  rememberModalFlags,
  stripModalFlagsOnNavigation,
  takeModalFlags,
} from './query-flags.ts';

afterEach(discardModalFlags);

test('modal flags are split off the query with their values; other parameters stay', () => {
  expect(extractModalFlags('?menu&fromUrl=%2Fdashboard&logout=1')).toEqual({
    flags: { menu: '', logout: '1' },
    search: '?fromUrl=%2Fdashboard',
  });
  expect(extractModalFlags('?videoDetail=abc123')).toEqual({
    flags: { videoDetail: 'abc123' },
    search: '',
  });
  expect(extractModalFlags('?page=2')).toEqual({ flags: {}, search: '?page=2' });
});

test('taking flags off an href remembers them for its page, locale prefix aside', () => {
  expect(takeModalFlags('/en/manage-member?addMember&page=2#top')).toBe(
    '/en/manage-member?page=2#top',
  );
  expect(hasPendingModalFlag('addMember', '/manage-member')).toBe(true);
  expect(takeModalFlags('/dashboard?page=2')).toBe('/dashboard?page=2');
  // An href without flags leaves the remembered ones alone.
  expect(hasPendingModalFlag('addMember', '/manage-member')).toBe(true);
});

test('a remembered flag opens its modal only on the page it came with, once', () => {
  rememberModalFlags('/dashboard', { logout: '', videoDetail: 'v1' });
  expect(hasPendingModalFlag('logout', '/dashboard')).toBe(true);
  expect(hasPendingModalFlag('logout', '/notices')).toBe(false);
  expect(hasPendingModalFlag('menu', '/dashboard')).toBe(false);
  const request = pendingModalFlag('logout', '/dashboard')!.request;
  consumeModalFlag('logout', request);
  expect(hasPendingModalFlag('logout', '/dashboard')).toBe(false);
  expect(pendingModalFlag('videoDetail', '/dashboard')?.value).toBe('v1');
  discardModalFlagsOutside('/dashboard');
  expect(hasPendingModalFlag('videoDetail', '/dashboard')).toBe(true);
  discardModalFlagsOutside('/notices');
  expect(hasPendingModalFlag('videoDetail', '/dashboard')).toBe(false);
});

test('in-app navigations drop the flags from the history and hand them to the page', async () => {
  const history = createMemoryHistory({ initialEntries: ['/dashboard'] });
  stripModalFlagsOnNavigation(history);
  history.push('/zh-TW/manage-channel?addChannel&sort=name');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(history.location.href).toBe('/zh-TW/manage-channel?sort=name');
  expect(hasPendingModalFlag('addChannel', '/manage-channel')).toBe(true);
  history.back();
  expect(history.location.href).toBe('/dashboard');
  history.forward();
  expect(history.location.href).toBe('/zh-TW/manage-channel?sort=name');
});
