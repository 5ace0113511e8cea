export * from './locales.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './api/common.ts';
export * from './api/site.ts';
export * from './api/member.ts';
export * from './api/paths.ts';
