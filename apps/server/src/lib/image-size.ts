/**
 * The type and pixel size of an image, read from its header (PNG, JPEG, WebP, ICO, SVG)
 * without decoding it or a native dependency. Undefined for anything else, or a header
 * too damaged to read a size from.
 */
import type { SiteImageType } from '@portal/shared';

export type ImageInfo = { type: SiteImageType; width: number; height: number };

export function readImageInfo(bytes: Buffer): ImageInfo | undefined {
  try {
    return png(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? ico(bytes) ?? svg(bytes);
  } catch {
    // A read past the end of a truncated file: not an image we accept.
    return undefined;
  }
}

/** The first eight bytes of every PNG file. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(bytes: Buffer): ImageInfo | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return sized('image/png', bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

function jpeg(bytes: Buffer): ImageInfo | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    // Start-of-frame markers (baseline, progressive, ...) carry the size; C4, C8, CC do not.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return sized('image/jpeg', bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
    }
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

function webp(bytes: Buffer): ImageInfo | undefined {
  if (bytes.subarray(0, 4).toString('latin1') !== 'RIFF') return undefined;
  if (bytes.subarray(8, 12).toString('latin1') !== 'WEBP') return undefined;
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') {
    return sized('image/webp', bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ' && bytes.readUIntBE(23, 3) === 0x9d012a) {
    return sized('image/webp', bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  return undefined;
}

/** An icon file: its largest image counts (a width or height byte of 0 means 256). */
function ico(bytes: Buffer): ImageInfo | undefined {
  if (bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) return undefined;
  const count = bytes.readUInt16LE(4);
  if (count === 0 || bytes.length < 6 + count * 16) return undefined;
  let width = 0;
  let height = 0;
  for (let index = 0; index < count; index++) {
    const entry = 6 + index * 16;
    width = Math.max(width, bytes[entry] || 256);
    height = Math.max(height, bytes[entry + 1] || 256);
  }
  return sized('image/x-icon', width, height);
}

/**
 * Whether a text starts like an SVG file: an XML declaration, comments and a doctype at
 * most, then `<svg`. A scan in one pass: a pattern with a repeated group of comments
 * backtracks exponentially on a few hundred bytes of `<!---->` (the event loop stops).
 */
export function startsAsSvg(text: string): boolean {
  let at = skipSpace(text, 0);
  const startsHere = (prefix: string) =>
    text.slice(at, at + prefix.length).toLowerCase() === prefix.toLowerCase();
  if (startsHere('<?xml')) {
    const end = text.indexOf('>', at);
    if (end < 0) return false;
    at = skipSpace(text, end + 1);
  }
  for (;;) {
    if (startsHere('<!--')) {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) return false;
      at = skipSpace(text, end + 3);
    } else if (startsHere('<!DOCTYPE svg')) {
      const end = text.indexOf('>', at);
      if (end < 0) return false;
      at = skipSpace(text, end + 1);
    } else break;
  }
  return startsHere('<svg') && /[\s>]/.test(text.charAt(at + 4));
}

function skipSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && /\s/.test(text.charAt(at))) at++;
  return at;
}

/** An SVG's size: its width and height in px (or unitless), else its viewBox. */
function svg(bytes: Buffer): ImageInfo | undefined {
  const text = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!startsAsSvg(text)) return undefined;
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]?.trim();
  const length = (value: string | undefined) => {
    const match = value ? /^(\d+(?:\.\d+)?)(px)?$/.exec(value) : null;
    return match ? Math.round(Number(match[1])) : undefined;
  };
  let width = length(attribute('width'));
  let height = length(attribute('height'));
  if (width === undefined || height === undefined) {
    const box = attribute('viewBox')
      ?.split(/[\s,]+/)
      .map(Number);
    if (!box || box.length !== 4 || box.some((n) => !Number.isFinite(n))) return undefined;
    width = Math.round(box[2]!);
    height = Math.round(box[3]!);
  }
  return sized('image/svg+xml', width, height);
}

function sized(type: SiteImageType, width: number, height: number): ImageInfo | undefined {
  return width > 0 && height > 0 ? { type, width, height } : undefined;
}
