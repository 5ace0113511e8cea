import { useId, type ReactNode } from 'react';
import type { FigureWords } from '../../content/guide-content.types.ts';

/*
 * The parts the guide illustrations are drawn from: simple mock screens in the site's
 * colours (Tailwind's `fill-primary` and friends read the site's CSS variables), with the
 * words on them in the page's language. Each drawing is one `role="img"` with a label,
 * so a screen reader hears one sentence instead of stray words.
 */

export interface FigureProps {
  words: FigureWords;
  /** What the drawing shows, in the page's language (its accessible name). */
  label: string;
  /** Android and iPhone frames differ a little at the bottom edge. */
  os: 'android' | 'ios';
}

export type FigureComponent = (props: FigureProps) => ReactNode;

type Tone = 'text' | 'muted' | 'primary' | 'onPrimary' | 'onDark';

const TEXT_TONE: Record<Tone, string> = {
  text: 'fill-gray-900',
  muted: 'fill-gray-500',
  primary: 'fill-primary',
  onPrimary: 'fill-white',
  onDark: 'fill-white',
};

/** A phone in portrait; the screen spans x 12–168, y 28–316. */
export function PhoneFrame({
  label,
  os,
  dark = false,
  children,
}: {
  label: string;
  os: FigureProps['os'];
  dark?: boolean;
  children: ReactNode;
}) {
  const clip = useClipId();
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 180 340"
      className="h-auto w-full"
      fontFamily="inherit"
    >
      <rect
        x="3"
        y="3"
        width="174"
        height="334"
        rx="26"
        className="fill-gray-100 stroke-gray-300"
        strokeWidth="2"
      />
      <rect
        x="12"
        y="14"
        width="156"
        height="312"
        rx="18"
        className={dark ? 'fill-gray-900' : 'fill-white'}
      />
      <clipPath id={clip}>
        <rect x="12" y="14" width="156" height="312" rx="18" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>{children}</g>
      {/* Status bar, over whatever the screen shows */}
      <rect x="22" y="20" width="18" height="4" rx="2" className="fill-gray-400" />
      <rect x="144" y="20" width="14" height="4" rx="2" className="fill-gray-400" />
      {os === 'ios' ? (
        <rect x="66" y="17" width="48" height="9" rx="4.5" className="fill-gray-900" />
      ) : (
        <circle cx="90" cy="21" r="3.5" className="fill-gray-900" />
      )}
      {os === 'ios' ? (
        <rect x="65" y="318" width="50" height="3.5" rx="1.75" className="fill-gray-400" />
      ) : (
        <g className="fill-gray-400">
          <rect x="52" y="316" width="8" height="8" rx="1.5" />
          <circle cx="90" cy="320" r="4.5" />
          <path d="M124 316v8l-6-4z" />
        </g>
      )}
    </svg>
  );
}

/** A browser window (or, with `app`, a desktop program); the page spans x 2–318, y 23–198. */
export function BrowserFrame({
  label,
  viewHeight = 200,
  app = false,
  children,
}: {
  label: string;
  viewHeight?: number;
  app?: boolean;
  children: ReactNode;
}) {
  const clip = useClipId();
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 320 ${viewHeight}`}
      className="h-auto w-full"
      fontFamily="inherit"
    >
      <rect
        x="1"
        y="1"
        width="318"
        height={viewHeight - 2}
        rx="10"
        className="fill-white stroke-gray-300"
        strokeWidth="1.5"
      />
      <path d="M1.75 22h316.5" className="stroke-gray-200" strokeWidth="1.5" />
      <circle cx="12" cy="12" r="3" className="fill-gray-300" />
      <circle cx="22" cy="12" r="3" className="fill-gray-300" />
      <circle cx="32" cy="12" r="3" className="fill-gray-300" />
      {app ? (
        <rect x="130" y="8" width="60" height="7" rx="3.5" className="fill-gray-200" />
      ) : (
        <rect x="90" y="6" width="140" height="11" rx="5.5" className="fill-gray-100" />
      )}
      <clipPath id={clip}>
        <rect x="1.75" y="22.75" width="316.5" height={viewHeight - 24.5} rx="9" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>{children}</g>
    </svg>
  );
}

/** A document-unique id for a clip path (two drawings on one page must not share one). */
function useClipId(): string {
  return `guide-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** A diagram without a device around it. */
export function DiagramFrame({
  label,
  width,
  height,
  children,
}: {
  label: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      fontFamily="inherit"
    >
      {children}
    </svg>
  );
}

/** A word or two drawn on a screen. */
export function Txt({
  x,
  y,
  children,
  size = 10,
  bold = false,
  anchor = 'start',
  tone = 'text',
}: {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  tone?: Tone;
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={bold ? 700 : 400}
      textAnchor={anchor}
      dominantBaseline="middle"
      className={TEXT_TONE[tone]}
    >
      {children}
    </text>
  );
}

/** Grey lines standing for text the drawing does not need to spell out. */
export function Lines({
  x,
  y,
  widths,
  gap = 9,
  height = 4,
  dark = false,
}: {
  x: number;
  y: number;
  widths: readonly number[];
  gap?: number;
  height?: number;
  dark?: boolean;
}) {
  return (
    <g className={dark ? 'fill-gray-600' : 'fill-gray-200'}>
      {widths.map((width, index) => (
        <rect key={index} x={x} y={y + index * gap} width={width} height={height} rx={height / 2} />
      ))}
    </g>
  );
}

/** A button with its label centred. */
export function Btn({
  x,
  y,
  w,
  h = 22,
  label,
  variant = 'primary',
  size = 10,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  label: string;
  variant?: 'primary' | 'outline' | 'soft';
  size?: number;
}) {
  const box =
    variant === 'primary'
      ? 'fill-primary'
      : variant === 'soft'
        ? 'fill-primary-dim'
        : 'fill-white stroke-primary';
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={h / 2} className={box} strokeWidth="1.5" />
      <Txt
        x={x + w / 2}
        y={y + h / 2 + 0.5}
        anchor="middle"
        size={size}
        bold
        tone={variant === 'primary' ? 'onPrimary' : 'primary'}
      >
        {label}
      </Txt>
    </g>
  );
}

