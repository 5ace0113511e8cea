import type { FigureWords, GuideFigure } from '../content/guide-content.types.ts';
import type { FigureComponent, FigureProps } from './figures/figure-kit.tsx';

/** The drawings a guide page can show, by id (each route passes the set it ships). */
export type FigureSet = Readonly<Partial<Record<GuideFigure['id'], FigureComponent>>>;

/**
 * Phones stay phone-sized; screens and diagrams take the width they are given: the
 * whole column on a phone, a column beside the step's text on a wider screen.
 */
function sizeOf(id: GuideFigure['id'], placement: 'step' | 'section'): string {
  if (id.startsWith('phone-')) return 'mx-auto w-40 sm:mx-0 sm:w-44';
  return placement === 'step' ? 'w-full sm:w-72 lg:w-80' : 'w-full max-w-md';
}

/** One step's (or section's) illustration, labelled in the page's language. */
export function GuideFigureView({
  figure,
  figures,
  words,
  os,
  placement,
}: {
  figure: GuideFigure;
  figures: FigureSet;
  words: FigureWords;
  os: FigureProps['os'];
  placement: 'step' | 'section';
}) {
  const Drawing = figures[figure.id];
  // A drawing the route did not ship is left out rather than breaking the guide; the
  // guides' tests check that every drawing a text names is shipped with its page.
  if (!Drawing) return null;
  return (
    <div className={`shrink-0 ${sizeOf(figure.id, placement)}`}>
      <Drawing words={words} label={figure.alt} os={os} />
    </div>
  );
}
