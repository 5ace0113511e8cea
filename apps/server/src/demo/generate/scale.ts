/** How big a demo network to generate: `--scale small | default | 10m | 100m | <factor>`. */
export type Scale = {
  name: string;
  channels: number;
  shorts: number;
  days: number;
  members: number;
};

const DEFAULT: Scale = { name: 'default', channels: 40, shorts: 4000, days: 180, members: 8 };

/** Named sizes; `10m` and `100m` are the default times 10 and 100 (rows grow with Shorts). */
const NAMED: Readonly<Record<string, Scale>> = {
  small: { name: 'small', channels: 3, shorts: 30, days: 14, members: 2 },
  default: DEFAULT,
  '10m': { ...factorScale(10), name: '10m' },
  '100m': { ...factorScale(100), name: '100m' },
};

/**
 * The default network with `factor` times the channels and Shorts over the same days.
 * Members stay at most eight: the demo loader makes an account for each.
 */
function factorScale(factor: number): Scale {
  return {
    name: `×${factor}`,
    channels: Math.max(1, Math.round(DEFAULT.channels * factor)),
    shorts: Math.max(1, Math.round(DEFAULT.shorts * factor)),
    days: DEFAULT.days,
    members: Math.min(DEFAULT.members, Math.max(2, Math.round(DEFAULT.members * factor))),
  };
}

/** A scale name or a positive factor (`0.5`, `3`); undefined when it is neither. */
export function parseScale(value: string): Scale | undefined {
  const named = NAMED[value.trim().toLowerCase()];
  if (named) return named;
  if (!/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const factor = Number(value);
  return factor > 0 && factor <= 1000 ? factorScale(factor) : undefined;
}

export const SCALE_NAMES = Object.keys(NAMED);
