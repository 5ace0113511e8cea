import { DEVICE_REDETECT_DELAY_MS } from '@portal/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { designBreakpoint, screenClassOf, useScreenClassFor } from './use-screen-class.ts';

describe('screen classes (docs/product.md §3.8)', () => {
  test('below 640 px is mobile, from 640 up to the breakpoint large mobile', () => {
    expect(screenClassOf(360, 1100)).toBe('mobile');
    expect(screenClassOf(639, 1100)).toBe('mobile');
    expect(screenClassOf(640, 1100)).toBe('large-mobile');
  });

  test.each([
    ['mcn-1', 1100],
    ['mcn-2', 1280],
    ['mcn-3', 1400],
    ['mcn-4', 1400],
    ['mcn-9', 1100],
    [undefined, 1100],
  ] as const)('%s: laptop from %i px', (designId, breakpoint) => {
    expect(designBreakpoint(designId)).toBe(breakpoint);
    expect(screenClassOf(breakpoint - 1, designBreakpoint(designId))).toBe('large-mobile');
    expect(screenClassOf(breakpoint, designBreakpoint(designId))).toBe('laptop');
  });
});

describe('useScreenClassFor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function Probe({ breakpoint }: { breakpoint: number }) {
    return <p data-testid="class">{useScreenClassFor(breakpoint)}</p>;
  }

  function resizeTo(width: number) {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  }

  test('follows the window 50 ms after resizing stops', () => {
    window.innerWidth = 639;
    render(<Probe breakpoint={1280} />);
    const shown = () => screen.getByTestId('class').textContent;
    expect(shown()).toBe('mobile');

    act(() => resizeTo(640));
    act(() => vi.advanceTimersByTime(DEVICE_REDETECT_DELAY_MS - 1));
    expect(shown()).toBe('mobile');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('large-mobile');

    // A drag through many widths is detected once, at its end.
    act(() => {
      for (const width of [900, 1279, 1280, 1500]) {
        resizeTo(width);
        vi.advanceTimersByTime(DEVICE_REDETECT_DELAY_MS / 2);
      }
    });
    expect(shown()).toBe('large-mobile');
    act(() => vi.advanceTimersByTime(DEVICE_REDETECT_DELAY_MS));
    expect(shown()).toBe('laptop');
    act(() => resizeTo(1279));
    act(() => vi.advanceTimersByTime(DEVICE_REDETECT_DELAY_MS));
    expect(shown()).toBe('large-mobile');
  });

  test('a width changed while nothing listened is read afresh on mount', () => {
    window.innerWidth = 1400;
    const first = render(<Probe breakpoint={1400} />);
    expect(screen.getByTestId('class').textContent).toBe('laptop');
    first.unmount();
    window.innerWidth = 500;
    render(<Probe breakpoint={1400} />);
    expect(screen.getByTestId('class').textContent).toBe('mobile');
  });
});
