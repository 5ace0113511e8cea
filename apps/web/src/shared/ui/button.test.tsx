import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  afterEach(cleanup);

  it('keeps the focus while loading, says it is busy, and ignores clicks and Enter', () => {
    const submitted = vi.fn();
    const clicked = vi.fn();
    const form = (loading: boolean) => (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <input aria-label="name" />
        <Button type="submit" onClick={clicked} loading={loading}>
          Save
        </Button>
      </form>
    );
    const { rerender } = render(form(false));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    button.focus();

    rerender(form(true));
    expect(document.activeElement).toBe(button);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(clicked).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();

    rerender(form(false));
    fireEvent.click(button);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('is disabled, out of the tab order, only when told so', () => {
    render(<Button disabled>Next</Button>);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});
