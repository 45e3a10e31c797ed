import type { Page } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { pageToLandOn } from './listParams';

function answer(items: number, links: Page<unknown>['links']): Page<unknown> {
  return {
    items: Array.from({ length: items }, (_, index) => index),
    totalItems: undefined,
    links,
    page: undefined,
    lastPage: undefined,
    hasNext: false,
    hasPrevious: false,
  };
}

describe('pageToLandOn (a page past the end of the list)', () => {
  it("follows the server's last link", () => {
    const empty = answer(0, { first: '/api/categories?page=1', last: '/api/categories?page=6' });
    expect(pageToLandOn(empty, 999_999)).toBe(6);
  });

  it('goes to the first page when the server names no last one (partial pagination)', () => {
    expect(pageToLandOn(answer(0, { first: '/api/logs?page=1' }), 40)).toBe(1);
    expect(pageToLandOn(answer(0, {}), 40)).toBe(1);
  });

  it('stays on a page with rows, on page 1, and on an empty last page', () => {
    expect(pageToLandOn(answer(3, { last: '/api/categories?page=6' }), 999_999)).toBeNull();
    expect(pageToLandOn(answer(0, { last: '/api/categories?page=1' }), 1)).toBeNull();
    expect(pageToLandOn(answer(0, { last: '/api/categories?page=6' }), 6)).toBeNull();
  });
});
