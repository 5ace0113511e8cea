/**
 * Query strings as plain `key=value` strings. The router's default reads values as
 * JSON, which would turn a login code like `?code=12345678901234567890` into a rounded
 * number; every parameter of this app is a string.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
