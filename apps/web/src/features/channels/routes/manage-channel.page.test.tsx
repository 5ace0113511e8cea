import type { Channel, MemberAccount } from '@portal/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const managerMe = {
  ...testMe,
  permission_flag: 1 as const,
  email: 'manager@example.com',
  nickname: '매니저',
};

const member: MemberAccount = {
  user_id: 'creator1@example.com',
  nickname: '크리에이터1',
  registered_at: '2026-01-15T03:00:00.000Z',
  fee_rate: 20,
  next_fee_rate: null,
  channels: [],
};

const approved: Channel = {
  channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
  title: '뮤직채널',
  handle: '@musicchannel',
  thumbnail_url: 'https://img.test/music.jpg',
  link: 'https://www.youtube.com/@musicchannel',
  category: 'music',
  status: 2,
  verification: 'verified',
  verification_code: 'SMP-AAAA1111',
  verification_failure: null,
  verified_at: '2026-01-15T04:00:00.000Z',
  registered_at: '2026-01-15T03:00:00.000Z',
  approved_at: '2026-01-17T03:00:00.000Z',
  review_note: null,
  re_review_available_at: null,
  members: [
    {
      user_id: 'creator1@example.com',
      nickname: '크리에이터1',
      assigned_at: '2026-01-18T00:00:00Z',
    },
  ],
};

const unverified: Channel = {
  ...approved,
  channel_id: 'UCbbbbbbbbbbbbbbbbbbbbbb',
  title: '요리채널',
  handle: '@cooking',
  thumbnail_url: null,
  link: 'https://www.youtube.com/@cooking',
  category: 'food',
  status: 0,
  verification: 'pending_verification',
  verification_code: 'SMP-BBBB2222',
  verified_at: null,
  approved_at: null,
  members: [],
};

const onHold: Channel = {
  ...approved,
  channel_id: 'UCcccccccccccccccccccccc',
  title: '게임채널',
  handle: '@games',
  category: 'gaming',
  status: 1,
  review_note: '채널 설명에 음원 사용 정보가 없습니다.',
  members: [],
};

function listReply(channels: Channel[], total = channels.length) {
  return { body: { success: true, message: '', page: 0, size: 50, total, channels } };
}

const accountsReply = () => ({
  body: { success: true, message: '', page: 0, size: 50, total: 1, accounts: [member] },
});

const channelReply = (channel: Channel, message = '') => ({
  body: { success: true, message, channel },
});

const calls = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.path === path);

function fillIn(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

function snackbarText() {
  return screen.getByTestId('snackbars').textContent ?? '';
}

/** The fake API of a manager's site with these channels (and any other handlers). */
function managerApi(channels: Channel[], handlers: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'member/me': () => ({ body: managerMe }),
    'member/mcn/accounts': accountsReply,
    'channel/list': () => listReply(channels),
    ...handlers,
  });
}

