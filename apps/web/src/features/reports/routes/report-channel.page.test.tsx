import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import {
  cellsOf,
  columnHeadersOf,
  channelReportReply,
  managerApi,
  reportApi,
  setUpReportTests,
} from '../../../../test/report-fixtures.ts';
import { calls } from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

setUpReportTests();

describe('channel report', () => {
  test('each channel’s thumbnail, name, views, engaged views, revenue, Shorts and RPMs in Korean, with totals', async () => {
    const { requests } = reportApi();
    await renderApp('/report-channel', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '채널 리포트', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '채널별 실적' });
    const rows = within(table).getAllByRole('row');
    expect(columnHeadersOf(rows[0]!)).toEqual([
      '채널↕',
      '조회수↕',
      '참여 조회수↕',
      '예상 수익↓',
      '쇼츠 수↕',
      'RPM↕',
      '참여 RPM↕',
    ]);
    expect(cellsOf(rows[1]!)).toEqual([
      '하루 한 곡 쇼츠 (새 탭에서 열림)@daily-song-shorts',
      '1,402,300',
      '1,234,024',
      '₩101,530',
      '18',
      '₩72',
      '₩82',
    ]);
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /하루 한 곡 쇼츠/ })
        .getAttribute('href'),
    ).toBe('https://www.youtube.com/channel/UCmusicChannel000000001a');
    expect(rows[1]!.querySelector('img')?.getAttribute('src')).toBe(
      'https://yt3.ggpht.test/UCmusicChannel000000001a.jpg',
    );
    // A channel without a handle shows its id.
    expect(rows[3]!.textContent).toContain('UCcookChannel0000000003c');
    expect(cellsOf(rows.at(-1)!)).toEqual([
      '합계 · 채널 3개',
      '2,104,500',
      '1,850,960',
      '₩152,340',
      '30',
      '₩72',
      '₩82',
    ]);
    expect(screen.getByTestId('complete-up-to').textContent).toContain('2026. 11. 19.까지');

    const first = calls(requests, 'report/channels')[0]!;
    expect(Object.fromEntries(first.query)).toEqual({
      period: '28d',
      sort: 'revenue',
      order: 'desc',
      page: '0',
      size: '50',
    });
  });

  test('a column header sorts by it, and again the other way round', async () => {
    const { requests } = reportApi();
    await renderApp('/report-channel', { token: 'token-1' });
    const table = await screen.findByRole('table', { name: '채널별 실적' });
    const views = within(table).getByRole('button', { name: '조회수' });
    fireEvent.click(views);
    await waitFor(() => {
      const last = calls(requests, 'report/channels').at(-1)!;
      expect([last.query.get('sort'), last.query.get('order')]).toEqual(['views', 'desc']);
    });
    expect(views.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(views);
    await waitFor(() =>
      expect(calls(requests, 'report/channels').at(-1)?.query.get('order')).toBe('asc'),
    );
    expect(views.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    // Names sort A to Z first.
    fireEvent.click(within(table).getByRole('button', { name: '채널' }));
    await waitFor(() => {
      const last = calls(requests, 'report/channels').at(-1)!;
      expect([last.query.get('sort'), last.query.get('order')]).toEqual(['title', 'asc']);
    });
  });

  test('charts compare the channels, with their numbers as a table', async () => {
    reportApi();
    await renderApp('/report-channel', { token: 'token-1' });
    const chart = (await screen.findByRole('heading', { name: '채널별 예상 수익' })).closest(
      'section',
    )!;
    const table = within(chart).getByRole('table', { name: '채널별 예상 수익' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['하루 한 곡 쇼츠₩101,530', '댄스 챌린지 모음₩44,190', 'Kitchen Beats₩6,620']);
    // The bars themselves arrive with the chart chunk, compact figures beside them.
    await waitFor(() => expect(chart.textContent).toContain('₩10만'));
    const views = screen.getByRole('heading', { name: '채널별 조회수' }).closest('section')!;
    await waitFor(() => expect(views.textContent).toContain('140만'));
  });

  test('in English on a dollar site, and a manager sees the members’ share', async () => {
    managerApi({
      'report/channels': () => ({
        body: channelReportReply({ currency: 'USD', showsGross: true }),
      }),
    });
    await renderApp('/en/report-channel', { token: 'token-1' });
    const table = await screen.findByRole('table', { name: 'Performance by channel' });
    const rows = within(table).getAllByRole('row');
    expect(columnHeadersOf(rows[0]!)).toEqual([
      'Channel↕',
      'Views↕',
      'Engaged views↕',
      'Estimated revenue (gross)↓',
      'Members’ share',
      'Shorts↕',
      'RPM↕',
      'Engaged RPM↕',
    ]);
    expect(cellsOf(rows[1]!).slice(1)).toEqual([
      '1,402,300',
      '1,234,024',
      '$1,015.30',
      '$81,224.00',
      '18',
      '$0.72',
      '$0.82',
    ]);
    expect(cellsOf(rows.at(-1)!)).toEqual([
      'Total · 3 channels',
      '2,104,500',
      '1,850,960',
      '$1,523.40',
      '$1,218.72',
      '30',
      '$0.72',
      '$0.82',
    ]);
    expect(screen.getByLabelText('Member')).toBeTruthy();
    expect(screen.getByTestId('report-period').textContent).toContain(
      'Period: Oct 23\u2009–\u2009Nov 19, 2026',
    );
  });

  test('no channel yet: leads to registering one', async () => {
    reportApi({ 'report/channels': () => ({ body: channelReportReply({ empty: true }) }) });
    await renderApp('/report-channel', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '등록된 채널이 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '채널 등록하기' })).toBeTruthy();
  });

  test('CSV of the channels with the period and order on screen', async () => {
    const { requests } = reportApi({
      'report/export': () => ({ text: 'a\n', headers: { 'Content-Type': 'text/csv' } }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderApp('/report-channel', { token: 'token-1' });
    await screen.findByRole('table', { name: '채널별 실적' });
    fireEvent.change(screen.getByLabelText('기간'), { target: { value: '90d' } });
    fireEvent.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(calls(requests, 'report/export')[0]!.query)).toEqual({
      report: 'channels',
      period: '90d',
      sort: 'revenue',
      order: 'desc',
    });
    click.mockRestore();
  });
});
