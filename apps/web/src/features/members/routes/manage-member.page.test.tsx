import type { MemberAccount } from '@portal/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, testMe, type FakeRequest } from '../../../../test/fake-api.ts';
import { currentUrl, renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';
import { localDay } from '../components/member-forms.schema.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

const managerMe = {
  ...testMe,
  permission_flag: 1 as const,
  email: 'manager@example.com',
  nickname: '매니저',
};

const creator: MemberAccount = {
  user_id: 'creator1@example.com',
  nickname: '크리에이터1',
  registered_at: '2026-01-15T03:00:00.000Z',
  fee_rate: 20,
  next_fee_rate: { fee_rate: 25.5, effective_from: '2099-08-01' },
  channels: ['뮤직채널'],
};

const creator2: MemberAccount = {
  user_id: 'creator2@example.com',
  nickname: '크리에이터2',
  registered_at: '2026-02-01T03:00:00.000Z',
  fee_rate: 0,
  next_fee_rate: null,
  channels: [],
};

function accountsReply(accounts: MemberAccount[], page = 0, total = accounts.length) {
  return { body: { success: true, message: '', page, size: 50, total, accounts } };
}

const calls = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.path === path);

function fillIn(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

describe('member management list', () => {
  test('a member sees a managers-only message and no member call is made', async () => {
    const { requests } = installFakeApi({ 'member/me': () => ({ body: testMe }) });
    await renderApp('/manage-member', { token: 'token-1' });
    expect(await screen.findByText('관리자 전용 화면입니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '대시보드로 이동' })).toBeTruthy();
    expect(calls(requests, 'member/mcn/accounts')).toHaveLength(0);
  });

  test('a manager sees each member: email, nickname, joined, channels, share and the next share', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply([creator, creator2]),
    });
    await renderApp('/manage-member', { token: 'token-1' });
    const table = await screen.findByRole('table', { name: '회원 목록' });
    const row = within(table).getByRole('row', { name: /creator1@example\.com/ });
    expect(row.textContent).toContain('크리에이터1');
    expect(row.textContent).toContain('2026. 1. 15.');
    expect(row.textContent).toContain('뮤직채널');
    expect(row.textContent).toContain('20%');
    expect(row.textContent).toContain('2099. 8. 1.부터 25.5%');
    const other = within(table).getByRole('row', { name: /creator2@example\.com/ });
    expect(other.textContent).toContain('배정된 채널 없음');
    expect(other.textContent).toContain('0%');
    expect(screen.getByText('전체 2명 중 1–2')).toBeTruthy();

    const first = calls(requests, 'member/mcn/accounts')[0]!;
    expect(first.query.get('page')).toBe('0');
    expect(first.query.get('size')).toBe('50');
    expect(first.query.has('search')).toBe(false);
  });

  test('on a phone the members are cards', async () => {
    installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply([creator]),
    });
    await renderApp('/manage-member', { token: 'token-1', width: 360 });
    const list = await screen.findByRole('list', { name: '회원 목록' });
    expect(within(list).getByText('creator1@example.com')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('no members yet: says so and offers to create one', async () => {
    installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply([]),
    });
    await renderApp('/manage-member', { token: 'token-1' });
    const heading = await screen.findByRole('heading', { name: '아직 회원이 없습니다' });
    const card = heading.closest('section') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: '회원 추가' }));
    expect(await screen.findByRole('dialog', { name: '회원 추가' })).toBeTruthy();
  });

  test('a failed list shows the reply’s message in a snackbar and on the page, with a retry', async () => {
    let fail = true;
    installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () =>
        fail
          ? {
              status: 403,
              body: { success: false, code: 'forbidden', message: '권한이 없습니다.' },
            }
          : accountsReply([creator]),
    });
    await renderApp('/manage-member', { token: 'token-1' });
    expect(await screen.findByText('회원 목록을 불러오지 못했습니다')).toBeTruthy();
    expect(screen.getByTestId('snackbars').textContent).toContain('권한이 없습니다.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('row', { name: /creator1@example\.com/ })).toBeTruthy();
  });

  test('searching asks the server and says when nothing matches', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': (request) =>
        request.query.get('search') ? accountsReply([]) : accountsReply([creator]),
    });
    await renderApp('/manage-member', { token: 'token-1' });
    await screen.findByRole('row', { name: /creator1@example\.com/ });
    fireEvent.change(screen.getByLabelText('회원 검색'), { target: { value: '없는사람' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('‘없는사람’와 일치하는 회원이 없습니다')).toBeTruthy();
    expect(calls(requests, 'member/mcn/accounts').at(-1)?.query.get('search')).toBe('없는사람');
    fireEvent.click(screen.getByRole('button', { name: '검색 지우기' }));
    expect(await screen.findByRole('row', { name: /creator1@example\.com/ })).toBeTruthy();
  });
});

