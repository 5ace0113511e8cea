import type { YouTubeConnection, YouTubeConnectionReply } from '@portal/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { calls, installFakeApi, testMe, type FakeHandler } from '../../../../test/fake-api.ts';
import { currentUrl, renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';
import { leaveForGoogle } from '../components/leave-for-google.ts';

// jsdom cannot leave the page; the test checks where the app would send the browser.
vi.mock('../components/leave-for-google.ts', () => ({ leaveForGoogle: vi.fn() }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.mocked(leaveForGoogle).mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const managerMe = {
  ...testMe,
  permission_flag: 1 as const,
  email: 'manager@example.com',
  nickname: '매니저',
};

const AUTHORIZATION_URL =
  'https://accounts.google.test/o/oauth2/v2/auth?client_id=portal&state=s-1&code_challenge=x';

const connected: YouTubeConnection = {
  state: 'connected',
  contentOwnerId: 'CMSowner_1',
  connectedBy: { email: 'manager@example.com', nickname: '매니저' },
  connectedAt: '2026-01-10T03:00:00.000Z',
  jobs: [
    {
      reportTypeId: 'content_owner_basic_a4',
      jobId: 'job-views',
      systemManaged: false,
      state: 'active',
    },
    {
      reportTypeId: 'content_owner_estimated_revenue_a1',
      jobId: 'job-revenue',
      systemManaged: false,
      state: 'deprecated',
    },
    {
      reportTypeId: 'content_owner_active_claims_a3',
      jobId: null,
      systemManaged: true,
      state: 'missing',
    },
  ],
  lastReport: {
    reportId: 'r-3',
    reportTypeId: 'content_owner_estimated_revenue_a1',
    day: '2026-01-14',
    createTime: '2026-01-16T08:00:00.000Z',
    state: 'imported',
    rows: 1234,
    fetchedAt: '2026-01-16T09:00:00.000Z',
    error: null,
  },
  completeUpTo: '2026-01-13',
  lastFetchAt: '2026-01-16T09:00:00.000Z',
  fetching: false,
  lastProblem: { problem: 'unavailable', at: '2026-01-16T07:00:00.000Z' },
  alarms: [
    { kind: 'no_new_report', reportTypeId: null, day: null },
    { kind: 'expiring_unfetched', reportTypeId: null, day: '2025-11-20' },
    { kind: 'deprecated_type', reportTypeId: 'content_owner_estimated_revenue_a1', day: null },
  ],
  reports: [
    {
      reportId: 'r-3',
      reportTypeId: 'content_owner_estimated_revenue_a1',
      day: '2026-01-14',
      createTime: '2026-01-16T08:00:00.000Z',
      state: 'imported',
      rows: 1234,
      fetchedAt: '2026-01-16T09:00:00.000Z',
      error: null,
    },
    {
      reportId: 'r-2',
      reportTypeId: 'content_owner_basic_a4',
      day: '2026-01-12',
      createTime: '2026-01-15T08:00:00.000Z',
      state: 'failed',
      rows: 10,
      fetchedAt: '2026-01-15T09:00:00.000Z',
      error: 'line 4: unexpected column "foo"',
    },
  ],
  quotaUsedToday: 1500,
};

function reply(connection: YouTubeConnection | null, configured = true, message = '') {
  const body: YouTubeConnectionReply = { success: true, message, configured, connection };
  return { body };
}

/** A manager's site with this connection (and any other handlers). */
function managerApi(
  connection: YouTubeConnection | null,
  handlers: Record<string, FakeHandler> = {},
) {
  return installFakeApi({
    'member/me': () => ({ body: managerMe }),
    'member/mcn/accounts': () => ({
      body: { success: true, message: '', page: 0, size: 50, total: 0, accounts: [] },
    }),
    'youtube/connection': () => reply(connection),
    ...handlers,
  });
}

const OWNER_LABEL = '콘텐츠 소유자 ID';
const CONNECT = 'Google로 연결하기';

describe('not connected', () => {
  test('connecting posts the content owner id and goes to Google’s consent page', async () => {
    const { requests } = managerApi(null, {
      'youtube/connect': () => ({
        body: { success: true, message: '', authorizationUrl: AUTHORIZATION_URL },
      }),
    });
    await renderApp('/youtube-connection', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: 'YouTube 콘텐츠 소유자 계정 연결' }));
    expect(screen.getByText(/파일을 내려받아 올릴 필요가 없습니다/)).toBeTruthy();
    expect(screen.getByText(/암호화해 저장/)).toBeTruthy();
    expect(screen.getByText(/리포트를 읽는 권한만/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(OWNER_LABEL), { target: { value: ' CMSowner_1 ' } });
    fireEvent.click(screen.getByRole('button', { name: CONNECT }));

    await waitFor(() => expect(leaveForGoogle).toHaveBeenCalledWith(AUTHORIZATION_URL));
    expect(calls(requests, 'youtube/connect').map((request) => request.body)).toEqual([
      { contentOwnerId: 'CMSowner_1' },
    ]);
    // Busy until the browser has left, so a second press makes no second consent page.
    expect(screen.getByRole('button', { name: CONNECT }).getAttribute('aria-busy')).toBe('true');
  });

  test('a missing or malformed content owner id is refused before anything is sent', async () => {
    const { requests } = managerApi(null);
    await renderApp('/youtube-connection', { token: 'token-1' });
    const button = await screen.findByRole('button', { name: CONNECT });

    fireEvent.click(button);
    expect(await screen.findByText('콘텐츠 소유자 ID를 입력해 주세요.')).toBeTruthy();

    const field = screen.getByLabelText(OWNER_LABEL);
    fireEvent.change(field, { target: { value: 'owner id!' } });
    fireEvent.click(button);
    expect(
      await screen.findByText('콘텐츠 소유자 ID는 영문, 숫자, _, - 로만 이루어집니다(최대 64자).'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls(requests, 'youtube/connect')).toHaveLength(0);
    expect(leaveForGoogle).not.toHaveBeenCalled();
  });

  test('without a Google client on the server it says who can fix it and offers no connect', async () => {
    managerApi(null, { 'youtube/connection': () => reply(null, false) });
    await renderApp('/youtube-connection', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '아직 YouTube에 연결할 수 없습니다' }));
    expect(screen.getByText(/플랫폼 운영자가 Google 클라이언트를 설정하면/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CONNECT })).toBeNull();
  });

  test('a member is told the screen is for managers and no connection call is made', async () => {
    const { requests } = installFakeApi({ 'member/me': () => ({ body: testMe }) });
    await renderApp('/youtube-connection', { token: 'token-1' });
    expect(await screen.findByText('관리자 전용 화면입니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '대시보드로 이동' })).toBeTruthy();
    expect(calls(requests, 'youtube/connection')).toHaveLength(0);
    // The menu does not offer it either.
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).queryByRole('link', { name: 'YouTube 연결' })).toBeNull();
  });
});

