// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainText } from '../html/plainText';
import { cutIntroduction, formatIssueDate } from './text';

describe('cutIntroduction (180 characters, UI-N3)', () => {
  it('leaves a text of at most 180 characters whole, without an ellipsis', () => {
    const exact = 'a'.repeat(180);
    expect(cutIntroduction(exact)).toBe(exact);
    expect(cutIntroduction('Krótki wstęp.')).toBe('Krótki wstęp.');
  });

  it('cuts at the last word boundary within 180 characters and adds an ellipsis', () => {
    const words = `${'słowo '.repeat(29)}zakończenie dalszy ciąg`; // 174 + 'zakończenie' passes 180
    const cut = cutIntroduction(words);
    expect(cut).toBe(`${'słowo '.repeat(28)}słowo…`);
    expect(Array.from(cut).length).toBeLessThanOrEqual(181);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'a'.repeat(90)} ${'b'.repeat(89)} reszta`;
    expect(cutIntroduction(text)).toBe(`${'a'.repeat(90)} ${'b'.repeat(89)}…`);
  });

  it('drops punctuation before the ellipsis', () => {
    const text = `${'x'.repeat(170)}, ${'y'.repeat(20)}`;
    expect(cutIntroduction(text)).toBe(`${'x'.repeat(170)}…`);
  });

  it('cuts a single over-long word exactly at 180 characters', () => {
    expect(cutIntroduction('z'.repeat(200))).toBe(`${'z'.repeat(180)}…`);
  });

  it('counts Polish letters and emoji as one character each', () => {
    const text = 'ż'.repeat(180);
    expect(cutIntroduction(text)).toBe(text);
    const emoji = '😀'.repeat(181);
    expect(cutIntroduction(emoji)).toBe(`${'😀'.repeat(180)}…`);
  });

  it('reads introductions stored with markup as plain text', () => {
    expect(cutIntroduction('<p>Tekst &amp; <b>pogrubiony</b>&nbsp;koniec</p>')).toBe(
      'Tekst & pogrubiony koniec',
    );
    expect(plainText('a&#261;&#x119;&unknown;')).toBe('aąę&unknown;');
  });
});

describe('plainText', () => {
  it('reads the end of a block and a line break as a space, and joins what an inline tag splits', () => {
    expect(plainText('<h2>Wyniki</h2><p>widzów 16-49</p><p>Badanie<br>słuchalności</p>')).toBe(
      'Wyniki widzów 16-49 Badanie słuchalności',
    );
    expect(plainText('<p><b>Pol</b>sat i <a href="/x">TVN</a></p><ul><li>jeden</li><li>dwa</li></ul>')).toBe(
      'Polsat i TVN jeden dwa',
    );
  });

  it('leaves out what a browser does not show: scripts, styles, comments', () => {
    expect(
      plainText('<style>p { color: red }</style><p>Tekst<!-- uwaga --></p><script>alert(1)</script> koniec'),
    ).toBe('Tekst koniec');
  });
});

describe('formatIssueDate', () => {
  it('shows the calendar date in Polish', () => {
    expect(formatIssueDate('2024-05-14')).toBe('14 maja 2024');
    expect(formatIssueDate('2024-12-01T23:30:00+01:00')).toBe('1 grudnia 2024');
  });

  it('shows any other text as given, and nothing for none', () => {
    expect(formatIssueDate('wtorek')).toBe('wtorek');
    expect(formatIssueDate('2024-02-31')).toBe('2024-02-31');
    expect(formatIssueDate(null)).toBe('');
  });
});
