import { REPORT_KEYS, ROW_COLUMNS, type FileKind } from './report-files.ts';
import type { ShortDayStage } from './short-days.ts';

/** The reports whose figures are kept per country. */
export type CountryReport = 'views' | 'revenue';

/** Whether a kind of file is a report whose figures are kept per country. */
export function isReport(kind: FileKind): kind is CountryReport {
  return kind === 'views' || kind === 'revenue';
}

/**
 * The per-country tables (db/schema.ts): one row per site, day and Short, its countries
 * as one string of two-letter codes and in `figures[i]` the figures of the i-th of them,
 * in the order `countryFigures` gives (decision 030); and each figure summed over the
 * countries in a column of its own name (decision 033).
 */
export const COUNTRY_TABLES: Record<CountryReport, string> = {
  views: 'views_by_country',
  revenue: 'revenue_by_country',
};

/** A report's figures in the order they sit in each country's row of `figures`: the stage's. */
export function countryFigures(report: CountryReport): string[] {
  return ROW_COLUMNS[report].slice(REPORT_KEYS.length).map((column) => column.name);
}

/** Where a figure sits in each country's row of `figures` (from 1, as SQL counts). */
function place(report: CountryReport, figure: string): number {
  const index = countryFigures(report).indexOf(figure);
  if (index < 0) throw new Error(`The ${report} report keeps no figure ${figure} per country`);
  return index + 1;
}

/** SQL: one figure of every country of the row `row`, as an array in the countries' order. */
export function figureOfCountries(report: CountryReport, figure: string, row: string): string {
  const at = place(report, figure);
  return `${row}.figures[:][${at}:${at}]`;
}

/** SQL: one figure of the row `row`, summed over its countries (numeric, like `sum`). */
export function figureSummed(report: CountryReport, figure: string, row: string): string {
  return `(select sum(f) from unnest(${figureOfCountries(report, figure, row)}) f)`;
}

/**
 * SQL: the rows of a per-country table that `where` keeps (written against the alias
 * `r`), each spread into one row per country: its `day`, `country_code` and the figures
 * asked for, under their own names.
 */
export function perCountryRows(report: CountryReport, figures: string[], where: string): string {
  const arrays = figures.map((figure) => figureOfCountries(report, figure, 'r')).join(', ');
  return `select r.day, substr(r.countries, 2 * u.n::int - 1, 2) as country_code,
      ${figures.map((figure) => `u.${figure}`).join(', ')}
    from ${COUNTRY_TABLES[report]} r
    cross join lateral unnest(${arrays}) with ordinality as u(${figures.join(', ')}, n)
    where ${where}`;
}

/**
 * SQL: a report file's stage (short-days.ts) into its per-country table. `$1` is the
 * site. Whole days and Shorts go in as they are; parts of them are spread into their
 * countries again, summed per day, Short and country, and folded back into one row per
 * day and Short, its countries in alphabetical order; either way with each figure over
 * all the countries beside them.
 */
export function insertFromStage(report: CountryReport, stage: ShortDayStage): string {
  const figures = countryFigures(report);
  const into = `insert into ${COUNTRY_TABLES[report]} (site_id, day, video_id, channel_id, countries, figures, ${figures.join(', ')})`;
  if (stage === 'whole') {
    // In key order, as a new day fills the right-hand edge of the primary key: its pages
    // split full rather than half empty.
    return `${into}
     select $1, day, video_id, channel_id, countries, figures, ${figures.join(', ')}
     from stage order by day, video_id`;
  }
  const arrays = figures.map((figure) => figureOfCountries(report, figure, 's')).join(', ');
  return `${into}
     select $1, day, video_id, max(channel_id), string_agg(country_code, '' order by country_code),
       array_agg(array[${figures.join(', ')}] order by country_code),
       ${figures.map((figure) => `sum(${figure})::bigint`).join(', ')}
     from (select s.day, s.video_id, substr(s.countries, 2 * u.n::int - 1, 2) as country_code,
             max(s.channel_id) as channel_id,
             ${figures.map((figure) => `sum(u.${figure})::bigint as ${figure}`).join(', ')}
           from stage s
           cross join lateral unnest(${arrays}) with ordinality as u(${figures.join(', ')}, n)
           group by 1, 2, 3) per_country
     group by day, video_id`;
}