/** Where to tap: a finger-sized ring in the primary colour. */
export function Tap({ cx, cy }: { cx: number; cy: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r="11" className="fill-primary" opacity="0.18" />
      <circle cx={cx} cy={cy} r="11" className="fill-none stroke-primary" strokeWidth="1.5" />
      <circle cx={cx} cy={cy} r="4" className="fill-primary" />
    </g>
  );
}

/** Where to click on a computer: a mouse pointer whose tip is at (x, y). */
export function Pointer({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x} ${y}l0 15 4-4 3 7 3-1.3-3-6.7h5.5z`}
      className="fill-gray-900 stroke-white"
      strokeWidth="1.2"
      strokeLinejoin="round"
    />
  );
}

/** A dashed outline drawing the eye to one part of the screen. */
export function Focus({
  x,
  y,
  w,
  h,
  rx = 8,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  rx?: number;
}) {
  return (
    <rect
      x={x}
      y={y}
      width={w}
      height={h}
      rx={rx}
      className="fill-none stroke-primary"
      strokeWidth="2"
      strokeDasharray="5 3"
    />
  );
}

/** A music note, for covers and sound buttons. */
export function Note({ x, y, scale = 1, tone = 'primary' }: NoteProps) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${scale})`}
      d="M4 10.5V2l7-1.5v8M4 10.5a2 2 0 1 1-4 0 2 2 0 0 1 4 0Zm7-2a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z"
      className={`fill-none ${tone === 'primary' ? 'stroke-primary' : 'stroke-white'}`}
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

interface NoteProps {
  x: number;
  y: number;
  scale?: number;
  tone?: 'primary' | 'white';
}

/** A code as the portal shows it: the same made-up sample in every language. */
export const SAMPLE_CODE = 'MV-7Q4K2X';

/** A horizontal slider with its thumb at `value` (0–1). */
export function Slider({
  x,
  y,
  w,
  value,
  strong = false,
}: {
  x: number;
  y: number;
  w: number;
  value: number;
  strong?: boolean;
}) {
  return (
    <g>
      <rect x={x} y={y - 2} width={w} height="4" rx="2" className="fill-gray-200" />
      <rect
        x={x}
        y={y - 2}
        width={w * value}
        height="4"
        rx="2"
        className={strong ? 'fill-primary' : 'fill-gray-400'}
      />
      <circle
        cx={x + w * value}
        cy={y}
        r="6"
        className={strong ? 'fill-white stroke-primary' : 'fill-white stroke-gray-400'}
        strokeWidth="2"
      />
    </g>
  );
}

/** The minimum volume of the page's language as a fraction: "11%" → 0.11. */
export function minVolumeRatio(words: FigureWords): number {
  const percent = Number.parseFloat(words.minVolume);
  return Number.isFinite(percent) ? percent / 100 : 0.15;
}

/** The sample verification code, in a monospaced face. */
export function Code({
  x,
  y,
  size = 10,
  tone = 'text',
}: {
  x: number;
  y: number;
  size?: number;
  tone?: Tone;
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={700}
      fontFamily="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace"
      dominantBaseline="middle"
      className={TEXT_TONE[tone]}
    >
      {SAMPLE_CODE}
    </text>
  );
}

/** A small progress ring, as the portal shows while it verifies. */
export function Busy({ cx, cy, r = 5 }: { cx: number; cy: number; r?: number }) {
  return (
    <g className="fill-none stroke-primary" strokeWidth="1.8" strokeLinecap="round">
      <circle cx={cx} cy={cy} r={r} opacity="0.25" />
      <path d={`M${cx} ${cy - r}a${r} ${r} 0 0 1 ${r} ${r}`} />
    </g>
  );
}

/** A filled circle with a tick. */
export function CheckMark({ cx, cy, r = 7 }: { cx: number; cy: number; r?: number }) {
  const s = r / 7;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className="fill-primary" />
      <path
        d={`M${cx - 3.2 * s} ${cy}l${2.2 * s} ${2.3 * s} ${4.4 * s}-${4.6 * s}`}
        className="fill-none stroke-white"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A back arrow at the top left of a phone screen. */
export function BackArrow({ x = 22, y = 46 }: { x?: number; y?: number }) {
  return (
    <path
      d={`M${x + 6} ${y - 6}l-6 6 6 6`}
      className="fill-none stroke-gray-700"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
