import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { Pagination } from './pagination.tsx';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('Pagination', () => {
  it('draws nothing for a list of one page or none', () => {
    for (const pages of [0, 1]) {
      render(<Pagination page={0} pages={pages} onPage={() => {}} label="Notices" />);
      expect(screen.queryByRole('navigation', { name: 'Notices' })).toBeNull();
      cleanup();
    }
  });

  it('pages through a longer list, the ends disabled', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pagination page={0} pages={3} onPage={onPage} label="Notices" />);
    const nav = screen.getByRole('navigation', { name: 'Notices' });
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(1);

    rerender(<Pagination page={2} pages={3} onPage={onPage} label="Notices" />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});
