import { describe, expect, it } from 'vitest';
import { spreadsheetCsv, spreadsheetTimestamp, UTF8_BOM } from './spreadsheet-csv';

describe('a CSV for a spreadsheet (issue 41)', () => {
  it('starts with the UTF-8 byte-order mark, so Excel reads "£" and accents as written', () => {
    const csv = spreadsheetCsv(['name', 'amount'], [['Zoë', '£9.99']]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe('name,amount\r\nZoë,£9.99\r\n');
  });

  it('writes a moment as YYYY-MM-DD HH:MM:SS in UTC, which spreadsheets read as a date, and no moment as empty', () => {
    expect(spreadsheetTimestamp(new Date('2026-11-28T17:05:09.123Z'))).toBe('2026-11-28 17:05:09');
    expect(spreadsheetTimestamp('2026-01-02T03:04:05.000Z')).toBe('2026-01-02 03:04:05');
    expect(spreadsheetTimestamp(null)).toBe('');
    expect(spreadsheetTimestamp(undefined)).toBe('');
  });

  it('escapes a cell that a spreadsheet would run as a formula, and leaves numbers as numbers', () => {
    const csv = spreadsheetCsv(['a', 'b', 'c'], [['=1+1', -9.99, '\rx']]);
    expect(csv.slice(1).split('\r\n')[1]).toBe(`'=1+1,-9.99,"'\rx"`);
  });
});
