import { countryCoordinates } from '@portal/shared';
import { WORLD_LAND_PATH, WORLD_MAP } from './world-land.data.ts';

export interface MapPoint {
  /** ISO country code; one without known coordinates (`ZZ`, unknown) is left off. */
  code: string;
  label: string;
  value: number;
  valueText: string;
  color: string;
}

const MIN_RADIUS = 3;
const MAX_RADIUS = 24;

/**
 * Viewers by country as bubbles on a flat world map, drawn from local data only (the land
 * outline in world-land.data.ts and the shared country centroids): no tiles, no fonts, no
 * request. Bubble area follows the value. Hidden from screen readers, who read the ranked
 * list beside it.
 */
export function WorldMap({ points }: { points: readonly MapPoint[] }) {
  const max = Math.max(0, ...points.map((point) => point.value));
  const placed = points
    .flatMap((point) => {
      const at = countryCoordinates(point.code);
      if (!at || max <= 0 || point.value <= 0) return [];
      const x = (at.longitude + 180) * WORLD_MAP.scale;
      const y = (WORLD_MAP.north - at.latitude) * WORLD_MAP.scale;
      const radius = MIN_RADIUS + Math.sqrt(point.value / max) * (MAX_RADIUS - MIN_RADIUS);
      return [{ ...point, x, y, radius }];
    })
    // The big ones first, so a small country on top of a big one stays visible.
    .sort((a, b) => b.radius - a.radius);

  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${WORLD_MAP.width} ${WORLD_MAP.height}`}
      className="block h-auto w-full"
      data-testid="viewer-map"
    >
      <rect width={WORLD_MAP.width} height={WORLD_MAP.height} className="fill-sky-50" rx={8} />
      <path d={WORLD_LAND_PATH} className="fill-gray-200 stroke-white" strokeWidth={0.5} />
      {placed.map((point) => (
        <circle
          key={point.code}
          cx={point.x}
          cy={point.y}
          r={point.radius}
          fill={point.color}
          fillOpacity={0.7}
          stroke="white"
          strokeWidth={1}
        >
          <title>{`${point.label}: ${point.valueText}`}</title>
        </circle>
      ))}
    </svg>
  );
}