async function openRow(name: RegExp, button: string, dialog: string) {
  const row = await screen.findByRole('row', { name });
  fireEvent.click(within(row).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}

describe('channel list', () => {
  test('a manager sees each channel: thumbnail, link, category, dates, member and both states', async () => {
    const { requests } = managerApi([approved, unverified, onHold]);
    await renderApp('/manage-channel', { token: 'token-1' });
    const table = await screen.findByRole('table', { name: '채널 목록' });

    const row = within(table).getByRole('row', { name: /뮤직채널/ });
    const link = within(row).getByRole('link', { name: /뮤직채널/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/@musicchannel');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('새 탭');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('https://img.test/music.jpg');
    expect(row.textContent).toContain('음악');
    expect(row.textContent).toContain('2026. 1. 15.');
    expect(row.textContent).toContain('2026. 1. 17.');
    expect(row.textContent).toContain('크리에이터1creator1@example.com');
    expect(row.textContent).toContain('승인');
    expect(row.textContent).toContain('인증 완료');

    const waiting = within(table).getByRole('row', { name: /요리채널/ });
    expect(waiting.textContent).toContain('음식');
    expect(waiting.textContent).toContain('승인 전');
    expect(waiting.textContent).toContain('할당된 회원 없음');
    expect(waiting.textContent).toContain('심사 대기');
    expect(waiting.textContent).toContain('인증 대기');
    // A missing thumbnail keeps its box as a placeholder.
    expect(waiting.querySelector('img')?.classList.contains('img-error')).toBe(true);
    expect(within(table).getByRole('row', { name: /게임채널/ }).textContent).toContain('보류');
    expect(screen.getByText('전체 3개 중 1–3')).toBeTruthy();

    const first = calls(requests, 'channel/list')[0]!;
    expect(first.query.get('page')).toBe('0');
    expect(first.query.get('size')).toBe('50');
    expect(first.query.has('search')).toBe(false);
  });

  test('on a phone the channels are cards', async () => {
    managerApi([approved]);
    await renderApp('/manage-channel', { token: 'token-1', width: 390 });
    const list = await screen.findByRole('list', { name: '채널 목록' });
    expect(within(list).getByText('뮤직채널')).toBeTruthy();
    expect(within(list).getByText('인증 완료')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('no channels yet: says so and offers to register the first one', async () => {
    managerApi([]);
    await renderApp('/manage-channel', { token: 'token-1' });
    const heading = await screen.findByRole('heading', { name: '아직 등록된 채널이 없습니다' });
    const card = heading.closest('section') as HTMLElement;
    expect(card.textContent).toContain('첫 번째 채널을 등록해 보세요');
    fireEvent.click(within(card).getByRole('button', { name: '채널 등록' }));
    expect(await screen.findByRole('dialog', { name: '채널 등록' })).toBeTruthy();
  });

  test('a failed list says so with the server’s message and a retry', async () => {
    let fail = true;
    managerApi([], {
      'channel/list': () =>
        fail
          ? {
              status: 500,
              body: { success: false, code: 'internal', message: '오류가 발생했습니다.' },
            }
          : listReply([approved]),
    });
    await renderApp('/manage-channel', { token: 'token-1' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('채널 목록을 불러오지 못했습니다');
    expect(alert.textContent).toContain('오류가 발생했습니다.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('row', { name: /뮤직채널/ })).toBeTruthy();
  });

  test('searching asks the server once typing pauses', async () => {
    const { requests } = managerApi([], {
      'channel/list': (request) =>
        request.query.get('search') ? listReply([]) : listReply([approved]),
    });
    await renderApp('/manage-channel', { token: 'token-1' });
    await screen.findByRole('row', { name: /뮤직채널/ });
    fireEvent.change(screen.getByLabelText('채널 검색'), { target: { value: '없는채널' } });
    expect(await screen.findByText('‘없는채널’와 일치하는 채널이 없습니다')).toBeTruthy();
    expect(calls(requests, 'channel/list').at(-1)?.query.get('search')).toBe('없는채널');
    fireEvent.click(screen.getByRole('button', { name: '검색 지우기' }));
    expect(await screen.findByRole('row', { name: /뮤직채널/ })).toBeTruthy();
  });

  test('a member sees their channels without assign, unassign or delete', async () => {
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'channel/list': () => listReply([unverified, onHold]),
    });
    await renderApp('/manage-channel?delete=UCbbbbbbbbbbbbbbbbbbbbbb', { token: 'token-1' });
    const table = await screen.findByRole('table', { name: '채널 목록' });
    expect(within(table).getByRole('button', { name: '인증하기' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: '재심사 요청' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: '회원 할당' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '할당 취소' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '삭제' })).toBeNull();
    // Register stays available; a manager's link does nothing for a member.
    expect(screen.getByRole('button', { name: '채널 등록' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('register and verify', () => {
  const registered: Channel = { ...unverified, channel_id: 'UCdddddddddddddddddddddd' };

  test('both fields are required, and a video link is refused before sending', async () => {
    const { requests } = managerApi([approved]);
    await renderApp('/manage-channel?addChannel', { token: 'token-1' });
    // `?addChannel` opens the dialog by itself.
    const dialog = await screen.findByRole('dialog', { name: '채널 등록' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('YouTube 채널 링크'));

    fireEvent.click(within(dialog).getByRole('button', { name: '등록하기' }));
    expect(await within(dialog).findByText('YouTube 채널 링크를 입력해 주세요.')).toBeTruthy();
    expect(within(dialog).getByText('채널 카테고리를 선택해 주세요.')).toBeTruthy();

    const link = within(dialog).getByLabelText('YouTube 채널 링크');
    fireEvent.change(link, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    expect(await within(dialog).findByText(/^동영상 링크입니다/)).toBeTruthy();
    expect(calls(requests, 'channel/add')).toHaveLength(0);
  });

  test('registering shows the code, copies it, and Verify follows the check to its failure', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let state: Channel = registered;
    const { requests } = managerApi([approved], {
      'channel/add': () => channelReply(state, '등록이 완료되었습니다.'),
      'channel/verify': () => {
        state = { ...state, verification: 'verifying' };
        return channelReply(state, '채널 인증을 시작했습니다. 창을 닫아도 인증은 계속 진행됩니다.');
      },
      'channel/detail': () => channelReply(state),
    });
    await renderApp('/manage-channel', { token: 'token-1' });
    await screen.findByRole('row', { name: /뮤직채널/ });
    fireEvent.click(screen.getByRole('button', { name: '채널 등록' }));
    const form = await screen.findByRole('dialog', { name: '채널 등록' });
    fillIn(form, 'YouTube 채널 링크', ' https://www.youtube.com/@cooking ');
    fireEvent.change(within(form).getByLabelText('채널 카테고리'), { target: { value: 'food' } });
    fireEvent.click(within(form).getByRole('button', { name: '등록하기' }));

    const dialog = await screen.findByRole('dialog', { name: '채널 인증' });
    expect(snackbarText()).toContain('등록이 완료되었습니다.');
    expect(calls(requests, 'channel/add')[0]?.body).toEqual({
      link: 'https://www.youtube.com/@cooking',
      category: 'food',
    });
    expect(within(dialog).getByTestId('verification-code').textContent).toBe('SMP-BBBB2222');
    expect(dialog.textContent).toContain('채널 설명에 코드를 붙여 넣습니다');
    expect(dialog.textContent).toContain('이 화면으로 돌아와 인증하기 버튼을 누릅니다');
    expect(dialog.textContent).toContain('심사에는 영업일 기준 1~2일이 걸립니다');
    expect(dialog.textContent).toContain('이 창을 닫아도 계속됩니다');
    expect(
      within(dialog)
        .getByRole('link', { name: /채널 인증 가이드/ })
        .getAttribute('href'),
    ).toBe('/guides/auths');

    fireEvent.click(within(dialog).getByRole('button', { name: '코드 복사' }));
    await waitFor(() => expect(snackbarText()).toContain('인증 코드가 복사되었습니다.'));
    expect(writeText).toHaveBeenCalledWith('SMP-BBBB2222');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: '인증하기' }));
    const status = within(dialog).getByTestId('verification-status');
    await waitFor(() => expect(status.textContent).toContain('인증 코드를 확인하고 있습니다'));
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(calls(requests, 'channel/verify')[0]?.body).toEqual({
      channel_id: 'UCdddddddddddddddddddddd',
    });

    // The server's check finds no code; the next poll brings the outcome.
    state = {
      ...state,
      verification: 'needs_verification',
      verification_failure: 'code_not_found',
    };
    await act(() => vi.advanceTimersByTimeAsync(3100));
    await waitFor(() =>
      expect(status.textContent).toBe(
        '채널 인증을 완료하지 못했습니다. 코드를 다시 입력해 주세요.',
      ),
    );
    expect(snackbarText()).toContain('요리채널: 채널 인증을 완료하지 못했습니다.');
    // The code stays on screen to try again.
    expect(within(dialog).getByTestId('verification-code').textContent).toBe('SMP-BBBB2222');
    expect(within(dialog).getByRole('button', { name: '다시 인증하기' })).toBeTruthy();
  });

  test('the link the server cannot find is shown under the link field', async () => {
    managerApi([approved], {
      'channel/add': () => ({
        status: 400,
        body: {
          success: false,
          code: 'youtube_channel_not_found',
          message: 'YouTube에서 이 채널을 찾을 수 없습니다. 채널 링크를 다시 확인해 주세요.',
        },
      }),
    });
    await renderApp('/manage-channel?addChannel', { token: 'token-1' });
    const dialog = await screen.findByRole('dialog', { name: '채널 등록' });
    fillIn(dialog, 'YouTube 채널 링크', '@nobody-here');
    fireEvent.change(within(dialog).getByLabelText('채널 카테고리'), {
      target: { value: 'other' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '등록하기' }));
    expect(await within(dialog).findByText(/YouTube에서 이 채널을 찾을 수 없습니다/)).toBeTruthy();
    expect(within(dialog).getByLabelText('YouTube 채널 링크').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  test('with the dialog closed, the list keeps following a channel being verified', async () => {
    let channels: Channel[] = [{ ...unverified, verification: 'verifying' }];
    managerApi([], { 'channel/list': () => listReply(channels) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp('/manage-channel', { token: 'token-1' });
    const row = await screen.findByRole('row', { name: /요리채널/ });
    expect(row.textContent).toContain('인증 중');
    expect(screen.getByText(/인증 진행 중인 채널 1개/)).toBeTruthy();

    channels = [{ ...unverified, verification: 'verified' }];
    await act(() => vi.advanceTimersByTimeAsync(3100));
    await waitFor(() => expect(row.textContent).toContain('인증 완료'));
    expect(snackbarText()).toContain('요리채널 채널 인증이 완료되었습니다.');
  });

  test('a channel needing verification shows why, and its code again from its row', async () => {
    const failed: Channel = {
      ...unverified,
      verification: 'needs_verification',
      verification_failure: 'youtube_unavailable',
    };
    managerApi([failed], { 'channel/detail': () => channelReply(failed) });
    await renderApp('/manage-channel', { token: 'token-1' });
    const dialog = await openRow(/요리채널/, '인증하기', '채널 인증');
    expect(dialog.textContent).toContain(
      'YouTube에 연결할 수 없어 채널 인증을 완료하지 못했습니다',
    );
    expect(within(dialog).getByTestId('verification-code').textContent).toBe('SMP-BBBB2222');
    expect(within(dialog).getByRole('button', { name: '코드 복사' })).toBeTruthy();
  });
});

describe('re-review', () => {
  test('an on-hold channel asks for re-review; both readings of the interval are shown', async () => {
    const { requests } = managerApi([onHold], {
      'channel/re-review': () => channelReply(onHold, '재심사를 요청했습니다.'),
    });
    await renderApp('/manage-channel', { token: 'token-1' });
    const row = await screen.findByRole('row', { name: /게임채널/ });
    const button = within(row).getByRole('button', { name: '재심사 요청' });
    expect(row.textContent).toContain('재심사는 하루에 한 번 요청할 수 있습니다.');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '재심사 요청' });
    expect(dialog.textContent).toContain('재심사 요청은 72시간 후에 가능합니다.');
    expect(dialog.textContent).toContain('재심사는 하루에 한 번 요청할 수 있습니다.');
    expect(dialog.textContent).toContain('채널 설명에 음원 사용 정보가 없습니다.');
    fireEvent.click(within(dialog).getByRole('button', { name: '재심사 요청하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbarText()).toContain('재심사를 요청했습니다.');
    expect(calls(requests, 'channel/re-review')[0]?.body).toEqual({
      channel_id: onHold.channel_id,
    });
  });

  test('before the next allowed time the button is disabled and says from when', async () => {
    const later = new Date(Date.now() + 5 * 3600_000).toISOString();
    managerApi([{ ...onHold, re_review_available_at: later }]);
    await renderApp('/manage-channel', { token: 'token-1' });
    const row = await screen.findByRole('row', { name: /게임채널/ });
    const button = within(row).getByRole('button', { name: /부터 재심사 요청 가능/ });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  test('a refusal from the server stays in the dialog', async () => {
    managerApi([onHold], {
      'channel/re-review': () => ({
        status: 409,
        body: {
          success: false,
          code: 're_review_too_soon',
          message: '재심사는 하루에 한 번 요청할 수 있습니다. 잠시 후 다시 시도해 주세요.',
        },
      }),
    });
    await renderApp('/manage-channel', { token: 'token-1' });
    const dialog = await openRow(/게임채널/, '재심사 요청', '재심사 요청');
    fireEvent.click(within(dialog).getByRole('button', { name: '재심사 요청하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('잠시 후 다시 시도해');
  });
});

describe('assign and unassign', () => {
  test('a manager assigns a channel to one of their members', async () => {
    const { requests } = managerApi([unverified], {
      'channel/assign': () => ({ body: { success: true, message: '채널이 할당되었습니다.' } }),
    });
    await renderApp('/manage-channel', { token: 'token-1' });
    const dialog = await openRow(/요리채널/, '회원 할당', '회원 할당');
    fireEvent.click(within(dialog).getByRole('button', { name: '할당하기' }));
    expect(await within(dialog).findByText('회원을 선택해 주세요.')).toBeTruthy();
    const picker = within(dialog).getByLabelText('회원');
    await within(picker).findByRole('option', { name: '크리에이터1 (creator1@example.com)' });
    fireEvent.change(picker, { target: { value: 'creator1@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '할당하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbarText()).toContain('채널이 할당되었습니다.');
    expect(calls(requests, 'channel/assign')[0]?.body).toEqual({
      channel_id: unverified.channel_id,
      member: 'creator1@example.com',
    });
  });

  test('the assign dialog says there are no members only once the members have come', async () => {
    const waiting: ((reply: { body: unknown }) => void)[] = [];
    managerApi([unverified], {
      'member/mcn/accounts': () => new Promise((resolve) => waiting.push(resolve)),
    });
    await renderApp('/manage-channel', { token: 'token-1' });
    const dialog = await openRow(/요리채널/, '회원 할당', '회원 할당');
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    expect(within(dialog).queryByText(/할당할 수 있는 회원이 없습니다/)).toBeNull();
    const none = { success: true, message: '', page: 0, size: 50, total: 0, accounts: [] };
    act(() => waiting.forEach((answer) => answer({ body: none })));
    expect(await within(dialog).findByText(/할당할 수 있는 회원이 없습니다/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '회원 관리에서 회원 추가하기' })).toBeTruthy();
  });

  test('a channel held by another member is refused with the server’s message', async () => {
    managerApi([unverified], {
      'channel/assign': () => ({
        status: 409,
        body: {
          success: false,
          code: 'channel_assigned_elsewhere',
          message: '이 채널은 이미 다른 회원에게 할당되어 있습니다. 먼저 할당을 취소해 주세요.',
        },
      }),
    });
    await renderApp('/manage-channel', { token: 'token-1' });
    const dialog = await openRow(/요리채널/, '회원 할당', '회원 할당');
    const picker = within(dialog).getByLabelText('회원');
    await within(picker).findByRole('option', { name: /creator1/ });
    fireEvent.change(picker, { target: { value: 'creator1@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '할당하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('먼저 할당을 취소해');
  });

  test('?unassign=<id> explains that nothing is deleted, then cancels the assignment', async () => {
    const { requests } = managerApi([approved], {
      'channel/unassign': () => ({ body: { success: true, message: '할당이 취소되었습니다.' } }),
    });
    await renderApp(`/manage-channel?unassign=${approved.channel_id}`, { token: 'token-1' });
    const dialog = await screen.findByRole('dialog', { name: '할당 취소' });
    expect(dialog.textContent).toContain('크리에이터1 (creator1@example.com)');
    expect(dialog.textContent).toContain('할당을 취소해도 채널은 삭제되지 않습니다.');
    expect(dialog.textContent).toContain('이미 발생한 수익은 취소되지 않습니다.');
    expect(dialog.textContent).toContain('채널은 언제든지 다시 할당할 수 있습니다.');
    fireEvent.click(within(dialog).getByRole('button', { name: '할당 취소하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbarText()).toContain('할당이 취소되었습니다.');
    expect(calls(requests, 'channel/unassign')[0]?.body).toEqual({
      channel_id: approved.channel_id,
      member: 'creator1@example.com',
    });
  });

  test('?assign without a channel lets the manager pick one first', async () => {
    managerApi([approved, unverified]);
    await renderApp('/manage-channel?assign', { token: 'token-1' });
    const chooser = await screen.findByRole('dialog', { name: '회원 할당' });
    const select = within(chooser).getByLabelText('채널');
    // Only channels without a member can be assigned.
    expect(within(select).queryByRole('option', { name: '뮤직채널' })).toBeNull();
    fireEvent.change(select, { target: { value: unverified.channel_id } });
    fireEvent.click(within(chooser).getByRole('button', { name: '다음' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 할당' });
    expect(dialog.textContent).toContain('요리채널 채널을 할당할 회원을 선택해 주세요.');
  });
});

describe('delete', () => {
  test('needs the acknowledgement and the manager password; a wrong one stays in the field', async () => {
    let channels = [approved, unverified];
    const { requests } = managerApi([], {
      'channel/list': () => listReply(channels),
      'channel/delete': (request) => {
        const body = request.body as { password: string; channel_id: string };
        if (body.password !== 'manager-pw') {
          return {
            status: 403,
            body: {
              success: false,
              code: 'wrong_password',
              message: '비밀번호가 올바르지 않습니다.',
            },
          };
        }
        channels = channels.filter((channel) => channel.channel_id !== body.channel_id);
        return { body: { success: true, message: '채널이 삭제되었습니다.' } };
      },
    });
    await renderApp('/manage-channel', { token: 'token-1' });
    const dialog = await openRow(/요리채널/, '삭제', '채널 삭제');
    expect(dialog.textContent).toContain('채널의 모든 정보가 한 번에 사라지며');
    expect(dialog.textContent).toContain(
      '출금 기준 금액(10,000포인트) 미만의 포인트는 출금할 수 없으며',
    );
    expect(dialog.textContent).toContain(
      '출금 기준 금액(10,000포인트) 이상의 금액도 삭제하기 전에 출금하지 않으면',
    );
    expect(dialog.textContent).toContain('재승인일부터 발생한 수익만 정산됩니다');

    const submit = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: '채널 삭제하기' }));
    submit();
    expect(await within(dialog).findByText('중요 안내 사항을 확인해 주세요.')).toBeTruthy();
    expect(within(dialog).getByText('비밀번호를 입력해 주세요.')).toBeTruthy();

    fillIn(dialog, '내 비밀번호', 'abc');
    submit();
    expect(await within(dialog).findByText('비밀번호는 4~64자로 입력해 주세요.')).toBeTruthy();
    expect(calls(requests, 'channel/delete')).toHaveLength(0);

    fireEvent.click(
      within(dialog).getByLabelText('위 중요 안내 사항을 모두 확인했으며 채널 삭제에 동의합니다.'),
    );
    fillIn(dialog, '내 비밀번호', 'wrong-pw');
    submit();
    expect(await within(dialog).findByText('비밀번호가 올바르지 않습니다.')).toBeTruthy();
    expect(within(dialog).getByLabelText('내 비밀번호').getAttribute('aria-invalid')).toBe('true');

    fillIn(dialog, '내 비밀번호', 'manager-pw');
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbarText()).toContain('채널이 삭제되었습니다.');
    expect(calls(requests, 'channel/delete').at(-1)?.body).toEqual({
      channel_id: unverified.channel_id,
      acknowledged: true,
      password: 'manager-pw',
    });
    await waitFor(() => expect(screen.queryByRole('row', { name: /요리채널/ })).toBeNull());
  });

  test('the withdrawal threshold is the one each language states', async () => {
    managerApi([approved], { 'channel/detail': () => channelReply(approved) });
    await renderApp(`/en/manage-channel?delete=${approved.channel_id}`, { token: 'token-1' });
    const english = await screen.findByRole('dialog', { name: 'Delete channel' });
    expect(english.textContent).toContain('withdrawal threshold ($20)');
    cleanup();

    managerApi([approved]);
    await renderApp(`/zh-CN/manage-channel?delete=${approved.channel_id}`, { token: 'token-1' });
    const chinese = await screen.findByRole('dialog', { name: '删除频道' });
    expect(chinese.textContent).toContain('提现门槛（10 美元）');
  });
});

describe('unverified channel banner', () => {
  test('every dashboard page says service and audio revenue are suspended, with a link', async () => {
    installFakeApi({
      'member/me': () => ({
        body: { ...testMe, settings: { channel_verify_needed: true } },
      }),
    });
    await renderApp('/notices', { token: 'token-1' });
    const banner = await screen.findByTestId('channel-verify-banner');
    expect(banner.textContent).toContain('서비스 이용과 음원 수익 지급이 중지됩니다');
    expect(
      within(banner).getByRole('link', { name: '채널 인증하러 가기' }).getAttribute('href'),
    ).toBe('/manage-channel');
  });

  test('no banner when every channel is verified', async () => {
    installFakeApi({ 'member/me': () => ({ body: testMe }) });
    await renderApp('/language', { token: 'token-1' });
    await screen.findByRole('heading', { name: '언어' });
    expect(screen.queryByTestId('channel-verify-banner')).toBeNull();
  });
});
