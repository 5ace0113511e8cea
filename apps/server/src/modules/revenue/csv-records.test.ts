import { describe, expect, it } from 'vitest';
import { CsvRecords } from './csv-records.ts';

/** The records of `text` fed in pieces of `size` characters, with their lines. */
function recordsOf(text: string, size = text.length || 1): [number, string[]][] {
  const out: [number, string[]][] = [];
  const records = new CsvRecords((fields, line) => out.push([line, fields]));
  for (let at = 0; at < text.length; at += size) records.push(text.slice(at, at + size));
  records.end();
  return out;
}

const FILE = [
  '\uFEFFvideo_id,title,isrc',
  'a,plain,X',
  '',
  'b,"with, a comma",Y\r',
  'c,"say ""hi""",',
  'd,"two',
  'lines",Z',
  'e,,',
].join('\n');

const RECORDS: [number, string[]][] = [
  [1, ['video_id', 'title', 'isrc']],
  [2, ['a', 'plain', 'X']],
  [4, ['b', 'with, a comma', 'Y']],
  [5, ['c', 'say "hi"', '']],
  [6, ['d', 'two\nlines', 'Z']],
  [8, ['e', '', '']],
];

describe('reading CSV records', () => {
  it('splits plain lines, reads quoted values (commas, doubled quotes, line ends) and counts lines', () => {
    expect(recordsOf(FILE)).toEqual(RECORDS);
  });

  it('reads the same records whatever the chunks the file arrives in', () => {
    for (const size of [1, 2, 3, 5, 7, 16, 64])
      expect(recordsOf(FILE, size), `${size}`).toEqual(RECORDS);
    expect(recordsOf('a,b\r\n1,2\r\n', 4)).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
    ]);
  });

  it('names the line where a badly quoted record starts', () => {
    expect(() => recordsOf('a,b\n1,"open\n2,3\n')).toThrow(
      expect.objectContaining({ line: 2, message: expect.stringMatching(/never closed/) }),
    );
    expect(() => recordsOf('a,b\n1,2\n3,"x"y\n')).toThrow(
      expect.objectContaining({ line: 3, message: expect.stringMatching(/closed in the middle/) }),
    );
    expect(() => recordsOf('a,b\n1,x"y"\n')).toThrow(
      expect.objectContaining({ line: 2, message: expect.stringMatching(/not quoted/) }),
    );
  });
});
