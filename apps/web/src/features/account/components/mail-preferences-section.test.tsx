import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@portal/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { calls, installFakeApi, testMe, type FakeHandler } from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

const reply = (off: OptionalMailKind[] = []) => ({
  body: {
    success: true,
    message: '',
    preferences: OPTIONAL_MAIL_KINDS.map((kind) => ({ kind, on: !off.includes(kind) })),
  },
});

function installMailApi(handlers: Record<string, FakeHandler>) {
  return installFakeApi({ 'member/me': () => ({ body: testMe }), ...handlers });
}

describe('email choices on the account page', () => {
  test('lists each kind the member may turn off, loading in a skeleton first', async () => {
    let answer: ((value: ReturnType<typeof reply>) => void) | undefined;
    installMailApi({
      'member/mail-preferences': () => new Promise((resolve) => (answer = resolve)),
    });
    await renderApp('/config-account', { token: 'token-1' });
    expect(await screen.findByRole('status', { name: '이메일 설정을 불러오는 중' })).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    answer!(reply(['weeklyDigest']));
    const group = await screen.findByRole('group', { name: '받을 이메일' });
    const boxes = within(group).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes).toHaveLength(OPTIONAL_MAIL_KINDS.length);
    expect(within(group).getByLabelText<HTMLInputElement>('주간 리포트(월요일 아침)').checked).toBe(
      false,
    );
    expect(within(group).getByLabelText<HTMLInputElement>('월 정산서 발행').checked).toBe(true);
  });

  test('saves a change at once and says so', async () => {
    let off: OptionalMailKind[] = [];
    const { requests } = installMailApi({
      'member/mail-preferences': (request) => {
        if (request.method === 'GET') return reply(off);
        const body = request.body as { kind: OptionalMailKind; on: boolean };
        off = body.on ? off.filter((kind) => kind !== body.kind) : [...off, body.kind];
        return { body: { success: true, message: '메일 수신 설정을 저장했습니다.' } };
      },
    });
    await renderApp('/config-account', { token: 'token-1' });
    const digest = await screen.findByLabelText<HTMLInputElement>('주간 리포트(월요일 아침)');
    expect(digest.checked).toBe(true);
    // A checkbox answers the keyboard's Space as a click does.
    digest.focus();
    fireEvent.click(digest);
    expect(await screen.findByText('메일 수신 설정을 저장했습니다.')).toBeTruthy();
    await waitFor(() => expect(digest.checked).toBe(false));
    const posts = calls(requests, 'member/mail-preferences').filter(
      (request) => request.method === 'POST',
    );
    expect(posts.map((request) => request.body)).toEqual([{ kind: 'weeklyDigest', on: false }]);
  });

  test('puts a refused change back and says why', async () => {
    installMailApi({
      'member/mail-preferences': (request) =>
        request.method === 'GET'
          ? reply()
          : {
              status: 503,
              body: { success: false, code: 'unavailable', message: '잠시 후 다시 시도해 주세요.' },
            },
    });
    await renderApp('/config-account', { token: 'token-1' });
    const closed = await screen.findByLabelText<HTMLInputElement>('월 정산서 발행');
    fireEvent.click(closed);
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeTruthy();
    await waitFor(() => expect(closed.checked).toBe(true));
  });

  test('shows a failed list with the reason and tries again', async () => {
    let fail = true;
    installMailApi({
      'member/mail-preferences': () =>
        fail
          ? {
              status: 503,
              body: { success: false, code: 'unavailable', message: '잠시 후 다시 시도해 주세요.' },
            }
          : reply(),
    });
    await renderApp('/config-account', { token: 'token-1' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('이메일 설정을 불러오지 못했습니다');
    expect(alert.textContent).toContain('잠시 후 다시 시도해 주세요.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('group', { name: '받을 이메일' })).toBeTruthy();
  });

  test('reads in the page language', async () => {
    installMailApi({ 'member/mail-preferences': () => reply() });
    await renderApp('/en/config-account', { token: 'token-1' });
    expect(await screen.findByLabelText('A monthly statement is ready')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Email notifications' })).toBeTruthy();
  });
});
