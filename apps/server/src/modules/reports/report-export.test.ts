import { describe, expect, it } from 'vitest';
import type { ChannelReportRow } from '@portal/shared';
import { csvField, csvWriter, EXPORT_COLUMNS } from './report-export.ts';

describe('the CSV export', () => {
  it.each([
    ['-1+HYPERLINK("http://evil.example","x")', `"'-1+HYPERLINK(""http://evil.example"",""x"")"`],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['-', "'-"],
    ['-1e3', "'-1e3"],
    ['1-2', '1-2'],
    ['Plain title, with a comma', '"Plain title, with a comma"'],
  ])('defuses %j so a spreadsheet shows it as text', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('leaves the numbers it writes as numbers, negative ones too', () => {
    expect(csvField('-12.345678')).toBe('-12.345678');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('0.0042')).toBe('0.0042');
    expect(csvField(null)).toBe('');
  });

  it('guards a channel title that starts with a minus and a digit, as written in a report line', () => {
    const row = {
      channel_id: 'UC0123456789abcdefghij',
      title: '-1+HYPERLINK("http://evil.example")',
      handle: null,
      thumbnail_url: null,
      shorts: 3,
      views: 10,
      engaged_views: 9,
      premium_views: 1,
      premium_ratio: 0.1,
      revenue: '-1500000',
      net_revenue: null,
      premium_revenue: '0',
      rpm: 0,
      engaged_rpm: 0,
      premium_rpm: 0,
    } as ChannelReportRow;
    const { line } = csvWriter(EXPORT_COLUMNS.channels, {
      locale: 'en',
      currency: 'USD',
      showsGross: false,
    });
    expect(line(row)).toBe(
      `UC0123456789abcdefghij,"'-1+HYPERLINK(""http://evil.example"")",3,10,9,1,10.00,-1.5,0.0000,0.0000\r\n`,
    );
  });
});
