import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { calls, installFakeApi, testMe } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * The dashboard layout's code is held back for the whole file: what the app asks for
 * before it arrives is what a phone on a slow network gets while it downloads.
 */
const layoutCode = vi.hoisted(() => ({ release: () => {} }));
vi.mock('./dashboard-layout.tsx', async (importOriginal) => {
  await new Promise<void>((resolve) => (layoutCode.release = resolve));
  return importOriginal();
});

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe('signed-in layout prefetch', () => {
  test('the user data is asked for as the route loads, before the layout’s code, and only once', async () => {
    // Whether the app had painted anything (the pending spinner) when the call went out:
    // without the prefetch the first to ask is the session watcher, once the root renders.
    const paintedWhenAsked: boolean[] = [];
    const { requests } = installFakeApi({
      'member/me': () => {
        paintedWhenAsked.push(screen.queryAllByRole('status', { name: '불러오는 중' }).length > 0);
        return { body: { ...testMe, nickname: '먼저 온 닉네임' } };
      },
      'notice/unread-count': () => ({ body: { success: true, message: '', unread: 0 } }),
    });
    await renderApp('/language', { token: 'token-1' });

    await waitFor(() => expect(calls(requests, 'member/me')).toHaveLength(1));
    expect(calls(requests, 'member/me')[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(paintedWhenAsked).toEqual([false]);
    expect(screen.queryByTestId('dashboard-layout')).toBeNull();

    // The layout, once here, shows the user data already fetched without asking again.
    layoutCode.release();
    expect(await screen.findByText('먼저 온 닉네임')).toBeTruthy();
    expect(calls(requests, 'member/me')).toHaveLength(1);
  });
});
