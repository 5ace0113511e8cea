import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { reportApi, setUpReportTests } from '../../../../test/report-fixtures.ts';
import { calls } from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

/**
 * The dashboard page's code is held back for the whole file: what the app asks for before
 * it arrives is what a phone on a slow network gets while it downloads.
 */
const pageCode = vi.hoisted(() => ({ release: () => {} }));
vi.mock('./dashboard.page.tsx', async (importOriginal) => {
  await new Promise<void>((resolve) => (pageCode.release = resolve));
  return importOriginal();
});

setUpReportTests();

describe('dashboard prefetch', () => {
  test('the summary is asked for as the route loads, before the page’s code, and only once', async () => {
    const { requests } = reportApi();
    await renderApp('/dashboard', { token: 'token-1' });

    await waitFor(() => expect(calls(requests, 'report/summary')).toHaveLength(1));
    const summary = calls(requests, 'report/summary')[0]!;
    expect(summary.query.get('period')).toBe('28d');
    expect(summary.headers.get('authorization')).toBe('Bearer token-1');
    expect(screen.queryByTestId('card-views')).toBeNull();

    // The page, once here, shows the figures already fetched without asking again.
    pageCode.release();
    await screen.findByTestId('card-views');
    expect(calls(requests, 'report/summary')).toHaveLength(1);
  });
});
