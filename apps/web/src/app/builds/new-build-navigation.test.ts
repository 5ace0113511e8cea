import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { expect, test, vi } from 'vitest';
import { loadNewBuildOnNavigation, type DocumentLoader } from './new-build-navigation.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  let outdated = false;
  const loader: DocumentLoader = { load: vi.fn(), reload: vi.fn() };
  const history = createMemoryHistory({ initialEntries: ['/dashboard'] });
  loadNewBuildOnNavigation(history, () => outdated, loader);
  return { history, loader, publish: () => (outdated = true) };
}

test('on the same build, navigations stay client-side', async () => {
  const { history, loader } = setup();
  history.push('/notices');
  await tick();
  expect(history.location.pathname).toBe('/notices');
  expect(loader.load).not.toHaveBeenCalled();
});

test('once a new build is out, the next navigation loads its target in full', async () => {
  const { history, loader, publish } = setup();
  publish();
  history.push('/en/report-video?channel=abc#top');
  await tick();
  expect(loader.load).toHaveBeenCalledWith('/en/report-video?channel=abc#top', 'push');
  // No client-side transition: the page stays until the new document replaces it.
  expect(history.location.pathname).toBe('/dashboard');

  history.replace('/login');
  await tick();
  expect(loader.load).toHaveBeenLastCalledWith('/login', 'replace');
});

test('back and forward reload the address the browser moved to', async () => {
  type Blocker = Parameters<RouterHistory['block']>[0];
  let blocker: Blocker | undefined;
  const fakeHistory = {
    block: (next: Blocker) => {
      blocker = next;
      return () => {};
    },
  } as unknown as Parameters<typeof loadNewBuildOnNavigation>[0];
  const loader: DocumentLoader = { load: vi.fn(), reload: vi.fn() };
  loadNewBuildOnNavigation(fakeHistory, () => true, loader);
  expect(blocker?.enableBeforeUnload).toBe(false);

  const location = createMemoryHistory({ initialEntries: ['/notices'] }).location;
  const settled = vi.fn();
  void Promise.resolve(
    blocker?.blockerFn({ currentLocation: location, nextLocation: location, action: 'BACK' }),
  ).then(settled);
  await tick();
  expect(loader.reload).toHaveBeenCalledTimes(1);
  // The step never completes client-side: the reload takes over.
  expect(settled).not.toHaveBeenCalled();
});
