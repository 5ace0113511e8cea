import { describe, expect, it } from 'vitest';
import { CsvRecords, MAX_RECORD_CHARS } from './csv-records.ts';

/** The records of `text` fed in pieces of `size` characters, with their lines. */
function recordsOf(text: string, size = text.length || 1): [number, string[]][] {
  const out: [number, string[]][] = [];
  const records = new CsvRecords((cells, line) => out.push([line, cells.all()]));
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

  it('refuses a record longer than the limit, naming its line, before it reaches the upload limit', () => {
    const records = new CsvRecords(() => {});
    records.push('a,b\n1,2\n3,"never closed');
    const chunk = 'x'.repeat(64 * 1024);
    let pushed = 0;
    const pushAll = () => {
      for (; pushed < 10 * 1024 * 1024; pushed += chunk.length) records.push(chunk);
    };
    expect(pushAll).toThrow(
      expect.objectContaining({
        line: 3,
        message: expect.stringMatching(/runs over \d+ characters/),
      }),
    );
    // Refused within a chunk of the limit, not after the whole upload.
    expect(pushed).toBeLessThanOrEqual(MAX_RECORD_CHARS);
    // An unquoted line without an end is held to the same limit.
    expect(() => recordsOf(`a,b\n${'y'.repeat(MAX_RECORD_CHARS + 1)}`, 65536)).toThrow(
      expect.objectContaining({ line: 2 }),
    );
    // A long record under the limit is read.
    expect(recordsOf(`a,"${'z'.repeat(MAX_RECORD_CHARS - 10)}"\n`, 65536)[0]?.[1][1]).toHaveLength(
      MAX_RECORD_CHARS - 10,
    );
  });
});
