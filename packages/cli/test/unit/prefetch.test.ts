import { describe, expect, it } from 'vitest';
import { prefetchOne } from '../../src/io/prefetch';

/** A source that records when each item is started, to see how far ahead the consumer's reads go. */
function source(count: number, log: string[]) {
  return (async function* () {
    for (let index = 1; index <= count; index++) {
      log.push(`fetch ${index}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      yield index;
    }
  })();
}

describe('prefetchOne', () => {
  it('starts the next item while the current one is handled, and never more than one ahead', async () => {
    const log: string[] = [];
    for await (const item of prefetchOne(source(4, log))) {
      log.push(`write ${item} start`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push(`write ${item} end`);
    }
    expect(log).toEqual([
      'fetch 1',
      'fetch 2',
      'write 1 start',
      'write 1 end',
      'fetch 3',
      'write 2 start',
      'write 2 end',
      'fetch 4',
      'write 3 start',
      'write 3 end',
      'write 4 start',
      'write 4 end',
    ]);
  });

  it('passes a failure of the source to the consumer', async () => {
    const failing = (async function* () {
      yield 1;
      throw new Error('page 2 failed');
    })();
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const item of prefetchOne(failing)) seen.push(item);
      })(),
    ).rejects.toThrow('page 2 failed');
    expect(seen).toEqual([1]);
  });

  it('closes the source when the consumer stops early', async () => {
    let closed = false;
    const endless = (async function* () {
      try {
        for (let index = 1; ; index++) yield index;
      } finally {
        closed = true;
      }
    })();
    for await (const item of prefetchOne(endless)) if (item === 2) break;
    expect(closed).toBe(true);
  });
});
