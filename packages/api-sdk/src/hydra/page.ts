import type { HydraCollection, PageLinks } from './collection';

/** One page of a list, as the panel's tables and the CLI's loops use it. */
export interface Page<T> {
  items: T[];
  /** `hydra:totalItems`, when the server counts (partial collections do not). */
  totalItems: number | undefined;
  /** first / previous / next / last links and the page's own link, to be followed as given. */
  links: PageLinks;
  /** The page number read from the page's own link (`page=`), when it can be read. */
  page: number | undefined;
  /** The number of the last page read from the `last` link, when there is one. */
  lastPage: number | undefined;
  hasNext: boolean;
  hasPrevious: boolean;
}

/** Reads `page=N` from a link such as `/api/articles?sponsored=0&page=3`. */
export function pageNumberFromLink(link: string | undefined): number | undefined {
  if (!link) return undefined;
  let raw: string | null;
  try {
    raw = new URL(link, 'http://link.invalid').searchParams.get('page');
  } catch {
    return undefined;
  }
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const page = Number(raw);
  return page >= 1 ? page : undefined;
}

/** Builds the page object of a collection. */
export function createPage<T>(collection: HydraCollection<T>): Page<T> {
  const view = collection.view;
  if (!view) {
    // Not paginated: everything is on this one page.
    return {
      items: collection.members,
      totalItems: collection.totalItems,
      links: { self: collection.id },
      page: 1,
      lastPage: 1,
      hasNext: false,
      hasPrevious: false,
    };
  }
  const page =
    pageNumberFromLink(view.self) ??
    (view.previous === undefined ? 1 : incremented(pageNumberFromLink(view.previous)));
  const lastPage = pageNumberFromLink(view.last) ?? (view.next === undefined ? page : undefined);
  return {
    items: collection.members,
    totalItems: collection.totalItems,
    links: { ...view },
    page,
    lastPage,
    hasNext: view.next !== undefined,
    hasPrevious: view.previous !== undefined,
  };
}

function incremented(value: number | undefined): number | undefined {
  return value === undefined ? undefined : value + 1;
}
