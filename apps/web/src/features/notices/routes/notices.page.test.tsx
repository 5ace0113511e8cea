import type { NoticeSummary } from '@portal/shared';
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

const pinned: NoticeSummary = {
  id: 3,
  title: '음원 사용 규칙',
  language: 'ko',
  published_at: '2026-11-01T03:00:00.000Z',
  pinned: true,
  read: true,
};
const fresh: NoticeSummary = {
  id: 7,
  title: '12월 정산 일정',
  language: 'ko',
  published_at: '2026-11-20T03:00:00.000Z',
  pinned: false,
  read: false,
};

const calls = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.path === path);

function listReply(notices: NoticeSummary[], unread: number, total = notices.length) {
  return { body: { success: true, message: '', page: 0, size: 20, total, unread, notices } };
}

function badge() {
  return within(screen.getByTestId('main-nav')).queryByTestId('notices-unread-badge');
}

describe('notices', () => {
  test('the list shows pinned and unread notices, and the menu badge counts the unread', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: testMe }),
      'notice/unread-count': () => ({ body: { success: true, message: '', unread: 1 } }),
      'notice/list': () => listReply([pinned, fresh], 1),
    });
    await renderApp('/notices', { token: 'token-1' });
    const list = await screen.findByRole('list', { name: '공지사항 목록' });
    const items = within(list).getAllByTestId('notice-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('고정음원 사용 규칙'),
      expect.stringContaining('읽지 않음12월 정산 일정'),
    ]);
    expect(items[0]!.hasAttribute('data-unread')).toBe(false);
    expect(items[1]!.hasAttribute('data-unread')).toBe(true);
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/notices/7');
    expect(screen.getByText('전체 2개 · 읽지 않은 공지 1개')).toBeTruthy();
    await waitFor(() => expect(badge()?.textContent).toBe('1읽지 않은 공지 1개'));
    expect(calls(requests, 'notice/list')[0]!.query.get('page')).toBe('0');
  });

  test('a site without notices says so, in every language', async () => {
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'notice/unread-count': () => ({ body: { success: true, message: '', unread: 0 } }),
      'notice/list': () => listReply([], 0),
    });
    await renderApp('/notices', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '등록된 공지사항이 없습니다' })).toBeTruthy();
    expect(badge()).toBeNull();
    cleanup();
    await renderApp('/en/notices', { token: 'token-1' });
    expect(
      await screen.findByRole('heading', { name: 'No notices have been posted yet' }),
    ).toBeTruthy();
    cleanup();
    await renderApp('/zh-TW/notices', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '目前沒有已發布的公告' })).toBeTruthy();
  });

  test('a failed list offers to try again', async () => {
    let fail = true;
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'notice/list': () =>
        fail
          ? {
              status: 500,
              body: { success: false, code: 'internal', message: '오류가 발생했습니다.' },
            }
          : listReply([fresh], 1),
    });
    await renderApp('/notices', { token: 'token-1' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('공지사항을 불러오지 못했습니다');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('12월 정산 일정')).toBeTruthy();
  });

  test('opening a notice shows its Markdown body, marks it read and lowers the badge', async () => {
    let unread = 1;
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'notice/unread-count': () => ({ body: { success: true, message: '', unread } }),
      'notice/list': () => listReply([pinned, { ...fresh, read: unread === 0 }], unread),
      'notice/detail': (request) => {
        expect(request.query.get('id')).toBe('7');
        unread = 0;
        return {
          body: {
            success: true,
            message: '',
            unread: 0,
            notice: {
              ...fresh,
              read: true,
              body: '## 일정\n\n**25일** 지급\n\n<script>alert(1)</script>',
            },
          },
        };
      },
    });
    const { history } = await renderApp('/notices', { token: 'token-1' });
    await waitFor(() => expect(badge()).not.toBeNull());
    fireEvent.click(await screen.findByRole('link', { name: /12월 정산 일정/ }));

    const detail = await screen.findByTestId('notice-detail');
    expect(currentUrl(history)).toBe('/notices/7');
    expect(within(detail).getByRole('heading', { level: 1 }).textContent).toBe('12월 정산 일정');
    expect(detail.textContent).toContain('2026. 11. 20. 게시');
    const body = await within(detail).findByTestId('markdown-body');
    expect(within(body).getByRole('heading', { level: 3 }).textContent).toBe('일정');
    expect(body.querySelector('strong')?.textContent).toBe('25일');
    expect(body.querySelector('script')).toBeNull();
    await waitFor(() => expect(badge()).toBeNull());

    fireEvent.click(within(detail).getByRole('link', { name: '목록으로' }));
    const list = await screen.findByRole('list', { name: '공지사항 목록' });
    const items = within(list).getAllByTestId('notice-item');
    expect(items.some((item) => item.hasAttribute('data-unread'))).toBe(false);
  });

  test('a notice that fails to load offers to try again or go back to the list', async () => {
    let fail = true;
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'notice/list': () => listReply([fresh], 1),
      'notice/detail': () =>
        fail
          ? {
              status: 500,
              body: { success: false, code: 'internal', message: '오류가 발생했습니다.' },
            }
          : { body: { success: true, message: '', unread: 0, notice: { ...fresh, body: '본문' } } },
    });
    await renderApp('/notices/7', { token: 'token-1' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('공지사항을 불러오지 못했습니다');
    expect(alert.textContent).toContain('오류가 발생했습니다.');
    expect(within(alert).getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe(
      '/notices',
    );
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('notice-detail')).toBeTruthy();
  });

  test('on a phone the menu button says how many notices are unread, in each language', async () => {
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'notice/unread-count': () => ({ body: { success: true, message: '', unread: 2 } }),
      'notice/list': () => listReply([fresh], 2),
    });
    await renderApp('/notices', { token: 'token-1', width: 360 });
    expect(
      await screen.findByRole('button', { name: '메뉴 열기, 읽지 않은 공지 2개' }),
    ).toBeTruthy();
    cleanup();
    await renderApp('/zh-CN/notices', { token: 'token-1', width: 360 });
    expect(await screen.findByRole('button', { name: '打开菜单，2 条未读' })).toBeTruthy();
  });

  test('an unknown notice shows the 404 page; an id that is not a number asks nothing', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: testMe }),
      'notice/detail': () => ({
        status: 404,
        body: { success: false, code: 'not_found', message: '요청한 항목을 찾을 수 없습니다.' },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/notices/999', { token: 'token-1' });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByTestId('not-found-path').textContent).toBe('/notices/999');
    cleanup();
    await renderApp('/notices/abc', { token: 'token-1' });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(calls(requests, 'notice/detail')).toHaveLength(1);
  });
});
