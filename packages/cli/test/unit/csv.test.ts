import { describe, expect, it } from 'vitest';
import { csvField, csvHeader, csvLines } from '../../src/commands/subscribers/csv';
import { parseCsv } from '../support/csv';

describe("the export's CSV", () => {
  it('quotes a field only when it holds a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('czytelnik@example.pl')).toBe('czytelnik@example.pl');
    expect(csvField('"ktoś, ktoś"@example.com')).toBe('"""ktoś, ktoś""@example.com"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('dwie\nlinie')).toBe('"dwie\nlinie"');
    expect(csvField('powrót\rkaretki')).toBe('"powrót\rkaretki"');
    expect(csvField(' spacja ')).toBe(' spacja ');
    expect(csvField('')).toBe('');
  });

  it('writes a text a spreadsheet would run as a formula with a leading apostrophe, quoted (OWASP)', () => {
    expect(['=1+1', '+48600@example.pl', '-x@example.pl', '@bad', '\tx', '\rx'].map(csvField)).toEqual([
      `"'=1+1"`,
      `"'+48600@example.pl"`,
      `"'-x@example.pl"`,
      `"'@bad"`,
      `"'\tx"`,
      `"'\rx"`,
    ]);
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvField('a=b@example.pl')).toBe('a=b@example.pl');
    expect(csvField(-1)).toBe('-1');
  });

  it('writes booleans as 1/0, null and missing as empty, numbers as they are', () => {
    expect([true, false, null, undefined, 42].map(csvField)).toEqual(['1', '0', '', '', '42']);
  });

  it('lines read back field for field by an RFC 4180 reader', () => {
    const rows = [
      { id: 1, email: 'a@example.pl', date: '2024-01-01T12:00:00+01:00', activeP: true, deleted: null },
      { id: 2, email: '"cudzy""słów"@example.pl', date: null, activeP: false, deleted: '2024-02-01' },
      { id: 3, email: 'x,\r\ny@example.pl', date: '', activeP: true, deleted: null },
    ];
    const columns = ['id', 'email', 'date', 'activeP', 'deleted'] as const;
    const text = csvHeader(columns) + csvLines(rows, columns);
    expect(text.endsWith('\n')).toBe(true);
    expect(parseCsv(text.slice(0, -1))).toEqual([
      ['id', 'email', 'date', 'activeP', 'deleted'],
      ['1', 'a@example.pl', '2024-01-01T12:00:00+01:00', '1', ''],
      ['2', '"cudzy""słów"@example.pl', '', '0', '2024-02-01'],
      ['3', 'x,\r\ny@example.pl', '', '1', ''],
    ]);
  });
});
