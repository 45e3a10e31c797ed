import { describe, expect, it } from 'vitest';
import { readListParams, readPage, writeListParams } from './listParams';

describe('list state in the address (01 §1)', () => {
  it('reads page and searchQuery, with page 1 and no search by default', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ page: 1, searchQuery: '', filters: {} });
    expect(
      readListParams(new URLSearchParams('page=3&searchQuery=rad%20io&before=2024-05-01'), ['before']),
    ).toEqual({
      page: 3,
      searchQuery: 'rad io',
      filters: { before: '2024-05-01' },
    });
  });

  it('reads a page that is not a positive integer as 1', () => {
    for (const value of ['0', '-2', 'x', '1.5', '']) expect(readPage(value)).toBe(1);
    expect(readPage(null)).toBe(1);
  });

  it('writes the page, leaving out page 1 and empty values', () => {
    expect(writeListParams(new URLSearchParams('searchQuery=a'), { page: 4 }).toString()).toBe(
      'searchQuery=a&page=4',
    );
    expect(writeListParams(new URLSearchParams('page=4'), { page: 1 }).toString()).toBe('');
  });

  it('goes back to page 1 on a new search or filter, and keeps other parameters', () => {
    expect(writeListParams(new URLSearchParams('page=4&x=1'), { searchQuery: 'radio' }).toString()).toBe(
      'x=1&searchQuery=radio',
    );
    expect(writeListParams(new URLSearchParams('page=2&searchQuery=a'), { searchQuery: '' }).toString()).toBe(
      '',
    );
    expect(
      writeListParams(new URLSearchParams('page=2'), { filters: { before: '2024-01-01' } }).toString(),
    ).toBe('before=2024-01-01');
  });

  it('reads at most 255 characters of a search from the address', () => {
    const long = 'a'.repeat(3000);
    expect(readListParams(new URLSearchParams({ searchQuery: long })).searchQuery).toBe('a'.repeat(255));
  });
});
