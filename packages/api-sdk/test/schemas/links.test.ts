import { describe, expect, it } from 'vitest';
import * as lightEntry from '../../src/contractValues';
import * as mainEntry from '../../src/index';
import { resolveLink } from '../../src/schemas/links';

describe('resolveLink', () => {
  it('keeps absolute http(s) links as given, whatever their case', () => {
    expect(resolveLink('https://inny.pl/a', 'https://portal.pl')).toBe('https://inny.pl/a');
    expect(resolveLink('HTTP://inny.pl/a?x=1', 'https://portal.pl')).toBe('HTTP://inny.pl/a?x=1');
  });

  it('puts one slash between the base and the path', () => {
    expect(resolveLink('/nsl/nl_1.html', 'https://static.pl')).toBe('https://static.pl/nsl/nl_1.html');
    expect(resolveLink('nsl/nl_1.html', 'https://static.pl')).toBe('https://static.pl/nsl/nl_1.html');
    expect(resolveLink('//artykul/1', 'https://portal.pl//')).toBe('https://portal.pl/artykul/1');
    expect(resolveLink('/', 'https://portal.pl/')).toBe('https://portal.pl/');
    expect(resolveLink('', 'https://portal.pl')).toBe('https://portal.pl/');
  });

  it('keeps the query, the fragment and a trailing slash of the path', () => {
    expect(resolveLink('/praca/?strona=2#oferty', 'https://portal.pl')).toBe(
      'https://portal.pl/praca/?strona=2#oferty',
    );
  });

  it('keeps a base path, and gives a root-relative path for an empty base', () => {
    expect(resolveLink('/exports/a.csv', 'https://cdn.pl/static/')).toBe(
      'https://cdn.pl/static/exports/a.csv',
    );
    expect(resolveLink('/nsl/nl_1.html', '')).toBe('/nsl/nl_1.html');
  });

  it('treats other schemes as paths (only http and https are absolute)', () => {
    expect(resolveLink('ftp://x.pl/a', 'https://portal.pl')).toBe('https://portal.pl/ftp://x.pl/a');
  });

  it('is carried by both the main and the light entry', () => {
    expect(mainEntry.resolveLink).toBe(resolveLink);
    expect(lightEntry.resolveLink).toBe(resolveLink);
  });
});
