import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type * as ChunkReload from '../shared/lib/chunk-reload.ts';

const reloadAfterChunkError = vi.fn<() => boolean>();
vi.mock('../shared/lib/chunk-reload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ChunkReload>()),
  reloadAfterChunkError: () => reloadAfterChunkError(),
}));

const { lazyPage } = await import('./lazy-page.ts');

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Error: {this.state.error.message}</p> : this.props.children;
  }
}

function show(Page: ComponentType) {
  render(
    <Boundary>
      <Suspense fallback={<p>Waiting</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/a-1.js');

beforeEach(() => {
  reloadAfterChunkError.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test('loads the named export, and the router can preload it', async () => {
  const importer = vi.fn(async () => ({ NoticesPage: () => <h1>Notices</h1> }));
  const Page = lazyPage(importer, 'NoticesPage');
  await Page.preload?.();
  show(Page);
  expect(screen.getByRole('heading', { name: 'Notices' })).toBeTruthy();
  expect(importer).toHaveBeenCalledTimes(1);
});

test('a chunk that fails to download reloads the page and waits for it', async () => {
  reloadAfterChunkError.mockReturnValue(true);
  const Page = lazyPage(() => Promise.reject(chunkError()), 'NoticesPage');
  // A failed preload (a hover) reloads nothing by itself.
  await Page.preload?.();
  expect(reloadAfterChunkError).not.toHaveBeenCalled();
  await act(async () => show(Page));
  // (Asked again on React's retries; a reload under way answers true again.)
  expect(reloadAfterChunkError).toHaveBeenCalled();
  expect(screen.getByText('Waiting')).toBeTruthy();
});

test('within 10 s of the last reload the error shows instead; other errors always do', async () => {
  reloadAfterChunkError.mockReturnValue(false);
  const Missing = lazyPage(() => Promise.reject(chunkError()), 'NoticesPage');
  await act(async () => show(Missing));
  expect(await screen.findByText(/Failed to fetch dynamically imported module/)).toBeTruthy();
  cleanup();

  reloadAfterChunkError.mockClear();
  const Broken = lazyPage(() => Promise.reject(new Error('boom')), 'NoticesPage');
  await act(async () => show(Broken));
  expect(await screen.findByText('Error: boom')).toBeTruthy();
  expect(reloadAfterChunkError).not.toHaveBeenCalled();
});
