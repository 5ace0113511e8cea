import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi } from '../../../../test/fake-api.ts';
import { currentUrl, renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('sign-up', () => {
  test('each rule of docs/product.md §10.1 shows under its field', async () => {
    const { requests } = installFakeApi();
    await renderApp('/join');
    await screen.findByRole('heading', { name: '회원가입' });
    fill('이메일', 'not-an-email');
    fill('비밀번호', '12');
    fill('닉네임', 'a');
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));

    expect(await screen.findByText('올바른 이메일 주소를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호는 4~64자로 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('닉네임은 2~12자로 입력해 주세요.')).toBeTruthy();
    // The error is announced with its field.
    const nickname = screen.getByLabelText('닉네임');
    const describedBy = nickname.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      '닉네임은 2~12자로 입력해 주세요.',
    );
    expect(requests.some((request) => request.path === 'v2/mcn/join')).toBe(false);
  });

  test('the confirmation must match the password', async () => {
    installFakeApi();
    await renderApp('/join');
    await screen.findByRole('heading', { name: '회원가입' });
    fill('이메일', 'new@example.com');
    fill('비밀번호', 'secret-1');
    fill('비밀번호 확인', 'secret-2');
    fill('닉네임', '새회원');
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
  });

  test('a refusal shows the server’s message', async () => {
    installFakeApi({
      'v2/mcn/join': () => ({
        status: 429,
        body: {
          success: false,
          code: 'too_many_attempts',
          message: '실패한 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
        },
      }),
    });
    await renderApp('/join');
    await screen.findByRole('heading', { name: '회원가입' });
    fill('이메일', 'taken@example.com');
    fill('비밀번호', 'secret-1');
    fill('비밀번호 확인', 'secret-1');
    fill('닉네임', '새회원');
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '실패한 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
    );
  });

  test('success shows the success page, whose login button brings the email along', async () => {
    const { requests } = installFakeApi({
      'v2/mcn/join': () => ({ body: { success: true, message: '회원가입이 완료되었습니다.' } }),
    });
    const { history } = await renderApp('/join');
    await screen.findByRole('heading', { name: '회원가입' });
    fill('이메일', ' New@Example.com ');
    fill('비밀번호', 'secret-1');
    fill('비밀번호 확인', 'secret-1');
    fill('닉네임', ' 새회원 ');
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));

    const success = await screen.findByTestId('join-success');
    expect(within(success).getByRole('heading').textContent).toBe('회원가입이 완료되었습니다');
    // The same reply comes for an address that had an account: the page says where to look.
    expect(
      within(success).getByText('이미 가입된 주소였다면 로그인 방법을 그 주소로 보내 드렸습니다.'),
    ).toBeTruthy();
    expect(requests.find((request) => request.path === 'v2/mcn/join')?.body).toEqual({
      email: 'new@example.com',
      password: 'secret-1',
      password_confirm: 'secret-1',
      nickname: '새회원',
    });

    fireEvent.click(within(success).getByRole('link', { name: '로그인하러 가기' }));
    const email = await screen.findByLabelText<HTMLInputElement>('이메일');
    expect(currentUrl(history)).toBe('/login');
    expect(email.value).toBe('new@example.com');
  });
});
