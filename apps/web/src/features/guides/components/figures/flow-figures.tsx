import type { FlowFigureId } from '../../content/guide-content.types.ts';
import { DiagramFrame, Txt, type FigureComponent, type FigureProps } from './figure-kit.tsx';

const ICONS = [
  // Copy: two sheets
  'M-3-10h10v14M-8-5h10v15h-10z',
  // Description: a page of text
  'M-8-10h16v20h-16zM-4-5h8M-4 0h8M-4 5h5',
  // Verify: a shield with a tick
  'M0-11l9 3.5v6c0 6-4 10-9 12-5-2-9-6-9-12v-6zM-4 0l3 3 5.5-5.5',
  // Review: a clock
  'M0-10a10 10 0 1 1 0 20 10 10 0 0 1 0-20ZM0-5v5l3.5 2.5',
];

/** The verification flow: copy the code → description → Verify → review. */
function FlowVerification({ words, label }: FigureProps) {
  const labels = [words.copy, words.description, words.verify, words.review];
  return (
    <DiagramFrame label={label} width={320} height={96}>
      {labels.map((text, index) => {
        const x = 4 + index * 80;
        return (
          <g key={index}>
            <rect
              x={x}
              y="6"
              width="72"
              height="84"
              rx="12"
              className={index === 3 ? 'fill-gray-100' : 'fill-primary-dim'}
            />
            <circle cx={x + 13} cy="19" r="7" className="fill-primary" />
            <Txt x={x + 13} y={19.5} size={8} bold anchor="middle" tone="onPrimary">
              {index + 1}
            </Txt>
            <path
              transform={`translate(${x + 36} 44)`}
              d={ICONS[index]}
              className="fill-none stroke-primary"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <Txt x={x + 36} y={74} size={9.5} bold anchor="middle">
              {text}
            </Txt>
            {index < 3 ? (
              <path
                d={`M${x + 73.5} 48h5m-2.5-2.5 2.5 2.5-2.5 2.5`}
                className="fill-none stroke-primary"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ) : null}
          </g>
        );
      })}
    </DiagramFrame>
  );
}

/** The verification home's overview drawing. */
export const FLOW_FIGURES: Readonly<Record<FlowFigureId, FigureComponent>> = {
  'flow-verification': FlowVerification,
};
