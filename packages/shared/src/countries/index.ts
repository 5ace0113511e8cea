export * from './country-centroids.data.ts';
export * from './countries.ts';
export * from './chart-palette.ts';
