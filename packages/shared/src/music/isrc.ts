/**
 * ISRC rules of docs/product.md §14.6: 12 characters, 2 letters, 3 letters or digits,
 * 2 digits, 5 digits, once upper-cased and stripped of a leading `ISRC`, hyphens and
 * spaces. No check digit; nothing is read from the parts (not a country, not a year).
 */
export const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{2}[0-9]{5}$/;

/** What is left of a typed ISRC (or part of one) after upper-casing and removing `ISRC`, hyphens and spaces. */
export function compactIsrc(text: string): string {
  return text
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/^ISRC:?/, '')
    .replace(/-/g, '');
}

/** The stored form of an ISRC (`KRA122600001`), or undefined when it is not one. */
export function normaliseIsrc(text: string): string | undefined {
  const compact = compactIsrc(text);
  return ISRC_PATTERN.test(compact) ? compact : undefined;
}

export interface IsrcParts {
  /**
   * The registrant's fixed prefix (country code and registrant code, `KR-A12`): the part
   * every recording of one catalogue owner shares, shown as the "fixed prefix" of
   * docs/product.md §5.14.
   */
  prefix: string;
  /** The part the registrant assigns per recording (`26-00001`). */
  rest: string;
  /** The display form `CC-XXX-YY-NNNNN`. */
  display: string;
}

/** A normalised ISRC split for display; anything else is shown as it is. */
export function isrcParts(isrc: string): IsrcParts {
  if (!ISRC_PATTERN.test(isrc)) return { prefix: '', rest: isrc, display: isrc };
  const prefix = `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}`;
  const rest = `${isrc.slice(5, 7)}-${isrc.slice(7)}`;
  return { prefix, rest, display: `${prefix}-${rest}` };
}
