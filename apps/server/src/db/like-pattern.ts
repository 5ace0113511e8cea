/** A `LIKE` pattern for "contains": `%` and `_` typed by a user are text to find, not wildcards. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
