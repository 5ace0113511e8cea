import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { installFakeApi } from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { loginCalls, submitLogin } from './login-form.test-kit.ts';

// The login rules' chunk cannot be fetched (the connection dropped after the page came).
vi.mock('./login-rules.ts', () => {
  throw new Error('Failed to fetch the login rules');
});

afterEach(() => cleanup());

test('a login whose rules never arrived says the connection failed, and sends nothing', async () => {
  const { requests } = installFakeApi();
  await renderApp('/login');
  await submitLogin({ email: 'creator@example.com', password: 'secret' });
  expect((await screen.findByRole('alert')).textContent).toBe(
    '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  );
  expect(loginCalls(requests)).toHaveLength(0);
});