describe('connected', () => {
  test('shows who connected, the jobs, the last report, complete-up-to, alarms and reports', async () => {
    managerApi(connected);
    await renderApp('/youtube-connection', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '연결 정보' })).toBeTruthy();
    // A manager reaches it from the menu.
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).getByRole('link', { name: 'YouTube 연결' })).toBeTruthy();

    const facts = screen.getByRole('heading', { name: '연결 정보' }).closest('section')!;
    expect(facts.textContent).toContain('연결됨');
    expect(facts.textContent).toContain('CMSowner_1');
    expect(facts.textContent).toContain('매니저 (manager@example.com)');
    expect(facts.textContent).toContain('데이터 완료일2026. 1. 13.');
    expect(facts.textContent).toContain('수익 · 2026. 1. 14.');
    expect(facts.textContent).toContain('1,500단위');
    expect(facts.textContent).toContain('YouTube에 연결할 수 없었거나 요청 한도에 걸렸습니다');

    const jobs = within(screen.getByRole('list', { name: '리포트 작업' })).getAllByRole('listitem');
    expect(jobs.map((job) => job.textContent)).toEqual([
      '조회수content_owner_basic_a4작동 중',
      '수익content_owner_estimated_revenue_a1지원 중단',
      '클레임content_owner_active_claims_a3YouTube에서 관리없음',
    ]);

    const alarms = within(screen.getByTestId('youtube-alarms')).getAllByRole('listitem');
    expect(alarms.map((alarm) => alarm.textContent)).toEqual([
      '72시간 넘게 YouTube에서 새 리포트가 오지 않았습니다.',
      'YouTube가 2025. 11. 20.에 만든 리포트를 아직 가져오지 못했습니다. YouTube는 리포트를 만든 뒤 60일(연결 전 날들의 리포트는 30일) 동안만 보관하며, 이 리포트는 7일 안에 사라집니다.',
      'YouTube가 수익 리포트 유형의 지원을 중단했습니다. 이 유형의 작업은 약 3개월 뒤 리포트 생성을 멈춥니다.',
    ]);

    const table = screen.getByRole('table', { name: '최근 리포트' });
    const imported = within(table).getByRole('row', { name: /수익/ });
    expect(imported.textContent).toContain('2026. 1. 14.');
    expect(imported.textContent).toContain('가져옴');
    expect(imported.textContent).toContain('1,234');
    const failed = within(table).getByRole('row', { name: /조회수/ });
    expect(failed.textContent).toContain('실패');
    expect(failed.textContent).toContain('line 4: unexpected column "foo"');
  });

  test('on a phone the reports are cards', async () => {
    managerApi(connected);
    await renderApp('/youtube-connection', { token: 'token-1', width: 360 });
    const list = await screen.findByRole('list', { name: '최근 리포트' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('line 4: unexpected column "foo"');
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('a connection that needs re-connecting says so loudly and re-connects the same owner', async () => {
    const { requests } = managerApi(
      {
        ...connected,
        state: 'needs_reconnect',
        lastProblem: { problem: 'grant_refused', at: '2026-01-16T07:00:00.000Z' },
        alarms: [{ kind: 'needs_reconnect', reportTypeId: null, day: null }],
      },
      {
        'youtube/connect': () => ({
          body: { success: true, message: '', authorizationUrl: AUTHORIZATION_URL },
        }),
      },
    );
    await renderApp('/youtube-connection', { token: 'token-1' });
    const banner = (await screen.findByRole('heading', { name: '다시 연결해야 합니다' })).closest(
      'section',
    )!;
    expect(banner.textContent).toContain('리포트를 가져오지 못하고 있습니다');
    expect(screen.getAllByText('다시 연결 필요').length).toBeGreaterThan(0);
    // Fetching cannot work without the grant; the way out is the one action offered.
    expect(screen.queryByRole('button', { name: '지금 가져오기' })).toBeNull();

    fireEvent.click(within(banner).getByRole('button', { name: '다시 연결' }));
    await waitFor(() => expect(leaveForGoogle).toHaveBeenCalledWith(AUTHORIZATION_URL));
    expect(calls(requests, 'youtube/connect')[0]?.body).toEqual({ contentOwnerId: 'CMSowner_1' });
  });

  test('fetch now queues a fetch, shows it running, and follows it until it ends', async () => {
    let current: YouTubeConnection = connected;
    const { requests } = managerApi(null, {
      'youtube/connection': () => reply(current),
      'youtube/fetch': () => {
        current = { ...connected, fetching: true };
        return reply(current, true, '지금 새 보고서를 확인합니다.');
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp('/youtube-connection', { token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: '지금 가져오기' }));

    expect(await screen.findByText('YouTube에서 새 리포트를 찾고 있습니다.')).toBeTruthy();
    expect(calls(requests, 'youtube/fetch')).toHaveLength(1);
    expect(screen.getByTestId('snackbars').textContent).toContain('지금 새 보고서를 확인합니다.');
    const button = screen.getByRole('button', { name: '지금 가져오기' });
    expect(button.getAttribute('aria-busy')).toBe('true');

    // The server finishes; the next look shows the new report.
    const gets = calls(requests, 'youtube/connection').length;
    current = { ...connected, lastFetchAt: '2026-01-17T09:00:00.000Z', completeUpTo: '2026-01-14' };
    await act(() => vi.advanceTimersByTimeAsync(3100));
    await waitFor(() =>
      expect(screen.queryByText('YouTube에서 새 리포트를 찾고 있습니다.')).toBeNull(),
    );
    expect(calls(requests, 'youtube/connection').length).toBeGreaterThan(gets);
    const facts = screen.getByRole('heading', { name: '연결 정보' }).closest('section')!;
    expect(facts.textContent).toContain('데이터 완료일2026. 1. 14.');
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  test('disconnecting asks first, says what it does, and then shows the connect form', async () => {
    const { requests } = managerApi(connected, {
      'youtube/disconnect': () =>
        reply(null, true, 'YouTube 연결을 해제하고 접근 권한을 취소했습니다.'),
    });
    await renderApp('/youtube-connection', { token: 'token-1' });
    const opener = await screen.findByRole('button', { name: '연결 해제' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'YouTube 연결 해제' });
    expect(dialog.textContent).toContain('CMSowner_1');
    expect(dialog.textContent).toContain('Google에 준 접근 권한이 취소됩니다.');
    expect(dialog.textContent).toContain('새 리포트를 더 이상 자동으로 가져오지 않습니다.');

    // Cancel changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(requests, 'youtube/disconnect')).toHaveLength(0);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: 'YouTube 연결 해제' });
    fireEvent.click(within(again).getByRole('button', { name: '연결 해제' }));
    expect(
      await screen.findByRole('heading', { name: 'YouTube 콘텐츠 소유자 계정 연결' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The button that had the focus is gone; the keyboard lands on what replaced it.
    expect(document.activeElement).toBe(screen.getByLabelText(OWNER_LABEL));
    expect(calls(requests, 'youtube/disconnect').map((request) => request.body)).toEqual([{}]);
    expect(screen.getByTestId('snackbars').textContent).toContain(
      'YouTube 연결을 해제하고 접근 권한을 취소했습니다.',
    );
  });

  test('a failed load says so with the server’s message and a retry', async () => {
    let fail = true;
    managerApi(null, {
      'youtube/connection': () =>
        fail
          ? {
              status: 500,
              body: { success: false, code: 'internal', message: '오류가 발생했습니다.' },
            }
          : reply(connected),
    });
    await renderApp('/youtube-connection', { token: 'token-1' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('YouTube 연결 정보를 불러오지 못했습니다');
    expect(alert.textContent).toContain('오류가 발생했습니다.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '연결 정보' })).toBeTruthy();
  });
});

describe('the page Google sends the manager back to', () => {
  test('hands the code over once and shows the connected screen without the code', async () => {
    const { requests } = managerApi(null, {
      'youtube/connect/complete': () =>
        reply(connected, true, 'YouTube에 연결되었습니다. 첫 보고서를 가져오는 중입니다.'),
      'youtube/disconnect': () => reply(null),
    });
    const { history } = await renderApp(
      '/youtube-connection/callback?state=s-1&code=4%2F0Acode&scope=x',
      // Effects run twice there, and a code works only once.
      { token: 'token-1', strict: true },
    );
    expect(await screen.findByRole('heading', { name: '연결 정보' })).toBeTruthy();
    expect(currentUrl(history)).toBe('/youtube-connection');
    expect(
      screen.getByText('YouTube에 연결되었습니다. 첫 보고서를 가져오는 중입니다.'),
    ).toBeTruthy();
    expect(calls(requests, 'youtube/connect/complete').map((request) => request.body)).toEqual([
      { state: 's-1', code: '4/0Acode' },
    ]);
    // The reply was the connection: no second look was needed.
    expect(calls(requests, 'youtube/connection')).toHaveLength(0);

    // Once disconnected, "connected" is no longer shown.
    fireEvent.click(screen.getByRole('button', { name: '연결 해제' }));
    const dialog = await screen.findByRole('dialog', { name: 'YouTube 연결 해제' });
    fireEvent.click(within(dialog).getByRole('button', { name: '연결 해제' }));
    expect(await screen.findByRole('button', { name: CONNECT })).toBeTruthy();
    expect(screen.queryByText(/첫 보고서를 가져오는 중입니다/)).toBeNull();
  });

  test('a cancelled consent is posted once and its localized error shown on the screen', async () => {
    const { requests } = managerApi(null, {
      'youtube/connect/complete': () => ({
        status: 400,
        body: {
          success: false,
          code: 'youtube_access_denied',
          message: 'Google 화면에서 연결이 취소되었습니다. 변경된 내용은 없습니다.',
        },
      }),
    });
    const { history } = await renderApp(
      '/youtube-connection/callback?state=s-1&error=access_denied',
      { token: 'token-1', strict: true },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('YouTube에 연결하지 못했습니다');
    expect(alert.textContent).toContain('Google 화면에서 연결이 취소되었습니다.');
    expect(currentUrl(history)).toBe('/youtube-connection');
    expect(await screen.findByRole('button', { name: CONNECT })).toBeTruthy();
    expect(calls(requests, 'youtube/connect/complete').map((request) => request.body)).toEqual([
      { state: 's-1', error: 'access_denied' },
    ]);

    // Dismissed, it is gone; the history entry no longer carries it.
    fireEvent.click(within(alert).getByRole('button', { name: '알림 닫기' }));
    await waitFor(() => expect(screen.queryByText(/연결이 취소되었습니다/)).toBeNull());
  });

  test('under a locale prefix it returns to the screen in that language', async () => {
    managerApi(null, {
      'youtube/connect/complete': () => ({
        status: 400,
        body: {
          success: false,
          code: 'youtube_state_invalid',
          message:
            'This sign-in to Google does not belong to this session or has expired. Start connecting again.',
        },
      }),
    });
    const { history } = await renderApp('/en/youtube-connection/callback?state=old&code=c', {
      token: 'token-1',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not connect to YouTube');
    expect(alert.textContent).toContain('does not belong to this session');
    expect(currentUrl(history)).toBe('/en/youtube-connection');
  });
});
