/**
 * CSV of the export (RFC 4180, as csv-stringify's defaults wrote it before): a field is quoted only when
 * it holds a comma, a quote or a line break, quotes doubled; booleans 1/0 (as the server's own file); null
 * empty; lines end with \n. Six known columns need no general-purpose library: csv-stringify allocated
 * about a third of a 100,000-row export's memory traffic (docs/cli.md, benchmarks).
 */

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * What a spreadsheet runs as a formula at the start of a cell (OWASP "CSV injection"): '=', '+', '-',
 * '@', a tab, a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Written first in a CSV file so that Excel reads it as UTF-8 (Polish letters) rather than ANSI. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field. A text that a spreadsheet would run as a formula gets a leading apostrophe and quotes,
 * as OWASP advises, so it is shown as text: '=1+1' is written "'=1+1". Numbers are never touched.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  const text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) return `"'${text.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The lines of `rows`, `columns` in order, each line ending with \n (no arrays per row). */
export function csvLines<Row>(rows: readonly Row[], columns: readonly (keyof Row & string)[]): string {
  let text = '';
  for (const row of rows) {
    for (let column = 0; column < columns.length; column++) {
      if (column > 0) text += ',';
      text += csvField(row[columns[column] as keyof Row]);
    }
    text += '\n';
  }
  return text;
}

/** The header line. */
export function csvHeader(columns: readonly string[]): string {
  return `${columns.map(csvField).join(',')}\n`;
}
