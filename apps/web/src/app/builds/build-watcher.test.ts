import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createBuildWatcher } from './build-watcher.ts';

let served: () => Response;
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => served());
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  served = () => json({ buildId: 'build-1' });
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('polls /build.json uncached every interval and notices a new id once', async () => {
  const onNewBuild = vi.fn();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const watcher = createBuildWatcher({ currentBuildId: 'build-1', intervalMs: 60_000, onNewBuild });
  const stop = watcher.start();

  await vi.advanceTimersByTimeAsync(59_999);
  expect(fetchMock).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/build.json');
  expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe('no-store');
  expect(watcher.isOutdated()).toBe(false);

  served = () => json({ buildId: 'build-2' });
  await vi.advanceTimersByTimeAsync(60_000);
  expect(watcher.isOutdated()).toBe(true);
  expect(onNewBuild).toHaveBeenCalledWith('build-2');
  expect(console.info).toHaveBeenCalledTimes(1);

  // Known to be outdated: no more requests.
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(onNewBuild).toHaveBeenCalledTimes(1);
  stop();
});

test('checks when the tab is shown again, and not while it is hidden', async () => {
  const watcher = createBuildWatcher({ currentBuildId: 'build-1', intervalMs: 60_000 });
  const stop = watcher.start();
  setVisibility('hidden');
  await vi.advanceTimersByTimeAsync(3 * 60_000);
  expect(fetchMock).not.toHaveBeenCalled();
  setVisibility('visible');
  await vi.advanceTimersByTimeAsync(0);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  stop();
  setVisibility('hidden');
  setVisibility('visible');
  await vi.advanceTimersByTimeAsync(60_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a failed check is only logged; the app carries on with its build', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const watcher = createBuildWatcher({ currentBuildId: 'build-1' });
  served = () => json({ success: false }, 404);
  await watcher.check();
  served = () => new Response('<!doctype html>', { status: 200 });
  await watcher.check();
  served = () => json({ buildId: 42 });
  await watcher.check();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await watcher.check();
  expect(warn).toHaveBeenCalledTimes(4);
  expect(watcher.isOutdated()).toBe(false);
});

test('checks asked for at once share one request', async () => {
  const watcher = createBuildWatcher({ currentBuildId: 'build-1' });
  await Promise.all([watcher.check(), watcher.check(), watcher.check()]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
