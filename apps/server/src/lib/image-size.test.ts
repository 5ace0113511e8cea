import { describe, expect, it } from 'vitest';
import { pngOf } from '../test/images.ts';
import { readImageInfo, startsAsSvg } from './image-size.ts';

describe('readImageInfo', () => {
  it('reads PNG, WebP, ICO, JPEG and SVG sizes from their headers', () => {
    expect(readImageInfo(pngOf(48, 32))).toEqual({ type: 'image/png', width: 48, height: 32 });

    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(199, 24, 3);
    webp.writeUIntLE(99, 27, 3);
    expect(readImageInfo(webp)).toEqual({ type: 'image/webp', width: 200, height: 100 });

    const ico = Buffer.alloc(6 + 32);
    ico.writeUInt16LE(1, 2);
    ico.writeUInt16LE(2, 4);
    ico[6] = 16;
    ico[7] = 16;
    ico[22] = 0; // 256
    ico[23] = 0;
    expect(readImageInfo(ico)).toEqual({ type: 'image/x-icon', width: 256, height: 256 });

    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x40,
      0x00, 0x80, 0x03, 0x00, 0x00, 0x00, 0x00,
    ]);
    expect(readImageInfo(jpeg)).toEqual({ type: 'image/jpeg', width: 128, height: 64 });

    const svg = (attributes: string) =>
      readImageInfo(
        Buffer.from(
          `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}></svg>`,
        ),
      );
    expect(svg('width="64" height="64"')).toEqual({ type: 'image/svg+xml', width: 64, height: 64 });
    expect(svg('viewBox="0 0 220 40"')).toEqual({ type: 'image/svg+xml', width: 220, height: 40 });
    expect(svg('width="100%"')).toBeUndefined();
  });

  it('reads an SVG behind a declaration, comments and a doctype, and nothing else as one', () => {
    const file =
      '\uFEFF <?xml version="1.0"?>\n<!-- made by hand -->\n<!---->' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN">\n<svg width="10px" height="20">';
    expect(readImageInfo(Buffer.from(file))).toEqual({
      type: 'image/svg+xml',
      width: 10,
      height: 20,
    });
    expect(startsAsSvg('<SVG\tviewBox="0 0 1 1">')).toBe(true);
    expect(startsAsSvg('<svgx>')).toBe(false);
    expect(startsAsSvg('<!-- never closed <svg>')).toBe(false);
    expect(startsAsSvg('<p><svg></svg></p>')).toBe(false);
  });

  // A pattern with a repeated group of comments took 30 s over 197 bytes of these, and
  // doubled with each comment more: this input would not return before the test's timeout.
  it('returns at once for runs of comments that lead to no <svg', () => {
    for (const tail of ['x', '<!--', '<svg']) {
      const hostile = Buffer.from(`${'<!---->'.repeat(500)}${tail}`);
      expect(readImageInfo(hostile)).toBeUndefined();
      expect(startsAsSvg(hostile.toString())).toBe(false);
    }
  });

  it('answers undefined for other files and truncated headers', () => {
    expect(readImageInfo(Buffer.from('hello, not an image'))).toBeUndefined();
    expect(readImageInfo(pngOf(16, 16).subarray(0, 18))).toBeUndefined();
    expect(readImageInfo(Buffer.alloc(0))).toBeUndefined();
    expect(readImageInfo(Buffer.from([0xff, 0xd8, 0xff]))).toBeUndefined();
  });
});
