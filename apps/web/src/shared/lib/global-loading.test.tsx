import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { BackgroundSpinner } from '../../app/background-spinner.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { initI18n } from '../i18n/i18n.ts';
import {
  LOADING_HIDE_DELAY_MS,
  isLoading,
  startLoading,
  useGlobalLoading,
  withLoading,
} from './global-loading.ts';

beforeAll(() => initI18n('en'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const overlay = () => screen.queryByTestId('loading-overlay');

/** Starts `key` inside act (the overlay renders) and returns its stop, also wrapped. */
function start(key: string): () => void {
  let stop!: () => void;
  act(() => {
    stop = startLoading(key);
  });
  return () => act(() => stop());
}

test('keys are counted: loading lasts until every start of every key has stopped', () => {
  const stopSave = startLoading('save');
  const stopSaveAgain = startLoading('save');
  const stopUpload = startLoading('upload');
  expect([isLoading(), isLoading('save'), isLoading('upload')]).toEqual([true, true, true]);
  stopSave();
  stopSave(); // twice is harmless
  expect(isLoading('save')).toBe(true);
  stopSaveAgain();
  expect([isLoading('save'), isLoading()]).toEqual([false, true]);
  stopUpload();
  expect(isLoading()).toBe(false);
});

test('the overlay shows while any key runs and hides a moment after the last ends', async () => {
  render(<BackgroundSpinner />);
  expect(overlay()).toBeNull();
  let finish!: () => void;
  let work!: Promise<void>;
  act(() => {
    work = withLoading('export', new Promise<void>((resolve) => (finish = resolve)));
  });
  const stop = start('refresh');
  expect(overlay()?.getAttribute('role')).toBe('status');

  await act(async () => {
    finish();
    await work;
  });
  expect(overlay()).not.toBeNull(); // 'refresh' still runs
  stop();
  act(() => vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS - 1));
  expect(overlay()).not.toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(overlay()).toBeNull();
});

test('a key started again before the delay ends keeps the overlay without a flicker', () => {
  render(<BackgroundSpinner />);
  const stopFirst = start('first');
  stopFirst();
  act(() => vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS / 2));
  const stopSecond = start('second');
  act(() => vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS));
  expect(overlay()).not.toBeNull();
  stopSecond();
  act(() => vi.advanceTimersByTime(LOADING_HIDE_DELAY_MS));
  expect(overlay()).toBeNull();
});

function Saver({ overlay: showOverlay }: { overlay: boolean }) {
  const save = useMutation({
    mutationFn: () => new Promise<void>((resolve) => setTimeout(resolve, 1000)),
    meta: { overlay: showOverlay },
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  );
}

function Poller({ active }: { active: boolean }) {
  useGlobalLoading('poll', active);
  return null;
}

test('mutations run under the overlay unless they opt out', async () => {
  const queryClient = createQueryClient();
  const { rerender } = render(
    <QueryClientProvider client={queryClient}>
      <Saver overlay />
      <BackgroundSpinner />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(overlay()).not.toBeNull();
  await act(async () => vi.advanceTimersByTimeAsync(1000 + 10));
  expect(overlay()).not.toBeNull(); // lingers a moment
  await act(async () => vi.advanceTimersByTimeAsync(LOADING_HIDE_DELAY_MS));
  expect(overlay()).toBeNull();

  rerender(
    <QueryClientProvider client={queryClient}>
      <Saver overlay={false} />
      <BackgroundSpinner />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await act(async () => vi.advanceTimersByTimeAsync(10));
  expect(overlay()).toBeNull();
  await act(async () => vi.advanceTimersByTimeAsync(1000));
});

test('useGlobalLoading holds its key while active and mounted', () => {
  const { rerender, unmount } = render(<Poller active={false} />);
  expect(isLoading('poll')).toBe(false);
  rerender(<Poller active />);
  expect(isLoading('poll')).toBe(true);
  rerender(<Poller active={false} />);
  expect(isLoading('poll')).toBe(false);
  rerender(<Poller active />);
  unmount();
  expect(isLoading('poll')).toBe(false);
});
