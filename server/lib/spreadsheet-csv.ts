// Every CSV the site hands out (the owner's exports, a member's sheet template) is opened in a spreadsheet first:
// one way of writing it, so Excel, Numbers and LibreOffice read each the same (issue 41).
import { loadOnFirstUse } from './load-on-first-use';
import type { stringify } from 'csv-stringify/sync';

/** Loaded by the first download, not at start-up (issue 25). */
const csvStringify = loadOnFirstUse<{ stringify: typeof stringify }>('csv-stringify/sync');

/** UTF-8's byte-order mark: without it Excel reads the file in the machine's legacy code page ("Â£" for "£"). */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/**
 * A header row and the rows, as a spreadsheet reads them: a byte-order mark first, Windows line ends, and a cell
 * that begins with `=`, `+`, `-`, `@`, a tab or a carriage return prefixed with `'`, so it shows as text instead of
 * running as a formula (csv-stringify's escape_formulas); a cell holding a lone carriage return, which ends a line
 * for some spreadsheets, is quoted. Numbers stay numbers (a negative amount is not escaped).
 */
export function spreadsheetCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const csv = csvStringify().stringify(
    rows.map((row) => [...row]),
    { header: true, columns: [...columns], escape_formulas: true, record_delimiter: 'windows', quoted_match: /\r/ },
  );
  return `${UTF8_BOM}${csv}`;
}

/**
 * A moment as `2026-11-28 17:05:09` in UTC: the form spreadsheets read as a date and time (an ISO string with its
 * `T` and `Z` stays text in Excel). Empty for no moment. The columns' documentation says the zone.
 */
export function spreadsheetTimestamp(moment: Date | string | null | undefined): string {
  if (moment === null || moment === undefined || moment === '') return '';
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
