import type { MusicTrack, RankingEntry } from '@portal/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { calls, installFakeApi, testMe } from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { clearSnackbars } from '../../../shared/ui/snackbar-store.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearSnackbars();
  vi.unstubAllGlobals();
});

function track(id: number, overrides: Partial<MusicTrack> = {}): MusicTrack {
  return {
    id,
    isrc: `KRA12260000${id}`,
    title: `곡 ${id}`,
    artist: '하늘',
    category: 'bgm',
    tags: [{ id: 'calm', name: '잔잔한' }],
    cover_url: `/api/music/cover/${'a'.repeat(64)}`,
    preview_url: null,
    duration_seconds: 125,
    shopping: false,
    exclusive: false,
    released_on: '2026-10-01',
    favorite: false,
    ...overrides,
  };
}

const ok = (body: object) => ({ body: { success: true, message: '', ...body } });
const listReply = (tracks: MusicTrack[], total = tracks.length) =>
  ok({ page: 0, size: 30, total, tracks });
const snackbars = () => screen.getByTestId('snackbars');

describe('music home', () => {
  test('shows the weekly chart with rank changes, tags, new and shopping tracks', async () => {
    const entries: RankingEntry[] = [
      { rank: 1, previous_rank: 3, views: 12_000, track: track(1, { title: '첫째' }) },
      { rank: 2, previous_rank: null, views: 900, track: track(2, { title: '둘째' }) },
      { rank: 3, previous_rank: 1, views: 10, track: track(3, { title: '셋째' }) },
    ];
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'music/home': () =>
        ok({
          ranking: { week: { start: '2026-11-09', end: '2026-11-15' }, entries },
          new_tracks: [track(4, { title: '새 곡' })],
          tags: [{ id: 'calm', name: '잔잔한', count: 12 }],
          shopping: [track(5, { title: '쇼핑 곡', shopping: true })],
          favorites_count: 2,
        }),
    });
    await renderApp('/musics', { token: 'token-1' });
    const chart = await screen.findByRole('list', { name: '주간 인기 순위' }, { timeout: 5000 });
    const ranks = within(chart)
      .getAllByTestId('rank')
      .map((cell) => cell.textContent);
    expect(ranks).toEqual([
      '1위1▲2지난주보다 2계단 상승지난주 조회수 1.2만',
      '2위2NEW새로 진입지난주 조회수 900',
      '3위3▼2지난주보다 2계단 하락지난주 조회수 10',
    ]);
    expect(screen.getByText('2026. 11. 9. ~ 2026. 11. 15. 기준')).toBeTruthy();
    // The sections below the chart come in a render of their own, right after it.
    expect((await screen.findByRole('link', { name: '#잔잔한 12곡' })).getAttribute('href')).toBe(
      '/musics/tags?tag=calm',
    );
    expect(screen.getByRole('list', { name: '새로 들어온 음원' }).textContent).toContain('새 곡');
    expect(screen.getByRole('list', { name: '쇼핑 음원' }).textContent).toContain('쇼핑 곡');
    expect(screen.getByRole('link', { name: '즐겨찾기 2 / 10곡 보기' })).toBeTruthy();
  });

  test('says when there is no chart yet, in English too', async () => {
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'music/home': () =>
        ok({
          ranking: { week: null, entries: [] },
          new_tracks: [],
          tags: [],
          shopping: [],
          favorites_count: 0,
        }),
    });
    await renderApp('/en/musics', { token: 'token-1' });
    expect(await screen.findByText(/There is not enough Shorts data for a chart yet/)).toBeTruthy();
    expect(await screen.findByText('There are no shopping tracks yet.')).toBeTruthy();
  });
});

