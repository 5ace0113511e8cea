/** API_PATHS name operator calls in full; operator plugins are registered under /api/operator. */
export function underOperator(path: `operator/${string}`): string {
  return `/${path.slice('operator/'.length)}`;
}
