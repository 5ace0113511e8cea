import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { SNACKBAR_DURATION_MS, clearSnackbars, snackbar } from './snackbar-store.ts';
import { Snackbars } from './snackbars.tsx';

beforeAll(() => initI18n('en'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  act(() => clearSnackbars());
  vi.useRealTimers();
});

const texts = () =>
  [...screen.getByTestId('snackbars').children].map((element) => element.textContent);

test('errors are alerts, others statuses; each goes after its timeout', () => {
  render(<Snackbars />);
  act(() => {
    snackbar.error('Failed');
    snackbar.success('Saved');
  });
  expect(screen.getByRole('alert').textContent).toContain('Failed');
  expect(screen.getByRole('status').textContent).toContain('Saved');
  act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS));
  expect(texts()).toEqual([]);
});

test('a burst waits in a queue instead of piling up', () => {
  render(<Snackbars />);
  act(() => ['one', 'two', 'three', 'four', 'five'].forEach((text) => snackbar.info(text)));
  expect(texts()).toEqual(['one', 'two', 'three']);
  act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS));
  expect(texts()).toEqual(['four', 'five']);
});

test('the same message twice shows once, and the close button dismisses at once', () => {
  render(<Snackbars />);
  act(() => {
    snackbar.info('Copied');
    snackbar.info('Copied');
  });
  expect(texts()).toEqual(['Copied']);
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(texts()).toEqual([]);
});

test('the region is always there, a polite live region, so additions are announced', () => {
  render(<Snackbars />);
  const region = screen.getByRole('status', { name: 'Notifications' });
  expect(region.getAttribute('aria-atomic')).toBe('false');
  act(() => snackbar.success('Saved'));
  expect(screen.getByRole('status', { name: 'Notifications' })).toBe(region);
  expect(region.textContent).toBe('Saved');
});

test('queued messages each get the full time once shown; hovering holds one', () => {
  render(<Snackbars />);
  act(() => ['one', 'two', 'three', 'four'].forEach((text) => snackbar.info(text)));
  act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS - 1));
  expect(texts()).toEqual(['one', 'two', 'three']);
  act(() => vi.advanceTimersByTime(1));
  expect(texts()).toEqual(['four']);
  fireEvent.mouseEnter(screen.getByText('four').parentElement as HTMLElement);
  act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS * 3));
  expect(texts()).toEqual(['four']);
  fireEvent.mouseLeave(screen.getByText('four').parentElement as HTMLElement);
  act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS));
  expect(texts()).toEqual([]);
});