describe('all music', () => {
  test('searches, filters, and offers to clear a search that matches nothing', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: testMe }),
      'music/tags': () => ok({ datas: [{ id: 'calm', name: '잔잔한', count: 1 }] }),
      'music/list': (request) =>
        request.query.get('search') === 'nothing' ? listReply([]) : listReply([track(1)], 1),
    });
    await renderApp('/musics/all', { token: 'token-1' });
    expect(await screen.findByText('전체 1곡 중 1–1')).toBeTruthy();
    expect(calls(requests, 'music/list')[0]!.query.get('sort')).toBe('newest');

    fireEvent.change(screen.getByLabelText('카테고리'), { target: { value: 'ost' } });
    await waitFor(() =>
      expect(calls(requests, 'music/list').at(-1)!.query.get('category')).toBe('ost'),
    );
    fireEvent.change(screen.getByLabelText('정렬'), { target: { value: 'popular' } });
    await waitFor(() =>
      expect(calls(requests, 'music/list').at(-1)!.query.get('sort')).toBe('popular'),
    );

    fireEvent.change(screen.getByLabelText('음원 검색'), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(
      await screen.findByRole('heading', { name: '“nothing”에 맞는 음원이 없습니다' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '검색 조건 지우기' }));
    expect(await screen.findByText('전체 1곡 중 1–1')).toBeTruthy();
    const last = calls(requests, 'music/list').at(-1)!.query;
    expect([last.get('search'), last.get('category')]).toEqual([null, null]);
  });

  test('a list that failed to load offers to try again', async () => {
    let fail = true;
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'music/tags': () => ok({ datas: [] }),
      'music/list': () =>
        fail
          ? {
              status: 500,
              body: { success: false, code: 'internal', message: '오류가 발생했습니다.' },
            }
          : listReply([track(1)]),
    });
    await renderApp('/musics/all', { token: 'token-1' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('음원을 불러오지 못했습니다');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('곡 1')).toBeTruthy();
  });

  test('copies the ISRC and says so; the fixed prefix stands apart', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'music/tags': () => ok({ datas: [] }),
      'music/list': () => listReply([track(1)]),
    });
    await renderApp('/musics/all', { token: 'token-1' });
    const code = await screen.findByTestId('isrc');
    expect(code.textContent).toBe('KR-A12-26-00001');
    expect(code.querySelector('span')?.textContent).toBe('KR-A12');
    fireEvent.click(screen.getByRole('button', { name: 'ISRC 복사: 곡 1' }));
    expect(await within(snackbars()).findByText('ISRC가 복사되었습니다.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('KRA122600001');
  });

  test('adds a favorite with the server’s confirmation, and shows its refusal at the limit', async () => {
    let favorite = false;
    const { requests } = installFakeApi({
      'member/me': () => ({ body: testMe }),
      'music/tags': () => ok({ datas: [] }),
      'music/list': () => listReply([track(1, { favorite }), track(2)]),
      'music/favorites/add': (request) => {
        if ((request.body as { track_id: number }).track_id === 2) {
          return {
            status: 409,
            body: {
              success: false,
              code: 'favorites_full',
              message:
                '즐겨찾기는 최대 10곡까지 추가할 수 있습니다. 다른 곡을 삭제한 뒤 추가해 주세요.',
            },
          };
        }
        favorite = true;
        return ok({
          message: '즐겨찾기에 추가했습니다.',
          max: 10,
          tracks: [track(1, { favorite: true })],
        });
      },
    });
    await renderApp('/musics/all', { token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: '즐겨찾기에 추가: 곡 1' }));
    expect(await within(snackbars()).findByText('즐겨찾기에 추가했습니다.')).toBeTruthy();
    expect(calls(requests, 'music/favorites/add')[0]!.body).toEqual({ track_id: 1 });
    const pressed = await screen.findByRole('button', { name: '즐겨찾기에서 삭제: 곡 1' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '즐겨찾기에 추가: 곡 2' }));
    expect(
      await within(snackbars()).findByText(
        '즐겨찾기는 최대 10곡까지 추가할 수 있습니다. 다른 곡을 삭제한 뒤 추가해 주세요.',
      ),
    ).toBeTruthy();
  });
});

describe('mood tags', () => {
  test('lists the tags and the tracks of the one chosen', async () => {
    const { requests } = installFakeApi({
      'member/me': () => ({ body: testMe }),
      'music/tags': () =>
        ok({
          datas: [
            { id: 'calm', name: '잔잔한', count: 1 },
            { id: 'bright', name: '밝은', count: 2 },
          ],
        }),
      'music/list': () => listReply([track(7, { title: '밝은 곡' })]),
    });
    await renderApp('/musics/tags', { token: 'token-1' });
    expect(await screen.findByText('태그를 고르면 그 분위기의 음원을 보여 드립니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '#밝은 2곡' }));
    expect(await screen.findByRole('heading', { name: '#밝은 음원' })).toBeTruthy();
    expect(await screen.findByText('밝은 곡')).toBeTruthy();
    expect(calls(requests, 'music/list').at(-1)!.query.get('tag')).toBe('bright');
    expect(screen.getByRole('link', { name: '#밝은 2곡' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('favorites', () => {
  test('an empty list says how to add one, in every language', async () => {
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'music/favorites': () => ok({ max: 10, tracks: [] }),
    });
    await renderApp('/musics/favorites', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '즐겨찾기한 음원이 없습니다' })).toBeTruthy();
    cleanup();
    await renderApp('/zh-CN/musics/favorites', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '还没有收藏的音乐' })).toBeTruthy();
    cleanup();
    await renderApp('/zh-TW/musics/favorites', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '還沒有收藏的音樂' })).toBeTruthy();
    cleanup();
    await renderApp('/en/musics/favorites', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: 'No favorite tracks yet' })).toBeTruthy();
  });

  test('removes a favorite from the favorites screen', async () => {
    let tracks = [track(1, { favorite: true }), track(2, { favorite: true })];
    installFakeApi({
      'member/me': () => ({ body: testMe }),
      'music/favorites': () => ok({ max: 10, tracks }),
      'music/favorites/remove': () => {
        tracks = tracks.slice(1);
        return ok({ message: '즐겨찾기에서 삭제했습니다.', max: 10, tracks });
      },
    });
    await renderApp('/musics/favorites', { token: 'token-1' });
    expect(await screen.findByText('2 / 10곡')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '즐겨찾기에서 삭제: 곡 1' }));
    expect(await within(snackbars()).findByText('즐겨찾기에서 삭제했습니다.')).toBeTruthy();
    expect(await screen.findByText('1 / 10곡')).toBeTruthy();
    expect(screen.queryByText('곡 1')).toBeNull();
  });
});
