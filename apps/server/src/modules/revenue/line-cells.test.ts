import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldCells, quickUnits, TextCells } from './line-cells.ts';
import { parseScaled } from './report-files.ts';

/** Cells as a report's may hold them: digits, points, letters, signs and spaces, no commas. */
const cell = fc.string({ unit: fc.constantFrom(...'0123456789.. -aZ_\t\u00a0'), maxLength: 20 });

/** Cells that look like a report's numbers: digits, perhaps a point and more digits. */
const number = fc.stringMatching(/^[0-9]{0,17}(\.[0-9]{0,9})?$/);

describe('a line read where it lies', () => {
  it('gives the cells splitting the line would, trimmed where asked', () => {
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 8 }), cell, (cells, other) => {
        const line = cells.join(',');
        // The line sits inside a longer text, as it does in a chunk of a file.
        const text = `x,y\n${line}\nnext,line`;
        const read = new TextCells().set(text, 4, 4 + line.length);
        const split = line.split(',');
        expect(read.length).toBe(split.length);
        expect(read.all()).toEqual(split);
        split.forEach((value, place) => {
          expect(read.text(place)).toBe(value.trim());
          expect(read.blank(place)).toBe(value.trim() === '');
          expect(read.is(place, value)).toBe(true);
          expect(read.is(place, other)).toBe(other === value);
        });
        // A column the header lacks reads as empty.
        expect(read.text(-1)).toBe('');
        expect(read.units(-1, 0)).toBe(-1);
        // A record read character by character answers the same.
        const fields = new FieldCells().set(split);
        split.forEach((_, place) => {
          expect(fields.text(place)).toBe(read.text(place));
          expect(fields.blank(place)).toBe(read.blank(place));
          expect(fields.units(place, 3)).toBe(read.units(place, 3));
        });
      }),
    );
  });

  it("reads a cell's number as the exact reading does, or leaves it to it", () => {
    fc.assert(
      fc.property(fc.oneof(cell, number), fc.integer({ min: 0, max: 6 }), (text, scale) => {
        const quick = quickUnits(`,${text},`, 1, text.length + 1, scale);
        if (quick === -1) return;
        expect(parseScaled(text, scale, 'x')).toBe(quick);
      }),
    );
  });

  it("takes a report's plain numbers itself, and leaves the rest", () => {
    const read = (text: string, scale: number) => quickUnits(text, 0, text.length, scale);
    expect(read('0.000066', 6)).toBe(66);
    expect(read('14.319', 3)).toBe(14319);
    expect(read('40.9', 3)).toBe(40900);
    expect(read('007', 2)).toBe(700);
    expect(read('123456789012345', 0)).toBe(123456789012345);
    // Past 15 digits, more decimals than kept, or not plain: the exact reading decides.
    expect(read('1234567890123456', 0)).toBe(-1);
    expect(read('1234567890123', 3)).toBe(-1);
    expect(read('1.2345675', 6)).toBe(-1);
    for (const text of ['', ' 1', '1 ', '-1', '1.', '.5', '1.2.3', '1e5']) {
      expect(read(text, 3)).toBe(-1);
    }
  });
});
