import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import {
  TOP_VIDEO,
  cellsOf,
  columnHeadersOf,
  reportApi,
  setUpReportTests,
  videoReportReply,
} from '../../../../test/report-fixtures.ts';
import { calls } from '../../../../test/fake-api.ts';
import { currentUrl, renderApp } from '../../../../test/render-app.tsx';

setUpReportTests();

describe('video report', () => {
  test('every figure of each Short in Korean, the RPM trend and the totals of all', async () => {
    const { requests } = reportApi();
    await renderApp('/report-video', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '영상 리포트', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '쇼츠별 실적' });
    const rows = within(table).getAllByRole('row');
    expect(columnHeadersOf(rows[0]!)).toEqual([
      '쇼츠↕',
      '게시일↕',
      '조회수↕',
      '참여 조회수↕',
      '프리미엄 조회수↕',
      '프리미엄 비율↕',
      '예상 수익↓',
      'RPM↕',
      '참여 RPM↕',
      '프리미엄 RPM↕',
      '평균 시청률↕',
      '평균 시청 시간↕',
      '사용 음원',
    ]);
    expect(cellsOf(rows[1]!)).toEqual([
      '비 오는 날 듣기 좋은 피아노 #shorts 상세 보기하루 한 곡 쇼츠',
      '2026. 10. 2.',
      '812,400',
      '720,000',
      '147,857',
      '18.2%',
      '₩58,820',
      '₩72',
      '₩82',
      '₩142',
      '68.2%',
      '0:21',
      'Rainy PianoStudio Haru',
    ]);
    expect(cellsOf(rows[3]!).slice(1, 2)).toEqual(['—']);
    expect(cellsOf(rows[3]!).at(-2)).toBe('1:15');
    expect(cellsOf(rows.at(-1)!).slice(0, 7)).toEqual([
      '합계 · 쇼츠 3개',
      '',
      '2,104,500',
      '1,850,960',
      '315,675',
      '15%',
      '₩152,340',
    ]);
    expect(screen.getByText('쇼츠 3개 중 1–3')).toBeTruthy();

    const trend = screen.getByRole('heading', { name: '평균 RPM 추이' }).closest('section')!;
    expect(trend.textContent).toContain('기간 평균 ₩72 · 참여 RPM 평균 ₩82');
    const trendTable = within(trend).getByRole('table', { name: '평균 RPM 추이' });
    expect(within(trendTable).getAllByRole('row')[1]!.textContent).toBe('2026. 10. 23.₩70₩80');

    expect(Object.fromEntries(calls(requests, 'report/videos')[0]!.query)).toEqual({
      period: '28d',
      sort: 'revenue',
      order: 'desc',
      page: '0',
      size: '50',
    });
  });

  test('search, channel, sort and page go to the server; the CSV takes the same', async () => {
    const { requests } = reportApi({
      'report/videos': (request) => ({
        body: videoReportReply({
          total: 1234,
          size: 50,
          page: Number(request.query.get('page') ?? 0),
        }),
      }),
      'report/export': () => ({ text: 'a\n', headers: { 'Content-Type': 'text/csv' } }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderApp('/report-video', { token: 'token-1' });
    await screen.findByRole('table', { name: '쇼츠별 실적' });
    // Counts are grouped as the language writes them.
    expect(screen.getByText('쇼츠 1,234개 중 1–3')).toBeTruthy();
    const last = () => Object.fromEntries(calls(requests, 'report/videos').at(-1)!.query);

    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(last().page).toBe('1'));

    const channel = screen.getByLabelText('채널') as HTMLSelectElement;
    await waitFor(() => expect(channel.options).toHaveLength(4));
    expect([...channel.options].map((option) => option.text)).toEqual([
      '모든 채널',
      '하루 한 곡 쇼츠',
      '댄스 챌린지 모음',
      'Kitchen Beats',
    ]);
    fireEvent.change(channel, { target: { value: 'UCdanceChannel000000002b' } });
    await waitFor(() =>
      expect(last()).toMatchObject({ channel: 'UCdanceChannel000000002b', page: '0' }),
    );

    fireEvent.change(screen.getByLabelText('쇼츠 검색'), { target: { value: '스트레칭' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(last().search).toBe('스트레칭'));

    fireEvent.change(screen.getByLabelText('정렬 기준'), { target: { value: 'view_rate' } });
    fireEvent.change(screen.getByLabelText('순서'), { target: { value: 'asc' } });
    await waitFor(() => expect(last()).toMatchObject({ sort: 'view_rate', order: 'asc' }));
    const header = screen.getByRole('button', { name: '평균 시청률' }).closest('th')!;
    expect(header.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(calls(requests, 'report/export')[0]!.query)).toEqual({
      report: 'videos',
      period: '28d',
      channel: 'UCdanceChannel000000002b',
      search: '스트레칭',
      sort: 'view_rate',
      order: 'asc',
    });
    click.mockRestore();
  });

  test('nothing matches: says so and clears the search and channel', async () => {
    reportApi({
      'report/videos': (request) => ({
        body: request.query.get('search')
          ? videoReportReply({ videos: [], total: 0 })
          : videoReportReply(),
      }),
    });
    await renderApp('/report-video', { token: 'token-1' });
    await screen.findByRole('table', { name: '쇼츠별 실적' });
    fireEvent.change(screen.getByLabelText('쇼츠 검색'), { target: { value: '없는 영상' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(
      await screen.findByText('조건에 맞는 쇼츠가 없습니다. 검색어나 채널을 바꿔 보세요.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '검색 조건 지우기' }));
    const table = await screen.findByRole('table', { name: '쇼츠별 실적' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect((screen.getByLabelText('쇼츠 검색') as HTMLInputElement).value).toBe('');
  });

  test('in English on a dollar site', async () => {
    reportApi({ 'report/videos': () => ({ body: videoReportReply({ currency: 'USD' }) }) });
    await renderApp('/en/report-video', { token: 'token-1' });
    const table = await screen.findByRole('table', { name: 'Performance by Short' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(cellsOf(row).slice(1)).toEqual([
      'Oct 2, 2026',
      '812,400',
      '720,000',
      '147,857',
      '18.2%',
      '$588.20',
      '$0.72',
      '$0.82',
      '$1.42',
      '68.2%',
      '0:21',
      'Rainy PianoStudio Haru',
    ]);
    expect(screen.getByText('1–3 of 3 Shorts')).toBeTruthy();
    const trend = screen.getByRole('heading', { name: 'Average RPM trend' }).closest('section')!;
    expect(trend.textContent).toContain('Period average $0.72 · Engaged RPM average $0.82');
    expect(within(trend).getAllByRole('row')[1]!.textContent).toBe('Oct 23, 2026$0.70$0.80');
  });

  test('a row and a ?videoDetail= link both open the Short’s detail', async () => {
    reportApi();
    const { history } = await renderApp(`/report-video?videoDetail=${TOP_VIDEO.video_id}`, {
      token: 'token-1',
    });
    let dialog = await screen.findByRole('dialog', { name: TOP_VIDEO.title });
    expect(await within(dialog).findByText('0:21')).toBeTruthy();
    expect(currentUrl(history)).toBe('/report-video');
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A click anywhere on a row opens it too.
    const table = screen.getByRole('table', { name: '쇼츠별 실적' });
    fireEvent.click(within(table).getAllByRole('row')[2]!.querySelector('td')!);
    dialog = await screen.findByRole('dialog', { name: '30초 스트레칭 루틴' });
    expect(dialog).toBeTruthy();
  });
});
