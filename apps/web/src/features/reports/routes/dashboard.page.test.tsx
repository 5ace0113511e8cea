import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import {
  channelReportReply,
  columnHeadersOf,
  emptySummaryReply,
  managerApi,
  reportApi,
  summaryReply,
  videoReportReply,
  setUpReportTests,
} from '../../../../test/report-fixtures.ts';
import { calls } from '../../../../test/fake-api.ts';
import { currentUrl, renderApp } from '../../../../test/render-app.tsx';

setUpReportTests();

function card(name: string): HTMLElement {
  return screen.getByTestId(`card-${name}`);
}

describe('dashboard figures', () => {
  test('a member sees their cards in Korean, with the change against the previous period', async () => {
    const { requests } = reportApi();
    await renderApp('/dashboard', { token: 'token-1' });

    expect(await screen.findByRole('heading', { name: '대시보드', level: 1 })).toBeTruthy();
    await screen.findByTestId('card-views');
    expect(within(card('views')).getByText('총 조회수')).toBeTruthy();
    expect(within(card('views')).getByTestId('figure').textContent).toBe('2,104,500');
    expect(card('views').textContent).toContain('참여 조회수 1,850,960');
    expect(within(card('views')).getByTestId('change').textContent).toBe(
      '▲이전 기간보다 12.5% 증가',
    );
    expect(within(card('premium-views')).getByTestId('figure').textContent).toBe('315,675');
    expect(card('premium-views').textContent).toContain('전체 조회수의 15%');
    expect(within(card('premium-views')).getByTestId('change').textContent).toContain('5.2% 증가');
    expect(within(card('rpm')).getByTestId('figure').textContent).toBe('₩72');
    expect(card('rpm').textContent).toContain('참여 RPM ₩82');
    expect(card('rpm').textContent).toContain('프리미엄 RPM ₩143');
    expect(within(card('rpm')).getByTestId('change').textContent).toBe('▼이전 기간보다 3.3% 감소');
    expect(within(card('revenue')).getByText('예상 수익')).toBeTruthy();
    expect(within(card('revenue')).getByTestId('figure').textContent).toBe('₩152,340');
    expect(card('revenue').textContent).toContain('수익 배분율을 반영한 내 몫');
    expect(within(card('revenue')).getByTestId('change').textContent).toContain('8.8% 증가');

    expect(screen.getByTestId('report-period').textContent).toContain(
      '기간: 2026. 10. 23. ~ 2026. 11. 19.',
    );
    expect(screen.getByTestId('complete-up-to').textContent).toBe(
      '2026. 11. 19.까지 집계된 데이터입니다. 모든 수치는 추정치이며 확정 금액과 다를 수 있습니다.',
    );

    // A member has no member selector and asks for their own figures.
    expect(screen.queryByLabelText('회원')).toBeNull();
    const summary = calls(requests, 'report/summary')[0]!;
    expect(summary.query.get('period')).toBe('28d');
    expect(summary.query.has('member')).toBe(false);
    expect(summary.headers.get('authorization')).toBe('Bearer token-1');
  });

  test('in English on a dollar site: $ with cents, K/M-free exact cards, English dates', async () => {
    reportApi({
      'report/summary': () => ({ body: summaryReply({ currency: 'USD' }) }),
      'report/videos': () => ({ body: videoReportReply({ currency: 'USD' }) }),
    });
    await renderApp('/en/dashboard', { token: 'token-1' });

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    await screen.findByTestId('card-revenue');
    expect(within(card('revenue')).getByTestId('figure').textContent).toBe('$1,523.40');
    expect(within(card('rpm')).getByTestId('figure').textContent).toBe('$0.72');
    expect(card('rpm').textContent).toContain('Engaged RPM $0.82');
    expect(card('rpm').textContent).toContain('Premium RPM $1.43');
    expect(within(card('views')).getByTestId('figure').textContent).toBe('2,104,500');
    expect(within(card('views')).getByTestId('change').textContent).toBe(
      '▲Up 12.5% on the previous period',
    );
    expect(within(card('rpm')).getByTestId('change').textContent).toBe(
      '▼Down 3.3% on the previous period',
    );
    expect(screen.getByTestId('report-period').textContent).toContain(
      'Period: Oct 23\u2009–\u2009Nov 19, 2026',
    );
    expect(screen.getByTestId('complete-up-to').textContent).toContain(
      'Data complete up to Nov 19, 2026. All figures are estimates',
    );

    const table = await screen.findByRole('table', { name: 'Performance by Short' });
    const row = within(table).getByRole('row', { name: /Rainy Piano|비 오는 날/ });
    expect(row.textContent).toContain('812,400');
    expect(row.textContent).toContain('$588.20');
    expect(row.textContent).toContain('$0.72');
    expect(row.textContent).toContain('Rainy Piano');
  });

  test('the Shorts table: thumbnail, title, views, revenue, RPM and music, with totals of all', async () => {
    reportApi();
    await renderApp('/dashboard', { token: 'token-1' });
    const table = await screen.findByRole('table', { name: '쇼츠별 실적' });
    const headers = columnHeadersOf(table);
    expect(headers).toEqual(['쇼츠↕', '조회수↕', '예상 수익↓', 'RPM↕', '사용 음원']);
    const rows = within(table).getAllByRole('row');
    const first = rows[1]!;
    expect(within(first).getByRole('button', { name: /비 오는 날 듣기 좋은 피아노/ })).toBeTruthy();
    expect(first.textContent).toContain('하루 한 곡 쇼츠');
    expect(first.textContent).toContain('812,400');
    expect(first.textContent).toContain('₩58,820');
    expect(first.textContent).toContain('₩72');
    expect(first.textContent).toContain('Studio Haru');
    // A track the catalogue has no title for shows its ISRC; no music says so.
    expect(rows[2]!.textContent).toContain('KRA402600002');
    expect(rows[2]!.textContent).toContain('₩29,110');
    expect(rows[3]!.textContent).toContain('인식된 음원 없음');
    const totals = rows.at(-1)!;
    expect(totals.textContent).toContain('합계 · 쇼츠 3개');
    expect(totals.textContent).toContain('2,104,500');
    expect(totals.textContent).toContain('₩152,340');
  });

  test('charts load after the cards and offer the same numbers as a table', async () => {
    reportApi();
    await renderApp('/dashboard', { token: 'token-1' });
    const revenueChart = (await screen.findByRole('heading', { name: '수익 추이' })).closest(
      'section',
    )!;
    // For screen readers the numbers are there as a table from the start.
    const hidden = within(revenueChart).getByRole('table', { name: '수익 추이' });
    expect(within(hidden).getAllByRole('row')).toHaveLength(29);
    expect(within(hidden).getAllByRole('row')[1]!.textContent).toContain('2026. 10. 23.');

    fireEvent.click(within(revenueChart).getByRole('button', { name: '표로 보기' }));
    const shown = within(revenueChart).getByRole('region', { name: '수익 추이' });
    const rows = within(shown).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('날짜예상 수익');
    expect(rows.at(-1)!.textContent).toMatch(/^2026\. 11\. 19\.₩[\d,]+$/);
    const viewsChart = screen.getByRole('heading', { name: '조회수 추이' }).closest('section')!;
    expect(within(viewsChart).getByRole('table').textContent).toContain('프리미엄 조회수');
    expect(within(within(viewsChart).getByRole('table')).getAllByRole('row')[0]!.textContent).toBe(
      '날짜조회수참여 조회수프리미엄 조회수',
    );
  });
});

