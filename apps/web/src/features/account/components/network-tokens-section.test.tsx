import type { NetworkToken } from '@portal/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  installFakeApi,
  testMe,
  type FakeHandler,
  type FakeRequest,
} from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

const managerMe = { ...testMe, permission_flag: 1 as const, email: 'manager@example.com' };

const SECRET = 'ntk_Q2hhbmdlIGl0IGFuZCB5b3UgZ2V0IGEgbmV3IHRva2Vu1234';

const looker: NetworkToken = {
  id: 7,
  name: 'Looker Studio',
  state: 'active',
  created_at: '2026-01-15T03:00:00.000Z',
  created_by: 'manager@example.com',
  expires_at: '2026-04-15T03:00:00.000Z',
  last_used_at: null,
};

const sheets: NetworkToken = {
  id: 8,
  name: 'Sheets',
  state: 'expired',
  created_at: '2025-10-01T03:00:00.000Z',
  created_by: null,
  expires_at: '2025-12-30T03:00:00.000Z',
  last_used_at: '2025-12-20T05:30:00.000Z',
};

const listReply = (tokens: NetworkToken[]) => ({ body: { success: true, message: '', tokens } });

/**
 * The calls a manager's pages make besides the tokens': who is signed in, the member
 * list, the email choices.
 */
function installManagerApi(handlers: Record<string, FakeHandler>) {
  return installFakeApi({
    'member/me': () => ({ body: managerMe }),
    'member/mail-preferences': () => ({ body: { success: true, message: '', preferences: [] } }),
    'member/mcn/accounts': () => ({
      body: { success: true, message: '', page: 0, size: 50, total: 0, accounts: [] },
    }),
    ...handlers,
  });
}
const calls = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.path === path);

