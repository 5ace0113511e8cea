import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { ColourPreview, parsedColour } from './colour-preview.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(cleanup);

/** The colour variables the preview's mock site is drawn with. */
function variables(): Record<string, string> {
  const mock = screen.getByTestId('colour-preview').querySelector<HTMLElement>('[style]')!;
  return Object.fromEntries(
    ['--color-primary', '--color-primary-dim', '--color-on-primary'].map((name) => [
      name,
      mock.style.getPropertyValue(name),
    ]),
  );
}

describe('the colour preview of a site', () => {
  test('reads a colour as the server does: six hex digits, with or without #, any case', () => {
    expect(parsedColour('#0F766E')).toBe('#0f766e');
    expect(parsedColour(' 0f766e ')).toBe('#0f766e');
    expect(parsedColour('0f76')).toBeUndefined();
    expect(parsedColour('red')).toBeUndefined();
  });

  test('redraws in the typed colours, with readable text on a pale one', () => {
    const { rerender } = render(<ColourPreview name="Rose" primary="0f766e" dim="ccfbf1" />);
    expect(variables()).toEqual({
      '--color-primary': '#0f766e',
      '--color-primary-dim': '#ccfbf1',
      '--color-on-primary': '#ffffff',
    });
    rerender(<ColourPreview name="Rose" primary="ffe066" dim="fff7cc" />);
    expect(variables()['--color-on-primary']).toBe('#111827');
    expect(screen.queryByText(/is not valid/)).toBeNull();
  });

  test('shows the default for a colour the server would refuse, and says so', () => {
    render(<ColourPreview name="Rose" primary="0f7" dim="ccfbf1" />);
    expect(variables()['--color-primary']).toBe('#4f46e5');
    screen.getByText('A colour is not valid; the default is shown instead.');
  });
});
