import { lazy } from 'react';
import { importWithReload } from '../../../shared/lib/chunk-reload.ts';

/**
 * The charts and the map load on demand, after the figures (docs/product.md §13.4: never
 * in the first-load bundle; decision 017). The trend and bar charts share one chunk; the
 * map, with its land outline, has its own, fetched when a Short's detail opens.
 */
const loadCharts = importWithReload(() => import('./charts/report-charts.tsx'));
const loadMap = importWithReload(() => import('./charts/world-map.tsx'));

export const TrendChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.TrendChart })),
);
export const BarChart = lazy(() => loadCharts().then((module) => ({ default: module.BarChart })));
export const WorldMap = lazy(() => loadMap().then((module) => ({ default: module.WorldMap })));
