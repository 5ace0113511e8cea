import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { NotFoundCard, QueryStates } from './query-states.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(cleanup);

type Notice = { title: string } | null;

/** A query in one of its states, as TanStack Query hands it to a page. */
function queryOf(state: Partial<UseQueryResult<Notice>>): UseQueryResult<Notice> {
  return {
    isError: false,
    isPending: false,
    error: null,
    data: undefined,
    refetch: vi.fn(),
    ...state,
  } as unknown as UseQueryResult<Notice>;
}

function NoticeStates({ query }: { query: UseQueryResult<Notice> }) {
  return (
    <QueryStates
      query={query}
      failed="The notice could not be loaded"
      errorAction={<a href="/operator/notices">Back to the notices</a>}
      isEmpty={(data) => !data}
      empty={
        <NotFoundCard title="No such notice" text="It was deleted, or the address is wrong.">
          <a href="/operator/notices">Back to the notices</a>
        </NotFoundCard>
      }
    >
      {(data) => <h2>{data?.title}</h2>}
    </QueryStates>
  );
}

describe("a console page's query states", () => {
  test('while loading, says so and shows neither the thing nor an error', () => {
    render(<NoticeStates query={queryOf({ isPending: true })} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a failure names what failed, retries on request, and keeps the way back', () => {
    const query = queryOf({ isError: true, error: new Error('offline') });
    render(<NoticeStates query={query} />);
    expect(screen.getByRole('alert').textContent).toContain('The notice could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to the notices' })).toBeTruthy();
  });

  test('a thing that is not there says so with the way back', () => {
    render(<NoticeStates query={queryOf({ data: null })} />);
    expect(screen.getByRole('alert').textContent).toContain('No such notice');
    expect(screen.getByRole('link', { name: 'Back to the notices' })).toBeTruthy();
  });

  test('a thing found is drawn by the page', () => {
    render(<NoticeStates query={queryOf({ data: { title: 'Maintenance on Friday' } })} />);
    expect(screen.getByRole('heading', { name: 'Maintenance on Friday' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
