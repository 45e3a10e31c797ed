import { describe, expect, it } from 'vitest';
import { countHtmlPages, parseHtml, pastedHtml, serializeHtml } from './html';

const roundTrip = (html: string) => serializeHtml(parseHtml(html));

describe('HTML in and out', () => {
  it('keeps every format the editor offers, byte for byte', () => {
    const html = [
      '<h2>Nagłówek</h2>',
      '<p><strong>gruby</strong> <em>pochyły</em> <u>podkreślony</u> <a href="https://portal.pl/a">link</a></p>',
      '<p><span style="font-size: 24px;">duży</span><img src="https://static.pl/a.jpg" alt="Opis" width="327"></p>',
      '<ul><li><p>punkt</p></li></ul>',
      '<ol><li><p>pierwszy</p></li></ol>',
      '<blockquote class="twitter-tweet"><a href="https://x.com/wm/status/1234567890">https://x.com/wm/status/1234567890</a></blockquote>',
      '<hr class="subpage-divider">',
      '<p>druga strona</p>',
    ].join('');
    expect(roundTrip(html)).toBe(html);
  });

  it('gives an empty string for an empty editor', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });

  it('drops scripts, event handlers and unsafe links', () => {
    const out = roundTrip(
      '<p onclick="x()">a<script>alert(1)</script><img src="x.jpg" onerror="alert(2)"><a href="javascript:alert(3)">b</a></p><iframe src="https://evil.example"></iframe>',
    );
    expect(out).toBe('<p>a<img src="x.jpg" alt="">b</p>');
  });

  it('reads image widths from the attribute or the style, and the tweet link from the embed markup', () => {
    expect(roundTrip('<p><img src="/a.jpg" style="width: 500px"></p>')).toBe(
      '<p><img src="/a.jpg" alt="" width="500"></p>',
    );
    const embed =
      '<blockquote class="twitter-tweet"><p lang="pl">Treść</p>— WM (@wm) <a href="https://twitter.com/wm/status/42?ref_src=twsrc">1 maja 2024</a></blockquote>';
    expect(roundTrip(embed)).toBe(
      '<blockquote class="twitter-tweet"><a href="https://twitter.com/wm/status/42?ref_src=twsrc">https://twitter.com/wm/status/42?ref_src=twsrc</a></blockquote>',
    );
  });

  it('keeps font sizes from 8 to 60 px only', () => {
    expect(roundTrip('<p><span style="font-size: 8px;">a</span></p>')).toBe(
      '<p><span style="font-size: 8px;">a</span></p>',
    );
    expect(roundTrip('<p><span style="font-size: 60px;">a</span></p>')).toBe(
      '<p><span style="font-size: 60px;">a</span></p>',
    );
    expect(roundTrip('<p><span style="font-size: 7px">a</span></p>')).toBe('<p>a</p>');
    expect(roundTrip('<p><span style="font-size: 61px">a</span></p>')).toBe('<p>a</p>');
  });

  it('counts the pages of a paged article', () => {
    expect(countHtmlPages('<p>a</p>')).toBe(1);
    expect(
      countHtmlPages('<p>a</p><hr class="subpage-divider"><p>b</p><hr class="subpage-divider"><p>c</p>'),
    ).toBe(3);
    expect(countHtmlPages('<p>a</p><hr><p>b</p>')).toBe(1);
  });
});

describe('pasted HTML', () => {
  const pasted = (html: string) => serializeHtml(parseHtml(pastedHtml(html)));

  it("keeps a table's cells apart: a paragraph per row, ' | ' between its cells", () => {
    expect(
      pasted('<table><tr><th>A</th><th>B</th></tr><tr><td><p>1</p></td><td><b>2</b></td></tr></table>'),
    ).toBe('<p>A | B</p><p>1 | <strong>2</strong></p>');
  });

  it('drops an image the article could not show, keeps one it can', () => {
    expect(pasted('<p>przed<img src="x">po</p>')).toBe('<p>przedpo</p>');
    expect(pasted('<p>tekst<img src="obrazek.png" alt="a"></p>')).toBe('<p>tekst</p>');
    expect(pasted('<p><img src="https://static.pl/a.jpg" alt="Opis"></p>')).toBe(
      '<p><img src="https://static.pl/a.jpg" alt="Opis"></p>',
    );
    expect(pasted('<p><img src="/media/new/a.jpg" alt=""></p>')).toBe(
      '<p><img src="/media/new/a.jpg" alt=""></p>',
    );
  });
});
