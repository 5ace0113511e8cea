import { fireEvent, screen } from '@testing-library/react';

/** The login form's labels in the page's language. */
const LABELS = {
  ko: { email: '이메일', password: '비밀번호', submit: '로그인' },
  en: { email: 'Email', password: 'Password', submit: 'Log in' },
  'zh-CN': { email: '邮箱', password: '密码', submit: '登录' },
} as const;

/**
 * Types what is given into the rendered login form (a field left out stays as it is)
 * and presses its button, as a visitor would.
 */
export async function submitLogin(
  values: { email?: string; password?: string },
  language: keyof typeof LABELS = 'ko',
): Promise<void> {
  const labels = LABELS[language];
  const email = await screen.findByLabelText(labels.email);
  if (values.email !== undefined) fireEvent.change(email, { target: { value: values.email } });
  if (values.password !== undefined)
    fireEvent.change(screen.getByLabelText(labels.password), {
      target: { value: values.password },
    });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

/** The sign-in calls among the fake API's requests. */
export const loginCalls = (requests: { path: string }[]) =>
  requests.filter((request) => request.path === 'member/login');
