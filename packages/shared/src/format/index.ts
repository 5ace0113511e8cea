export * from './number.format.ts';
export * from './money.format.ts';
export * from './date.format.ts';
export * from './intl-cache.ts';