describe('create member', () => {
  test('checks every field before sending, then creates and reloads the list', async () => {
    let members: MemberAccount[] = [creator];
    const { requests } = installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply(members),
      'member/mcn/add': (request) => {
        const body = request.body as { user_id: string; nickname: string };
        members = [{ ...creator2, user_id: body.user_id, nickname: body.nickname }, ...members];
        return { body: { success: true, message: '회원이 생성되었습니다.' } };
      },
    });
    await renderApp('/manage-member', { token: 'token-1' });
    await screen.findByRole('row', { name: /creator1@example\.com/ });
    fireEvent.click(screen.getByRole('button', { name: '회원 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 추가' });
    // Focus starts in the first field.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('이메일'));

    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    expect(await within(dialog).findByText('이메일을 입력해 주세요.')).toBeTruthy();
    expect(within(dialog).getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(within(dialog).getByText('닉네임을 입력해 주세요.')).toBeTruthy();

    fillIn(dialog, '이메일', 'not-an-email');
    fillIn(dialog, '비밀번호', 'abc');
    fillIn(dialog, '비밀번호 확인', 'abd');
    fillIn(dialog, '닉네임', '가');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    expect(await within(dialog).findByText('올바른 이메일 주소를 입력해 주세요.')).toBeTruthy();
    expect(within(dialog).getByText('비밀번호는 4~64자로 입력해 주세요.')).toBeTruthy();
    expect(within(dialog).getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(within(dialog).getByText('닉네임은 2자 이상 입력해 주세요.')).toBeTruthy();
    expect(calls(requests, 'member/mcn/add')).toHaveLength(0);

    fillIn(dialog, '이메일', ' New.Member@Example.com ');
    fillIn(dialog, '비밀번호', 'secret-1');
    fillIn(dialog, '비밀번호 확인', 'secret-1');
    fillIn(dialog, '닉네임', '새 회원');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('snackbars').textContent).toContain('회원이 생성되었습니다.');
    expect(calls(requests, 'member/mcn/add')[0]?.body).toEqual({
      user_id: 'new.member@example.com',
      password: 'secret-1',
      nickname: '새 회원',
    });
    expect(await screen.findByRole('row', { name: /new\.member@example\.com/ })).toBeTruthy();
  });

  test('a taken email is shown under the email field', async () => {
    installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply([creator]),
      'member/mcn/add': () => ({
        status: 409,
        body: { success: false, code: 'email_taken', message: '이미 가입된 이메일입니다.' },
      }),
    });
    await renderApp('/manage-member?addMember', { token: 'token-1' });
    // `?addMember` opens the dialog by itself.
    const dialog = await screen.findByRole('dialog', { name: '회원 추가' });
    fillIn(dialog, '이메일', 'creator1@example.com');
    fillIn(dialog, '비밀번호', 'secret-1');
    fillIn(dialog, '비밀번호 확인', 'secret-1');
    fillIn(dialog, '닉네임', '중복');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    expect(await within(dialog).findByText('이미 가입된 이메일입니다.')).toBeTruthy();
    expect(within(dialog).getByLabelText('이메일').getAttribute('aria-invalid')).toBe('true');
  });
  test('channel addresses go one per line; a line that is not a channel link is pointed out', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply([creator]),
      'member/mcn/add': () => ({ body: { success: true, message: '회원이 생성되었습니다.' } }),
    });
    await renderApp('/manage-member?addMember', { token: 'token-1' });
    const dialog = await screen.findByRole('dialog', { name: '회원 추가' });
    expect(dialog.textContent).toContain('‘기타’ 카테고리로 등록되어 이 회원에게 할당됩니다');
    fillIn(dialog, '이메일', 'new.member@example.com');
    fillIn(dialog, '비밀번호', 'secret-1');
    fillIn(dialog, '비밀번호 확인', 'secret-1');
    fillIn(dialog, '닉네임', '새 회원');
    fillIn(
      dialog,
      '채널 주소 (선택)',
      'https://www.youtube.com/@first\nhttps://youtu.be/dQw4w9WgXcQ',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    expect(await within(dialog).findByText(/^2번째 줄: 동영상 링크입니다/)).toBeTruthy();
    expect(calls(requests, 'member/mcn/add')).toHaveLength(0);

    fillIn(dialog, '채널 주소 (선택)', ' https://www.youtube.com/@first \n\n@second.channel\n');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(requests, 'member/mcn/add')[0]?.body).toEqual({
      user_id: 'new.member@example.com',
      password: 'secret-1',
      nickname: '새 회원',
      channels: ['https://www.youtube.com/@first', '@second.channel'],
    });
  });

  test('more channel addresses than allowed are refused', async () => {
    installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply([creator]),
    });
    await renderApp('/manage-member?addMember', { token: 'token-1' });
    const dialog = await screen.findByRole('dialog', { name: '회원 추가' });
    const links = Array.from({ length: 21 }, (_, index) => `@channel${index}abc`).join('\n');
    fillIn(dialog, '채널 주소 (선택)', links);
    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    expect(
      await within(dialog).findByText('채널 주소는 최대 20개까지 입력할 수 있습니다.'),
    ).toBeTruthy();
  });

  test('a channel the server cannot register is shown under the addresses', async () => {
    installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply([creator]),
      'member/mcn/add': () => ({
        status: 409,
        body: {
          success: false,
          code: 'channel_taken',
          message: '이미 이 사이트에 등록된 채널입니다.',
        },
      }),
    });
    await renderApp('/manage-member?addMember', { token: 'token-1' });
    const dialog = await screen.findByRole('dialog', { name: '회원 추가' });
    fillIn(dialog, '이메일', 'new.member@example.com');
    fillIn(dialog, '비밀번호', 'secret-1');
    fillIn(dialog, '비밀번호 확인', 'secret-1');
    fillIn(dialog, '닉네임', '새 회원');
    fillIn(dialog, '채널 주소 (선택)', '@taken.channel');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    expect(await within(dialog).findByText('이미 이 사이트에 등록된 채널입니다.')).toBeTruthy();
    expect(within(dialog).getByLabelText('채널 주소 (선택)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

describe('revenue share', () => {
  const history = {
    success: true,
    message: '',
    history: [
      {
        fee_rate: 20,
        previous_fee_rate: 10,
        effective_from: '2026-03-01',
        changed_at: '2026-02-20T05:00:00.000Z',
        changed_by: 'manager@example.com',
      },
      {
        fee_rate: 10,
        previous_fee_rate: 0,
        effective_from: '2026-01-15',
        changed_at: '2026-01-15T05:00:00.000Z',
        changed_by: null,
      },
    ],
  };

  async function openFeeRate(handlers: Parameters<typeof installFakeApi>[0] = {}) {
    const api = installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply([creator]),
      'member/mcn/fee-history': () => ({ body: history }),
      ...handlers,
    });
    await renderApp('/manage-member', { token: 'token-1' });
    const row = await screen.findByRole('row', { name: /creator1@example\.com/ });
    fireEvent.click(within(row).getByRole('button', { name: '배분율 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '수익 배분율 변경' });
    return { ...api, dialog };
  }

  test('shows the current share, the scheduled one and the history', async () => {
    const { dialog, requests } = await openFeeRate();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('새 수익 배분율(%)'));
    expect(within(dialog).getByTestId('current-fee-rate').textContent).toBe('20%');
    expect(dialog.textContent).toContain('2099. 8. 1.부터 25.5%');
    expect(await within(dialog).findByText('10% → 20%')).toBeTruthy();
    expect(dialog.textContent).toContain('2026. 3. 1.부터 적용');
    expect(dialog.textContent).toContain('변경한 사람: manager@example.com');
    expect(within(dialog).getByText('0% → 10%')).toBeTruthy();
    expect(dialog.textContent).toContain('변경한 사람: 기록 없음');
    expect(calls(requests, 'member/mcn/fee-history')[0]?.query.get('target')).toBe(
      'creator1@example.com',
    );
  });

  test('checks the share, the day and the password before sending', async () => {
    const { dialog, requests } = await openFeeRate();
    const submit = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: '배분율 변경' }));
    // The day starts at today.
    expect(within(dialog).getByLabelText<HTMLInputElement>('적용 시작일').value).toBe(localDay());

    submit();
    expect(
      await within(dialog).findByText('수익 배분율은 0~100% 사이로 입력해 주세요.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('비밀번호를 입력해 주세요.')).toBeTruthy();

    fillIn(dialog, '새 수익 배분율(%)', '100.5');
    submit();
    expect(
      await within(dialog).findByText('수익 배분율은 0~100% 사이로 입력해 주세요.'),
    ).toBeTruthy();

    fillIn(dialog, '새 수익 배분율(%)', '12.345');
    fillIn(dialog, '적용 시작일', '2020-01-01');
    fillIn(dialog, '내 비밀번호', 'manager-pw');
    submit();
    expect(
      await within(dialog).findByText('수익 배분율은 소수점 둘째 자리까지 입력할 수 있습니다.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('적용일은 오늘 이후 날짜로 선택해 주세요.')).toBeTruthy();
    expect(calls(requests, 'member/mcn/update')).toHaveLength(0);
  });

  test('a wrong manager password stays in the dialog; the right one changes the share', async () => {
    const { dialog, requests } = await openFeeRate({
      'member/mcn/update': (request) =>
        (request.body as { password: string }).password === 'manager-pw'
          ? { body: { success: true, message: '수익 배분율이 변경되었습니다.' } }
          : {
              status: 403,
              body: {
                success: false,
                code: 'wrong_password',
                message: '비밀번호가 올바르지 않습니다.',
              },
            },
    });
    fillIn(dialog, '새 수익 배분율(%)', '12.5');
    fillIn(dialog, '내 비밀번호', 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: '배분율 변경' }));
    expect(await within(dialog).findByText('비밀번호가 올바르지 않습니다.')).toBeTruthy();

    fillIn(dialog, '적용 시작일', '2099-01-01');
    fillIn(dialog, '내 비밀번호', 'manager-pw');
    fireEvent.click(within(dialog).getByRole('button', { name: '배분율 변경' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('snackbars').textContent).toContain('수익 배분율이 변경되었습니다.');

    const [first, second] = calls(requests, 'member/mcn/update');
    // From today: the server's own day decides (no effective_from sent).
    expect(first?.body).toEqual({
      target: 'creator1@example.com',
      password: 'wrong',
      fee_rate: 12.5,
    });
    expect(second?.body).toEqual({
      target: 'creator1@example.com',
      password: 'manager-pw',
      fee_rate: 12.5,
      effective_from: '2099-01-01',
    });
    // The list reloads after the change.
    await waitFor(() => expect(calls(requests, 'member/mcn/accounts').length).toBeGreaterThan(1));
  });
});

describe('password and delete', () => {
  test('?password&target=… opens the password dialog for that member', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply([creator]),
      'member/mcn/update': () => ({
        body: { success: true, message: '비밀번호가 변경되었습니다.' },
      }),
    });
    const { history } = await renderApp('/manage-member?password&target=creator1%40example.com', {
      token: 'token-1',
    });
    const dialog = await screen.findByRole('dialog', { name: '회원 비밀번호 변경' });
    expect(await within(dialog).findByText('크리에이터1 (creator1@example.com)')).toBeTruthy();

    fillIn(dialog, '새 비밀번호', 'new-pass');
    fillIn(dialog, '새 비밀번호 확인', 'new-pasx');
    fillIn(dialog, '내 비밀번호', 'manager-pw');
    fireEvent.click(within(dialog).getByRole('button', { name: '비밀번호 변경' }));
    expect(await within(dialog).findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();

    fillIn(dialog, '새 비밀번호 확인', 'new-pass');
    fireEvent.click(within(dialog).getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(requests, 'member/mcn/update')[0]?.body).toEqual({
      target: 'creator1@example.com',
      password: 'manager-pw',
      new_password: 'new-pass',
    });
    // The member named in the link does not linger in the address.
    await waitFor(() => expect(currentUrl(history)).toBe('/manage-member'));
  });

  test('?password alone lets the manager pick the member', async () => {
    installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply([creator, creator2]),
    });
    await renderApp('/manage-member?password', { token: 'token-1' });
    const dialog = await screen.findByRole('dialog', { name: '회원 비밀번호 변경' });
    fireEvent.click(within(dialog).getByRole('button', { name: '비밀번호 변경' }));
    expect(await within(dialog).findByText('회원을 선택해 주세요.')).toBeTruthy();
    const picker = within(dialog).getByLabelText<HTMLSelectElement>('회원 선택');
    await within(picker).findByRole('option', { name: '크리에이터2 (creator2@example.com)' });
    fireEvent.change(picker, { target: { value: 'creator2@example.com' } });
    expect(picker.value).toBe('creator2@example.com');
  });

  test('deleting needs the acknowledgement and the manager password', async () => {
    let members: MemberAccount[] = [creator, creator2];
    const { requests } = installFakeApi({
      'member/me': () => ({ body: managerMe }),
      'member/mcn/accounts': () => accountsReply(members),
      'member/mcn/delete': (request) => {
        const { target } = request.body as { target: string };
        members = members.filter((member) => member.user_id !== target);
        return { body: { success: true, message: '회원이 삭제되었습니다.' } };
      },
    });
    await renderApp('/manage-member', { token: 'token-1' });
    const row = await screen.findByRole('row', { name: /creator2@example\.com/ });
    fireEvent.click(within(row).getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 삭제' });
    expect(dialog.textContent).toContain('다른 회원에게 다시 배정할 수 있습니다');

    fireEvent.click(within(dialog).getByRole('button', { name: '회원 삭제하기' }));
    expect(await within(dialog).findByText('안내 사항을 확인하고 체크해 주세요.')).toBeTruthy();
    expect(within(dialog).getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(calls(requests, 'member/mcn/delete')).toHaveLength(0);

    fireEvent.click(
      within(dialog).getByLabelText('위 내용을 확인했으며 이 회원을 삭제하는 데 동의합니다.'),
    );
    fillIn(dialog, '내 비밀번호', 'manager-pw');
    fireEvent.click(within(dialog).getByRole('button', { name: '회원 삭제하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(requests, 'member/mcn/delete')[0]?.body).toEqual({
      target: 'creator2@example.com',
      password: 'manager-pw',
    });
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /creator2@example\.com/ })).toBeNull(),
    );
    expect(screen.getByTestId('snackbars').textContent).toContain('회원이 삭제되었습니다.');
  });
});
