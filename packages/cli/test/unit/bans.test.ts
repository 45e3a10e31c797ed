import { describe, expect, it } from 'vitest';
import { type BanChangeResult, diffLines, planChange } from '../../src/commands/bans/change';

describe('planChange', () => {
  const before = ['a', 'b', 'c', 'd'];

  it('add appends only new values at the end', () => {
    expect(planChange(before, { kind: 'add', values: ['c', 'e', 'f'] })).toEqual({
      before,
      after: ['a', 'b', 'c', 'd', 'e', 'f'],
      added: ['e', 'f'],
      removed: [],
      skipped: ['c'],
      reordered: false,
    });
  });

  it('remove drops exactly the named values and keeps the rest in order', () => {
    expect(planChange(before, { kind: 'remove', values: ['d', 'b', 'x'] })).toEqual({
      before,
      after: ['a', 'c'],
      added: [],
      removed: ['b', 'd'],
      skipped: ['x'],
      reordered: false,
    });
  });

  it('set reports what goes, what comes, and a new order of what stays', () => {
    expect(planChange(before, { kind: 'set', values: ['c', 'a', 'z'] })).toEqual({
      before,
      after: ['c', 'a', 'z'],
      added: ['z'],
      removed: ['b', 'd'],
      skipped: [],
      reordered: true,
    });
    expect(planChange(before, { kind: 'set', values: ['a', 'c'] }).reordered).toBe(false);
  });
});

describe('diffLines', () => {
  it('shows removals with - and additions with +', () => {
    const result: BanChangeResult = {
      list: 'ips',
      operation: 'set',
      dryRun: true,
      written: false,
      added: ['9.9.9.9'],
      removed: ['1.1.1.1'],
      skipped: [],
      reordered: false,
      entriesBefore: 2,
      entriesAfter: 2,
      largeRemoval: false,
    };
    expect(diffLines(result)).toEqual([
      '--- ips (now: 2 entries)',
      '+++ ips (after set: 2 entries)',
      '-1.1.1.1',
      '+9.9.9.9',
    ]);
  });
});
