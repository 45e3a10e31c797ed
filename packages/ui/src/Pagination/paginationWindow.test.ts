// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paginationWindow } from './paginationWindow';

/**
 * The rule, restated from the specification and UI-5 without the implementation: all pages up to 10;
 * else 10 pages at an edge (current ≤ 8 or current ≥ last − 7), 15 pages (current ± 7) in between;
 * an ellipsis on each side that does not reach page 1 / the last page, jumping 8 pages.
 */
function expected(current: number, last: number) {
  const all = Array.from({ length: last }, (_, index) => index + 1);
  let pages: number[];
  if (last <= 10) pages = all;
  else if (current <= 8) pages = all.filter((page) => page <= 10);
  else if (current >= last - 7) pages = all.filter((page) => page > last - 10);
  else pages = all.filter((page) => Math.abs(page - current) <= 7);
  return {
    pages,
    jumpBack: pages.includes(1) ? null : Math.max(1, current - 8),
    jumpForward: pages.includes(last) ? null : Math.min(last, current + 8),
  };
}

const table: [number, number][] = [];
for (let last = 1; last <= 40; last += 1)
  for (let current = 1; current <= last; current += 1) table.push([current, last]);

describe('paginationWindow', () => {
  it.each(table)('page %i of %i', (current, last) => {
    const window = paginationWindow(current, last);
    expect(window).toEqual(expected(current, last));
    // Invariants of the rule, independent of the restatement above.
    expect(window.pages).toContain(current);
    expect(window.pages.length).toBe(last <= 10 ? last : current <= 8 || current >= last - 7 ? 10 : 15);
    window.pages.forEach((page, index) => {
      if (index > 0) expect(page).toBe(window.pages[index - 1]! + 1);
    });
  });

  it.each([
    [1, 11, { from: 1, to: 10, back: null, forward: 9 }],
    [8, 30, { from: 1, to: 10, back: null, forward: 16 }],
    [9, 30, { from: 2, to: 16, back: 1, forward: 17 }],
    [20, 40, { from: 13, to: 27, back: 12, forward: 28 }],
    [33, 40, { from: 31, to: 40, back: 25, forward: null }],
    [32, 40, { from: 25, to: 39, back: 24, forward: 40 }],
    [40, 40, { from: 31, to: 40, back: 32, forward: null }],
    [10, 10, { from: 1, to: 10, back: null, forward: null }],
  ])('worked example: page %i of %i', (current, last, { from, to, back, forward }) => {
    const window = paginationWindow(current, last);
    expect(window.pages[0]).toBe(from);
    expect(window.pages.at(-1)).toBe(to);
    expect(window.jumpBack).toBe(back);
    expect(window.jumpForward).toBe(forward);
  });

  it('clamps a current page outside 1…last and shows nothing without pages', () => {
    expect(paginationWindow(0, 5).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(99, 12).pages).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(paginationWindow(1, 0)).toEqual({ pages: [], jumpBack: null, jumpForward: null });
  });
});