describe('dashboard filters', () => {
  test('a manager sees everyone’s gross figures and narrows them to one member', async () => {
    const { requests } = managerApi({
      'report/summary': () => ({ body: summaryReply({ showsGross: true }) }),
      'report/videos': () => ({ body: videoReportReply({ showsGross: true }) }),
    });
    await renderApp('/dashboard', { token: 'token-1' });
    await screen.findByTestId('card-revenue');
    expect(within(card('revenue')).getByText('예상 수익(전체)')).toBeTruthy();
    expect(card('revenue').textContent).toContain('회원 몫 ₩121,872');

    const select = screen.getByLabelText('회원') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(2));
    expect([...select.options].map((option) => option.text)).toEqual([
      '전체',
      '크리에이터1 (creator1@example.com)',
    ]);
    fireEvent.change(select, { target: { value: 'creator1@example.com' } });
    await waitFor(() =>
      expect(calls(requests, 'report/summary').at(-1)?.query.get('member')).toBe(
        'creator1@example.com',
      ),
    );
    await waitFor(() =>
      expect(calls(requests, 'report/videos').at(-1)?.query.get('member')).toBe(
        'creator1@example.com',
      ),
    );
  });

  test('periods: a preset asks again; a custom range is checked, then applied', async () => {
    const { requests } = reportApi();
    await renderApp('/dashboard', { token: 'token-1' });
    await screen.findByTestId('card-views');
    const period = screen.getByLabelText('기간') as HTMLSelectElement;
    expect([...period.options].map((option) => option.text)).toEqual([
      '최근 7일',
      '최근 28일',
      '최근 90일',
      '이번 달',
      '지난달',
      '직접 설정',
      '전체 기간',
    ]);
    fireEvent.change(period, { target: { value: '7d' } });
    await waitFor(() =>
      expect(calls(requests, 'report/summary').at(-1)?.query.get('period')).toBe('7d'),
    );

    fireEvent.change(period, { target: { value: 'custom' } });
    const range = screen.getByRole('form', { name: '기간 직접 설정' });
    // It starts as the 28 days up to the last day with data.
    expect((within(range).getByLabelText('시작일') as HTMLInputElement).value).toBe('2026-10-23');
    expect((within(range).getByLabelText('종료일') as HTMLInputElement).value).toBe('2026-11-19');
    const before = calls(requests, 'report/summary').length;
    fireEvent.change(within(range).getByLabelText('시작일'), { target: { value: '2026-11-10' } });
    fireEvent.change(within(range).getByLabelText('종료일'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(range).getByRole('button', { name: '기간 적용' }));
    expect(within(range).getByRole('alert').textContent).toBe(
      '종료일은 시작일과 같거나 이후여야 하며, 기간은 최대 10년입니다.',
    );
    expect(calls(requests, 'report/summary')).toHaveLength(before);

    fireEvent.change(within(range).getByLabelText('종료일'), { target: { value: '2026-11-15' } });
    fireEvent.click(within(range).getByRole('button', { name: '기간 적용' }));
    await waitFor(() => {
      const last = calls(requests, 'report/summary').at(-1)!;
      expect(last.query.get('period')).toBe('custom');
      expect(last.query.get('from')).toBe('2026-11-10');
      expect(last.query.get('to')).toBe('2026-11-15');
    });
    expect(calls(requests, 'report/videos').at(-1)?.query.get('from')).toBe('2026-11-10');
  });
});

