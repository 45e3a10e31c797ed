import type { Page } from './page';

/** Fetches one page by a link taken as given. */
export type PageFetcher<T> = (link: string) => Promise<Page<T>>;

/**
 * Every page from `first` on, following `next` until there is none, a page comes back empty, or a link
 * repeats (a server that loops must not make the CLI loop forever). Empty pages are not yielded.
 */
export async function* iteratePages<T>(
  first: Page<T> | Promise<Page<T>>,
  fetchLink: PageFetcher<T>,
): AsyncGenerator<Page<T>, void, undefined> {
  const seen = new Set<string>();
  let page = await first;
  if (page.links.self) seen.add(linkKey(page.links.self));
  for (;;) {
    if (page.items.length === 0) return;
    yield page;
    const next = page.links.next;
    if (!next) return;
    const key = linkKey(next);
    if (seen.has(key)) return;
    seen.add(key);
    page = await fetchLink(next);
    if (page.links.self) seen.add(linkKey(page.links.self));
  }
}

/** The items of every page, one by one. */
export async function* iterateItems<T>(pages: AsyncIterable<Page<T>>): AsyncGenerator<T, void, undefined> {
  for await (const page of pages) yield* page.items;
}

export interface CollectOptions<T> {
  /** Stop after this many items. */
  max?: number;
  /** Keep collecting while this holds; the first item that fails it is left out and ends the walk. */
  takeWhile?: (item: T, index: number) => boolean;
}

/** Collects an async iterable into an array, stopping early (no further pages are fetched) when told. */
export async function collect<T>(items: AsyncIterable<T>, options: CollectOptions<T> = {}): Promise<T[]> {
  const result: T[] = [];
  if (options.max !== undefined && options.max <= 0) return result;
  for await (const item of items) {
    if (options.takeWhile && !options.takeWhile(item, result.length)) break;
    result.push(item);
    if (options.max !== undefined && result.length >= options.max) break;
  }
  return result;
}

/** Links compare by their resolved form, so `/api/x?page=2` and `http://h/api/x?page=2` are one link. */
function linkKey(link: string): string {
  try {
    const url = new URL(link, 'http://link.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}
