// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeUrl } from './escape';
import { createLinks, withUtm } from './links';

const UTM = 'utm_source=email&utm_medium=newsletter&utm_campaign=getresponse';

describe('withUtm', () => {
  it('adds the parameters with ? or &, before a fragment, once', () => {
    expect(withUtm('https://a.pl/x')).toBe(`https://a.pl/x?${UTM}`);
    expect(withUtm('https://a.pl/x?page=2')).toBe(`https://a.pl/x?page=2&${UTM}`);
    expect(withUtm('https://a.pl/x#komentarze')).toBe(`https://a.pl/x?${UTM}#komentarze`);
    expect(withUtm(`https://a.pl/x?${UTM}`)).toBe(`https://a.pl/x?${UTM}`);
  });
});

describe('safeUrl', () => {
  it('lets http(s), mailto, relative URLs and merge words through', () => {
    for (const url of [
      'https://a.pl',
      'http://a.pl',
      'mailto:redakcja@a.pl',
      '/praca',
      'artykul/1',
      '[[remove]]',
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it('turns other schemes into #', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'java\nscript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(safeUrl(url)).toBe('#');
    }
  });
});

describe('createLinks', () => {
  const links = createLinks('https://portal.pl/', 'https://static.pl/');

  it('builds portal links with utm, the home page with a slash', () => {
    expect(links.portal('/')).toBe(`https://portal.pl/?${UTM}`);
    expect(links.portal('/praca')).toBe(`https://portal.pl/praca?${UTM}`);
    expect(links.portal('')).toBe(`https://portal.pl/?${UTM}`);
  });

  it('keeps a relative link as the editor wrote it, trailing slash and query included', () => {
    expect(links.href('/konferencja/')).toBe(`https://portal.pl/konferencja/?${UTM}`);
    expect(links.href('praca?strona=2')).toBe(`https://portal.pl/praca?strona=2&${UTM}`);
  });

  it('resolves article slugs: absolute when they start with http, else on the site', () => {
    expect(links.article('artykul/1')).toBe(`https://portal.pl/artykul/1?${UTM}`);
    expect(links.article('/artykul/1')).toBe(`https://portal.pl/artykul/1?${UTM}`);
    expect(links.article('HTTPS://inny.pl/a')).toBe('HTTPS://inny.pl/a');
    expect(links.article('https://portal.pl/a')).toBe(`https://portal.pl/a?${UTM}`);
    expect(links.article('https://portal.pl.evil.com/a')).toBe('https://portal.pl.evil.com/a');
  });

  it('builds static and media file URLs, encoding each path segment once', () => {
    expect(links.staticFile('newsletter_images', 'a b.jpg')).toBe(
      'https://static.pl/newsletter_images/a%20b.jpg',
    );
    expect(links.staticFile('newsletter_images', 'a%20b.jpg')).toBe(
      'https://static.pl/newsletter_images/a%20b.jpg',
    );
    expect(links.media('2024/ż.jpg', false)).toBe('https://static.pl/media/2024/%C5%BC.jpg');
    expect(links.media('x.jpg', true)).toBe('https://static.pl/media/new/x.jpg');
    expect(links.browserCopy('nl_1')).toBe('https://static.pl/nsl/nl_1.html');
  });
});