describe('video detail', () => {
  test('a row opens every figure of the Short, its music and its viewers’ countries', async () => {
    const { requests } = reportApi();
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => {}) },
    });
    await renderApp('/dashboard', { token: 'token-1' });
    const table = await screen.findByRole('table', { name: '쇼츠별 실적' });
    fireEvent.click(within(table).getByRole('button', { name: /비 오는 날 듣기 좋은 피아노/ }));

    const dialog = await screen.findByRole('dialog', {
      name: '비 오는 날 듣기 좋은 피아노 #shorts',
    });
    await within(dialog).findByText('총 조회수');
    const figure = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('총 조회수')).toBe('812,400');
    expect(figure('예상 수익')).toBe('₩58,820');
    expect(figure('RPM(1,000회당 수익)')).toBe('₩72');
    expect(figure('참여 조회수')).toBe('720,000');
    expect(figure('참여 RPM(참여 조회수 1,000회당 수익)')).toBe('₩82');
    expect(figure('프리미엄 조회수')).toBe('147,857');
    expect(figure('프리미엄 비율')).toBe('18.2%');
    expect(figure('프리미엄 RPM')).toBe('₩142');
    expect(figure('평균 시청률')).toBe('68.2%');
    expect(figure('평균 시청 시간')).toBe('0:21');
    expect(dialog.textContent).toContain('게시일 2026. 10. 2.');
    expect(
      within(dialog)
        .getByRole('link', { name: /YouTube에서 보기/ })
        .getAttribute('href'),
    ).toBe('https://www.youtube.com/shorts/aB3dE5gH7jK');

    expect(within(dialog).getByText('Rainy Piano')).toBeTruthy();
    expect(within(dialog).getByTestId('isrc').textContent).toBe('KRA402600001');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ISRC 복사' }));
    await waitFor(() =>
      expect(screen.getByTestId('snackbars').textContent).toContain('ISRC 코드가 복사되었습니다.'),
    );
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('KRA402600001');

    const ranking = within(dialog).getByRole('list', { name: '국가별 조회수 순위' });
    const countries = within(ranking)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(countries).toEqual([
      '1대한민국420,000회51.7%',
      '2미국190,000회23.4%',
      '3일본120,400회14.8%',
      '4베트남50,000회6.2%',
      '5알 수 없는 국가32,000회3.9%',
    ]);
    // The map draws from local data once its chunk has loaded.
    const map = await within(dialog).findByTestId('viewer-map');
    expect(map.querySelectorAll('circle')).toHaveLength(4);

    expect(calls(requests, 'report/video')[0]!.query.get('video_id')).toBe('aB3dE5gH7jK');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('?videoDetail=<id> opens the Short’s detail and leaves the address', async () => {
    const { requests } = reportApi();
    const { history } = await renderApp('/dashboard?videoDetail=aB3dE5gH7jK', {
      token: 'token-1',
    });
    const dialog = await screen.findByRole('dialog', {
      name: '비 오는 날 듣기 좋은 피아노 #shorts',
    });
    expect(await within(dialog).findByText('812,400')).toBeTruthy();
    expect(currentUrl(history)).toBe('/dashboard');
    expect(calls(requests, 'report/video')[0]!.query.get('video_id')).toBe('aB3dE5gH7jK');
  });

  test('a Short that is not yours says so in the dialog', async () => {
    reportApi({
      'report/video': () => ({
        status: 404,
        body: { success: false, code: 'video_not_found', message: '쇼츠를 찾을 수 없습니다.' },
      }),
    });
    await renderApp('/dashboard?videoDetail=zzzzzzzzzzz', { token: 'token-1' });
    const dialog = await screen.findByRole('dialog', { name: '쇼츠 상세' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      '쇼츠를 찾을 수 없습니다.',
    );
  });
});

