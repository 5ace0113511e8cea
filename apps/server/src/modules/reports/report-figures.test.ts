import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-context.ts';
import { COUNTRY_TABLES, countryFigures, type CountryReport } from '../revenue/country-figures.ts';
import { countsAt, MONEY, rollupColumns, WINDOW_COLUMNS } from './report-figures.ts';

/** What each table that keeps the report figures must hold, from the registry. */
const FIGURE_TABLES: Record<string, readonly string[]> = {
  video_daily: rollupColumns('video'),
  channel_daily: rollupColumns('channel'),
  site_daily: rollupColumns('site'),
  member_daily: rollupColumns('site'),
  video_windows: WINDOW_COLUMNS,
  channel_windows: WINDOW_COLUMNS,
  video_blocks: WINDOW_COLUMNS,
};

/** The columns of those tables that say whose rows and which days, rather than a figure. */
const KEYS = new Set([
  'site_id',
  'video_id',
  'channel_id',
  'day',
  'member_account_id',
  'period',
  'member_key',
  'title_key',
  'level',
  'start_day',
  // How many Shorts a channel's day holds: a count of rows, not a figure the reports add up.
  'videos',
]);

describe('the report figures in the database', () => {
  const t = useTestContext();

  async function columnsOf(table: string): Promise<string[]> {
    const { rows } = await t.database.pool.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = current_schema() and table_name = $1 order by column_name`,
      [table],
    );
    return rows.map((row) => row.column_name);
  }

  it('are every figure of the registry in every rollup, window and block, and no other', async () => {
    for (const [table, figures] of Object.entries(FIGURE_TABLES)) {
      const columns = await columnsOf(table);
      expect({ table, missing: figures.filter((figure) => !columns.includes(figure)) }).toEqual({
        table,
        missing: [],
      });
      const unlisted = columns.filter((column) => !KEYS.has(column) && !figures.includes(column));
      expect({ table, unlisted }).toEqual({ table, unlisted: [] });
    }
  });

  it('come from the per-country rows the imports keep', async () => {
    expect(countsAt('video').filter((count) => !countryFigures('views').includes(count))).toEqual(
      [],
    );
    expect(
      MONEY.map((money) => `${money}_micros`).filter((m) => !countryFigures('revenue').includes(m)),
    ).toEqual([]);
    // Each per-country table takes a row of exactly those figures per country, and each
    // of them over all the countries in a column of its name (decision 033).
    const site = await t.createSite();
    for (const [report, table] of Object.entries(COUNTRY_TABLES)) {
      const figureNames = countryFigures(report as CountryReport);
      const width = figureNames.length;
      const countryColumns = await columnsOf(table);
      expect(figureNames.filter((figure) => !countryColumns.includes(figure))).toEqual([]);
      const insert = (figures: number[][]) =>
        t.database.pool.query(
          `insert into ${table} (site_id, day, video_id, channel_id, countries, figures, ${figureNames.join(', ')})
           values ($1, '2026-11-01', 'aaaaaaaaaa1', 'UCfigures', $2, $3::bigint[][], ${figureNames.map(() => '0').join(', ')})`,
          [site.id, 'KRUS'.slice(0, 2 * figures.length), figures],
        );
      await expect(insert([Array(width + 1).fill(1)])).rejects.toThrow(`${table}_shape`);
      await expect(insert([Array(width).fill(1), Array(width).fill(2)])).resolves.toBeDefined();
    }
  });
});
