/**
 * Runs one step ahead of its consumer: while the consumer handles item N, item N+1 is already being
 * produced (the next page is fetched while the current one is written). At most two items are held, so
 * memory stays constant however long the source is.
 */
export async function* prefetchOne<T>(source: AsyncIterable<T>): AsyncGenerator<T, void, undefined> {
  const iterator = source[Symbol.asyncIterator]();
  let pending = iterator.next();
  try {
    for (;;) {
      const current = await pending;
      if (current.done) return;
      pending = iterator.next();
      // If the consumer stops first, the prefetch's failure must not surface as an unhandled rejection.
      pending.catch(() => undefined);
      yield current.value;
    }
  } finally {
    await iterator.return?.().catch(() => undefined);
  }
}