describe('dashboard states', () => {
  test('no channel yet: says so and leads to registering one', async () => {
    reportApi({
      'report/summary': () => ({ body: emptySummaryReply() }),
      'report/channels': () => ({ body: channelReportReply({ empty: true }) }),
    });
    await renderApp('/dashboard', { token: 'token-1' });
    expect(await screen.findByRole('heading', { name: '등록된 채널이 없습니다' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '채널 등록하기' });
    expect(link.getAttribute('href')).toBe('/manage-channel?addChannel=1');
    expect(screen.queryByTestId('card-views')).toBeNull();
  });

  test('channels but no data yet: wait for the first report', async () => {
    reportApi({ 'report/summary': () => ({ body: emptySummaryReply(null) }) });
    await renderApp('/dashboard', { token: 'token-1' });
    expect(
      await screen.findByRole('heading', { name: '첫 데이터를 기다리고 있습니다' }),
    ).toBeTruthy();
    expect(screen.getByTestId('complete-up-to').textContent).toContain(
      '아직 집계된 데이터가 없습니다.',
    );
  });

  test('nothing in this period: zero cards and a way to the whole history', async () => {
    const { requests } = reportApi({
      'report/summary': (request) => ({
        body: request.query.get('period') === 'lifetime' ? summaryReply() : emptySummaryReply(),
      }),
    });
    await renderApp('/dashboard', { token: 'token-1' });
    expect(
      await screen.findByRole('heading', { name: '이 기간에는 조회수가 없습니다' }),
    ).toBeTruthy();
    expect(within(card('views')).getByTestId('figure').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '전체 기간 보기' }));
    await waitFor(() =>
      expect(within(card('views')).getByTestId('figure').textContent).toBe('2,104,500'),
    );
    expect(calls(requests, 'report/summary').at(-1)?.query.get('period')).toBe('lifetime');
    expect((screen.getByLabelText('기간') as HTMLSelectElement).value).toBe('lifetime');
  });

  test('a failed report shows the server’s message and tries again', async () => {
    let fail = true;
    reportApi({
      'report/summary': () =>
        fail
          ? {
              status: 500,
              body: { success: false, code: 'internal', message: '잠시 후 다시 시도해 주세요.' },
            }
          : { body: summaryReply() },
    });
    await renderApp('/dashboard', { token: 'token-1' });
    expect(
      await screen.findByRole('heading', { name: '리포트를 불러오지 못했습니다' }),
    ).toBeTruthy();
    expect(screen.getByText('잠시 후 다시 시도해 주세요.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('card-views')).toBeTruthy();
  });

  test('loading keeps the layout: placeholders in place of cards, charts and table', async () => {
    reportApi({ 'report/summary': () => new Promise(() => {}) });
    await renderApp('/dashboard', { token: 'token-1' });
    expect(await screen.findByRole('status', { name: '리포트를 불러오는 중' })).toBeTruthy();
  });
});

describe('CSV export', () => {
  test('downloads the Shorts with the filters and order on screen, with the session’s token', async () => {
    const { requests } = reportApi({
      'report/export': () => ({
        text: '\uFEFF쇼츠,조회수\n비 오는 날,812400\n',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="shorts.csv"; filename*=UTF-8''${encodeURIComponent('쇼츠-2026-10-23.csv')}`,
        },
      }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    await renderApp('/dashboard', { token: 'token-1' });
    const table = await screen.findByRole('table', { name: '쇼츠별 실적' });
    // Ordered by views, lowest first.
    fireEvent.click(within(table).getByRole('button', { name: '조회수' }));
    fireEvent.click(within(table).getByRole('button', { name: '조회수' }));
    const shorts = screen.getByRole('heading', { name: '쇼츠', level: 2 }).closest('section')!;
    fireEvent.click(within(shorts).getByRole('button', { name: 'CSV 내려받기' }));

    await waitFor(() => expect(downloads).toEqual(['쇼츠-2026-10-23.csv blob:report']));
    const exported = calls(requests, 'report/export')[0]!;
    expect(Object.fromEntries(exported.query)).toEqual({
      report: 'videos',
      period: '28d',
      sort: 'views',
      order: 'asc',
    });
    expect(exported.headers.get('authorization')).toBe('Bearer token-1');
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('비 오는 날,812400');
  });

  test('a refused export says why', async () => {
    reportApi({
      'report/export': () => ({
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          message: '내보낼 보고서를 다시 선택해 주세요.',
        },
      }),
    });
    await renderApp('/dashboard', { token: 'token-1' });
    await screen.findByRole('table', { name: '쇼츠별 실적' });
    fireEvent.click(screen.getByRole('button', { name: '일별 CSV' }));
    await waitFor(() =>
      expect(screen.getByTestId('snackbars').textContent).toContain(
        '내보낼 보고서를 다시 선택해 주세요.',
      ),
    );
  });
});
