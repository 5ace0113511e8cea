import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { Modal } from './modal.tsx';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness() {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Outer"
        footer={<button type="button">Outer action</button>}
      >
        <input aria-label="Outer field" />
        <button type="button" onClick={() => setInnerOpen(true)}>
          Open inner
        </button>
        <Modal open={innerOpen} onClose={() => setInnerOpen(false)} title="Inner">
          <button type="button">Inner action</button>
        </Modal>
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

test('is a labelled modal dialog that takes focus and locks page scroll', () => {
  render(<Harness />);
  openModal();
  const dialog = screen.getByRole('dialog', { name: 'Outer' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(document.body.style.overflow).toBe('hidden');
  expect((dialog.parentElement as HTMLElement).style.zIndex).toBe('1000');
});

test('Escape closes it, scroll comes back and focus returns to the opener', () => {
  render(<Harness />);
  const opener = openModal();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.body.style.overflow).toBe('');
  expect(document.activeElement).toBe(opener);
});

test('a click outside closes it; a click inside does not', () => {
  render(<Harness />);
  openModal();
  const dialog = screen.getByRole('dialog', { name: 'Outer' });
  fireEvent.pointerDown(dialog);
  fireEvent.click(dialog);
  expect(screen.getByRole('dialog')).toBeTruthy();
  const backdrop = dialog.parentElement as HTMLElement;
  fireEvent.pointerDown(backdrop);
  fireEvent.click(backdrop);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Tab wraps around inside the dialog', () => {
  render(<Harness />);
  openModal();
  const dialog = screen.getByRole('dialog', { name: 'Outer' });
  const last = screen.getByRole('button', { name: 'Outer action' });
  last.focus();
  fireEvent.keyDown(dialog, { key: 'Tab' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(last);
});

test('stacked modals sit 2 apart and Escape closes only the top one', () => {
  render(<Harness />);
  openModal();
  const openInner = screen.getByRole('button', { name: 'Open inner' });
  openInner.focus();
  fireEvent.click(openInner);
  // The lower modal is hidden from assistive technology while another sits above it.
  expect(screen.queryByRole('dialog', { name: 'Outer' })).toBeNull();
  const outer = screen.getByRole('dialog', { name: 'Outer', hidden: true });
  const inner = screen.getByRole('dialog', { name: 'Inner' });
  expect((outer.parentElement as HTMLElement).style.zIndex).toBe('1000');
  expect((inner.parentElement as HTMLElement).style.zIndex).toBe('1002');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  expect(document.body.style.overflow).toBe('hidden');
  // Focus goes back to the button that opened the inner modal.
  expect(document.activeElement).toBe(openInner);
});

describe('swipe to close', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function SwipeHarness({
    variant = 'dialog',
    dismissible = true,
  }: {
    variant?: 'dialog' | 'drawer';
    dismissible?: boolean;
  }) {
    const [open, setOpen] = useState(true);
    return (
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Sheet"
        variant={variant}
        dismissible={dismissible}
        swipeToClose
      >
        <p>Content</p>
      </Modal>
    );
  }

  /** A 400 × 300 panel: 10 % is 40 px down, 30 px to the left. */
  function sheet() {
    const dialog = screen.getByRole('dialog', { name: 'Sheet' });
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 400, width: 300, height: 400 }),
    );
    return dialog;
  }

  /** A one-finger gesture from (x, y) by (dx, dy), taking `ms` in `steps` moves. */
  function swipe(
    element: HTMLElement,
    { dx = 0, dy = 0, ms, steps = 4 }: { dx?: number; dy?: number; ms: number; steps?: number },
  ) {
    const x = 150;
    const y = 500;
    fireEvent.touchStart(element, { touches: [{ clientX: x, clientY: y }] });
    for (let step = 1; step <= steps; step++) {
      act(() => vi.advanceTimersByTime(ms / steps));
      const at = { clientX: x + (dx * step) / steps, clientY: y + (dy * step) / steps };
      fireEvent.touchMove(element, { touches: [at] });
    }
    fireEvent.touchEnd(element, {
      touches: [],
      changedTouches: [{ clientX: x + dx, clientY: y + dy }],
    });
  }

  test('a slow swipe down past 10 % of the sheet closes it', () => {
    render(<SwipeHarness />);
    swipe(sheet(), { dy: 60, ms: 600 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a slow swipe short of 10 % springs back and the sheet stays', () => {
    render(<SwipeHarness />);
    const dialog = sheet();
    fireEvent.touchStart(dialog, { touches: [{ clientX: 150, clientY: 500 }] });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.touchMove(dialog, { touches: [{ clientX: 150, clientY: 530 }] });
    // The sheet follows the finger while it moves.
    expect(dialog.style.transform).toBe('translateY(30px)');
    act(() => vi.advanceTimersByTime(400));
    fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: 150, clientY: 538 }] });
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toBe(dialog);
    expect(dialog.style.transform).toBe('');
  });

  test('a flick under 300 ms closes it whatever the distance', () => {
    render(<SwipeHarness />);
    swipe(sheet(), { dy: 20, ms: 200 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a flick of a few pixels is a tap; upwards or sideways is not a swipe', () => {
    render(<SwipeHarness />);
    const dialog = sheet();
    swipe(dialog, { dy: 6, ms: 100 });
    swipe(dialog, { dy: -120, ms: 100 });
    swipe(dialog, { dx: 120, dy: 30, ms: 100 });
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toBeTruthy();
  });

  test('a swipe that starts in scrolled content scrolls it instead', () => {
    render(<SwipeHarness />);
    const dialog = sheet();
    dialog.scrollTop = 120;
    swipe(screen.getByText('Content'), { dy: 200, ms: 600 });
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toBeTruthy();
  });

  test('a drawer closes by a swipe to the left, past 10 % of its width', () => {
    render(<SwipeHarness variant="drawer" />);
    const drawer = sheet();
    swipe(drawer, { dx: -25, ms: 600 });
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toBe(drawer);
    swipe(drawer, { dx: -40, ms: 600 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('while not dismissible, neither Escape, an outside click nor a swipe closes it', () => {
    render(<SwipeHarness dismissible={false} />);
    const dialog = sheet();
    fireEvent.keyDown(document, { key: 'Escape' });
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    swipe(dialog, { dy: 200, ms: 100 });
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
  });
});

test('Escape that ends an IME composition leaves the modal open', () => {
  render(<Harness />);
  openModal();
  fireEvent.keyDown(screen.getByLabelText('Outer field'), { key: 'Escape', isComposing: true });
  expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
});
