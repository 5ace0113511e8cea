import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi } from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';
import { loginCalls, submitLogin } from './login-form.test-kit.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

describe('login form', () => {
  test('empty fields: one message asks for email and password, nothing is sent', async () => {
    const { requests } = installFakeApi();
    await renderApp('/login');
    await submitLogin({});

    expect((await screen.findByRole('alert')).textContent).toBe(
      '이메일과 비밀번호를 입력해 주세요.',
    );
    expect(screen.getByLabelText('이메일').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('비밀번호').getAttribute('aria-invalid')).toBe('true');
    expect(loginCalls(requests)).toHaveLength(0);
  });

  test('the first empty field takes the focus, and the message goes once both are filled', async () => {
    const { requests } = installFakeApi();
    await renderApp('/login');
    await submitLogin({ email: 'creator@example.com' });
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(screen.getByLabelText('비밀번호'));

    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'secret' } });
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent ?? '').toBe(''));
    expect(screen.getByLabelText('비밀번호').getAttribute('aria-invalid')).toBeNull();
    expect(loginCalls(requests)).toHaveLength(0);
  });

  test('the same rule in English, for a missing password alone', async () => {
    const { requests } = installFakeApi();
    await renderApp('/en/login');
    await submitLogin({ email: 'creator@example.com' }, 'en');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter your email and password.',
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(loginCalls(requests)).toHaveLength(0);
  });

  test('an email of spaces counts as empty (the id is trimmed)', async () => {
    installFakeApi();
    await renderApp('/login');
    await submitLogin({ email: '   ', password: 'secret' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '이메일과 비밀번호를 입력해 주세요.',
    );
  });

  test('a rejected login shows the server’s message and keeps the visitor on the form', async () => {
    installFakeApi({
      'member/login': () => ({
        status: 401,
        body: {
          success: false,
          code: 'invalid_credentials',
          message: '이메일 또는 비밀번호가 올바르지 않습니다.',
        },
      }),
    });
    await renderApp('/login');
    await submitLogin({ email: 'creator@example.com', password: 'wrong' });

    expect((await screen.findByRole('alert')).textContent).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  test('a dropped connection reads as such, in the page language', async () => {
    installFakeApi({
      'member/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderApp('/zh-CN/login');
    await submitLogin({ email: 'creator@example.com', password: 'secret' }, 'zh-CN');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '无法连接服务器，请检查网络后重试。',
    );
  });
});
