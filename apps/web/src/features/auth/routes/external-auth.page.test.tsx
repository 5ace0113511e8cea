import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { installFakeApi, testMe } from '../../../../test/fake-api.ts';
import { currentUrl, renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

test('a valid code becomes a session and the dashboard follows', async () => {
  const { requests } = installFakeApi({
    'member/external/auth': () => ({ body: { success: true, message: '', token: 'token-ext' } }),
    'member/me': () => ({ body: { ...testMe, token: 'token-ext' } }),
  });
  const { history } = await renderApp('/external/auth?code=12345678901234567890');
  await waitFor(() => expect(currentUrl(history)).toBe('/dashboard'));
  expect(localStorage.getItem('accessToken')).toBe('token-ext');
  const exchanges = requests.filter((request) => request.path === 'member/external/auth');
  // Exchanged once (the code is single-use), and not mangled into a number.
  expect(exchanges.map((request) => request.body)).toEqual([{ code: '12345678901234567890' }]);
});

test('a rejected code shows the message and a way to the login page', async () => {
  installFakeApi({
    'member/external/auth': () => ({
      status: 401,
      body: {
        success: false,
        code: 'invalid_login_code',
        message: 'This login link is invalid or has expired.',
      },
    }),
  });
  await renderApp('/en/external/auth?code=used');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This login link is invalid or has expired.',
  );
  expect(screen.getByRole('link', { name: 'Go to the login page' }).getAttribute('href')).toBe(
    '/en/login',
  );
  expect(screen.queryByTestId('dashboard-layout')).toBeNull();
});

test('without a code there is nothing to exchange', async () => {
  const { requests } = installFakeApi();
  await renderApp('/external/auth');
  expect((await screen.findByRole('alert')).textContent).toBe(
    '로그인 코드가 없습니다. 링크를 다시 확인해 주세요.',
  );
  expect(requests.some((request) => request.path === 'member/external/auth')).toBe(false);
});
