import { expect, test, vi } from 'vitest';
import {
  CHUNK_RELOAD_MIN_INTERVAL_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  createChunkReloader,
  isChunkLoadError,
} from './chunk-reload.ts';

test('download failures of modules are told apart from bugs in them', () => {
  expect(
    isChunkLoadError(
      new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'),
    ),
  ).toBe(true);
  expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
  expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
    false,
  );
  expect(isChunkLoadError(undefined)).toBe(false);
});

/** One page load: its own reloader over a shared session storage and clock. */
function pageLoad(storage: Storage, clock: { now: number }) {
  const reload = vi.fn();
  const reloadAfterChunkError = createChunkReloader({
    now: () => clock.now,
    storage: () => storage,
    reload,
  });
  return { reload, reloadAfterChunkError };
}

test('reloads at most once per 10 seconds, remembered across the reload', () => {
  const clock = { now: 1_000_000 };
  const first = pageLoad(sessionStorage, clock);
  expect(first.reloadAfterChunkError()).toBe(true);
  expect(first.reload).toHaveBeenCalledTimes(1);
  // Another failure while the reload is under way waits for it rather than showing an error.
  expect(first.reloadAfterChunkError()).toBe(true);
  expect(first.reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');

  // The reloaded page fails again straight away: no second reload, the error shows.
  clock.now += 2_000;
  const second = pageLoad(sessionStorage, clock);
  expect(second.reloadAfterChunkError()).toBe(false);
  clock.now += CHUNK_RELOAD_MIN_INTERVAL_MS - 2_001;
  expect(second.reloadAfterChunkError()).toBe(false);
  expect(second.reload).not.toHaveBeenCalled();

  // Ten seconds after the last reload, a failure may reload again.
  clock.now += 1;
  expect(second.reloadAfterChunkError()).toBe(true);
  expect(second.reload).toHaveBeenCalledTimes(1);
});

test('without session storage it never reloads (it could not count)', () => {
  const reload = vi.fn();
  const reloader = createChunkReloader({ now: Date.now, storage: () => undefined, reload });
  expect(reloader()).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});
