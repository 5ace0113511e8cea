import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, testMe, type FakeRequest } from '../../../../test/fake-api.ts';
import { currentUrl, renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

const wrongPassword = () => ({
  status: 403,
  body: { success: false, code: 'wrong_password', message: '비밀번호가 올바르지 않습니다.' },
});

describe('account settings', () => {
  test('shows the email read-only and changes the nickname with the current password', async () => {
    let nickname = testMe.nickname;
    const { requests } = installFakeApi({
      'member/me': () => ({ body: { ...testMe, nickname } }),
      'member/account/update': (request: FakeRequest) => {
        nickname = (request.body as { nickname: string }).nickname;
        return { body: { success: true, message: '계정 정보가 변경되었습니다.' } };
      },
    });
    await renderApp('/config-account', { token: 'token-1' });
    const email = await screen.findByLabelText<HTMLInputElement>('이메일');
    expect(email.value).toBe('creator@example.com');
    expect(email.readOnly).toBe(true);

    const form = screen.getByRole('form', { name: '닉네임 변경' });
    fireEvent.change(within(form).getByLabelText('닉네임'), { target: { value: '새닉네임' } });
    fireEvent.change(within(form).getByLabelText('현재 비밀번호'), {
      target: { value: 'secret-1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '닉네임 저장' }));

    // The reply comes after the call is signed: wait for its text, not just the region.
    const status = await screen.findByRole('status', { name: '알림' });
    await waitFor(() => expect(status.textContent).toContain('계정 정보가 변경되었습니다.'));
    expect(requests.find((request) => request.path === 'member/account/update')?.body).toEqual({
      password: 'secret-1',
      nickname: '새닉네임',
    });
    // The header follows the saved nickname.
    expect(await screen.findAllByText('새닉네임')).not.toHaveLength(0);
  });

  test('a new password must be 4–64 characters and confirmed', async () => {
    const { requests } = installFakeApi({ 'member/me': () => ({ body: testMe }) });
    await renderApp('/config-account', { token: 'token-1' });
    const form = await screen.findByRole('form', { name: '비밀번호 변경' });
    fireEvent.change(within(form).getByLabelText('현재 비밀번호'), {
      target: { value: 'secret-1' },
    });
    fireEvent.change(within(form).getByLabelText('새 비밀번호'), { target: { value: 'abc' } });
    fireEvent.change(within(form).getByLabelText('새 비밀번호 확인'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect(await within(form).findByText('비밀번호는 4~64자로 입력해 주세요.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('새 비밀번호'), { target: { value: 'abcd' } });
    fireEvent.change(within(form).getByLabelText('새 비밀번호 확인'), {
      target: { value: 'abce' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect(await within(form).findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(requests.some((request) => request.path === 'member/account/update')).toBe(false);
  });

  test('a wrong current password is shown under that field', async () => {
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'member/account/update': wrongPassword,
    });
    await renderApp('/config-account', { token: 'token-1' });
    const form = await screen.findByRole('form', { name: '비밀번호 변경' });
    fireEvent.change(within(form).getByLabelText('현재 비밀번호'), { target: { value: 'nope' } });
    fireEvent.change(within(form).getByLabelText('새 비밀번호'), { target: { value: 'abcd' } });
    fireEvent.change(within(form).getByLabelText('새 비밀번호 확인'), {
      target: { value: 'abcd' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect(await within(form).findByText('비밀번호가 올바르지 않습니다.')).toBeTruthy();
  });

  test('deleting needs the password and the acknowledgement, then ends the session', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: testMe }),
      'member/account/delete.account': (request: FakeRequest) =>
        (request.body as { password: string }).password === 'secret-1'
          ? { body: { success: true, message: '계정이 삭제되었습니다.' } }
          : wrongPassword(),
    });
    const { history } = await renderApp('/config-account', { token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: '계정 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 계정을 삭제할까요?' });
    // Focus starts in the password field.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('현재 비밀번호'));

    fireEvent.change(within(dialog).getByLabelText('현재 비밀번호'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '계정 삭제하기' }));
    expect(await within(dialog).findByText('안내 사항을 확인하고 체크해 주세요.')).toBeTruthy();

    fireEvent.click(
      within(dialog).getByLabelText('안내 사항을 확인했으며 계정 삭제에 동의합니다.'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '계정 삭제하기' }));
    expect(await within(dialog).findByText('비밀번호가 올바르지 않습니다.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('현재 비밀번호'), {
      target: { value: 'secret-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '계정 삭제하기' }));
    await waitFor(() => expect(currentUrl(history)).toBe('/'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(screen.getByTestId('snackbars').textContent).toContain('계정이 삭제되었습니다.');
    expect(
      requests.filter((request) => request.path === 'member/account/delete.account'),
    ).toHaveLength(2);
  });
});
