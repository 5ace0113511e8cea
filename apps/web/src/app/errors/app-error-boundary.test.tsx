import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('boom');
}

test('an error outside every route ends on the 500 page with a way home', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <AppErrorBoundary>
      <Broken />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
  expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/en');
});