describe('API tokens on the account page', () => {
  test('a member sees no tokens section and no token call is made', async () => {
    const { requests } = installFakeApi({ 'member/me': () => ({ body: testMe }) });
    await renderApp('/config-account', { token: 'token-1' });
    expect(await screen.findByRole('form', { name: '닉네임 변경' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'API 토큰' })).toBeNull();
    expect(calls(requests, 'network-tokens/list')).toHaveLength(0);
  });

  test('a manager with no tokens is told so, and the list loads in a skeleton first', async () => {
    let answer: ((reply: ReturnType<typeof listReply>) => void) | undefined;
    installManagerApi({
      'network-tokens/list': () => new Promise((resolve) => (answer = resolve)),
    });
    await renderApp('/config-account', { token: 'token-1' });
    expect(await screen.findByRole('status', { name: 'API 토큰을 불러오는 중' })).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    answer!(listReply([]));
    expect(await screen.findByText(/아직 만든 토큰이 없습니다/)).toBeTruthy();
  });

  test('lists each token with its state, maker, expiry and last use', async () => {
    installManagerApi({
      'network-tokens/list': () => listReply([looker, sheets]),
    });
    await renderApp('/config-account', { token: 'token-1' });
    const list = await screen.findByRole('list', { name: 'API 토큰 목록' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Looker Studio');
    expect(first!.textContent).toContain('사용 중');
    expect(first!.textContent).toContain('manager@example.com님이 만듦');
    expect(first!.textContent).toContain('2026. 4. 15.에 만료');
    expect(first!.textContent).toContain('아직 사용하지 않음');
    expect(second!.textContent).toContain('만료됨');
    expect(second!.textContent).toContain('2025. 10. 1.에 만듦');
    expect(second!.textContent).toContain('마지막 사용');
  });

  test('shows a failed list with the reason and tries again', async () => {
    let fail = true;
    installManagerApi({
      'network-tokens/list': () =>
        fail
          ? {
              status: 503,
              body: { success: false, code: 'unavailable', message: '잠시 후 다시 시도해 주세요.' },
            }
          : listReply([looker]),
    });
    await renderApp('/config-account', { token: 'token-1' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('API 토큰을 불러오지 못했습니다');
    expect(alert.textContent).toContain('잠시 후 다시 시도해 주세요.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('Looker Studio')).toBeTruthy();
  });

  test('creates a token and shows it once, with Copy, then never again', async () => {
    let tokens: NetworkToken[] = [];
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { requests } = installManagerApi({
      'network-tokens/list': () => listReply(tokens),
      'network-tokens/create': (request) => {
        const body = request.body as { name: string };
        tokens = [{ ...looker, name: body.name, expires_at: null }];
        return {
          body: {
            success: true,
            message: 'API 토큰이 생성되었습니다.',
            token: SECRET,
            network_token: tokens[0],
          },
        };
      },
    });
    await renderApp('/config-account', { token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: '토큰 만들기' }));
    const dialog = await screen.findByRole('dialog', { name: '새 API 토큰' });
    // The keyboard starts in the name; a name is required.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('토큰 이름'));
    fireEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await within(dialog).findByText('토큰 이름을 입력해 주세요.')).toBeTruthy();
    expect(calls(requests, 'network-tokens/create')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('토큰 이름'), {
      target: { value: 'Looker Studio' },
    });
    const expiry = within(dialog).getByLabelText<HTMLSelectElement>('만료');
    expect(expiry.value).toBe('90');
    expect([...expiry.options].map((option) => option.text)).toEqual([
      '30일',
      '90일',
      '365일',
      '만료 없음',
    ]);
    fireEvent.change(expiry, { target: { value: 'never' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '만들기' }));

    const shown = await screen.findByRole('dialog', { name: '토큰을 복사해 두세요' });
    const field = within(shown).getByLabelText<HTMLInputElement>('API 토큰');
    expect(field.value).toBe(SECRET);
    expect(field.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(calls(requests, 'network-tokens/create')[0]!.body).toEqual({
      name: 'Looker Studio',
      expires_in_days: null,
    });
    fireEvent.click(within(shown).getByRole('button', { name: '복사' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('토큰을 복사했습니다.')).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: '완료' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('list', { name: 'API 토큰 목록' })).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  test('Escape leaves the new-token dialog without making one', async () => {
    const { requests } = installManagerApi({
      'network-tokens/list': () => listReply([]),
    });
    await renderApp('/config-account', { token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: '토큰 만들기' }));
    const dialog = await screen.findByRole('dialog', { name: '새 API 토큰' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(requests, 'network-tokens/create')).toHaveLength(0);
  });

  test('says why a token could not be made', async () => {
    installManagerApi({
      'network-tokens/list': () => listReply([looker]),
      'network-tokens/create': () => ({
        status: 409,
        body: {
          success: false,
          code: 'network_tokens_full',
          message: 'API 토큰은 사이트당 최대 20개까지 만들 수 있습니다.',
        },
      }),
    });
    await renderApp('/config-account', { token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: '토큰 만들기' }));
    const dialog = await screen.findByRole('dialog', { name: '새 API 토큰' });
    fireEvent.change(within(dialog).getByLabelText('토큰 이름'), { target: { value: 'More' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'API 토큰은 사이트당 최대 20개까지 만들 수 있습니다.',
    );
  });

  test('revokes a token after saying what that does', async () => {
    let tokens = [looker, sheets];
    const { requests } = installManagerApi({
      'network-tokens/list': () => listReply(tokens),
      'network-tokens/revoke': (request) => {
        tokens = tokens.filter((token) => token.id !== (request.body as { id: number }).id);
        return { body: { success: true, message: 'API 토큰이 폐기되었습니다.' } };
      },
    });
    await renderApp('/config-account', { token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Looker Studio 토큰 폐기' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Looker Studio 토큰을 폐기할까요?',
    });
    expect(dialog.textContent).toContain('바로 리포트를 읽지 못하게 됩니다');
    fireEvent.click(within(dialog).getByRole('button', { name: '폐기하기' }));
    expect(await screen.findByText('API 토큰이 폐기되었습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Looker Studio')).toBeNull());
    expect(calls(requests, 'network-tokens/revoke')[0]!.body).toEqual({ id: 7 });
  });

  test('reads in English', async () => {
    installManagerApi({
      'network-tokens/list': () => listReply([looker]),
    });
    await renderApp('/en/config-account', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: 'API tokens' })).toBeTruthy();
    expect(await screen.findByText('Created Jan 15, 2026 by manager@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke the token Looker Studio' })).toBeTruthy();
  });
});
