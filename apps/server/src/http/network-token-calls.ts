/**
 * The calls a network's read-only API token may make: what a manager's session reads of
 * the reports (summary, channels, Shorts, a Short with its countries, the CSV export),
 * the channel list, and the statements and balances of closed months. Every other call
 * refuses a network token, so a token never writes and never reaches the operators'
 * calls (docs/product.md §4).
 */
export const NETWORK_TOKEN_CALLS = [
  'GET report/summary',
  'GET report/channels',
  'GET report/videos',
  'GET report/video',
  'GET report/export',
  'GET channel/list',
  'GET earnings/statements',
  'GET earnings/statement',
  'GET earnings/statement/export',
  'GET payouts/overview',
] as const;

export type NetworkTokenCall = (typeof NETWORK_TOKEN_CALLS)[number];
