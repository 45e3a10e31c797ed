/**
 * The areas whose records 'Przejdź do…' finds, made from their declarations (areas.ts, a list route's
 * `palette`; the app derives them from the route table, app/paletteSources.ts): each with the route that
 * opens a record, a lookup by id (its list queries' `listed`: GET of the record, read with the list item's
 * schema) and a search on the list's own call and filters. The list queries load on demand, from the light
 * module the list's route prefetches with. Every call takes the palette's signal, so a newer search
 * cancels it.
 */
import { encodeId, NotFoundError, type Page, type PagingClient } from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import type { CrudListQueries } from '../../shared/crud/queries';
import type { RouteName } from '../../shared/routePaths';

/** A record found: its id and the name it is shown by. */
export interface RecordHit {
  readonly id: string | number;
  readonly label: string;
}

/** An area's calls, once its list queries are loaded. */
export interface RecordFinder {
  /** The record with this id, or null when there is none (or it is deleted, or of another area). */
  byId(client: PagingClient, id: string, signal: AbortSignal): Promise<RecordHit | null>;
  /** The first page of the records whose name or title holds the text. */
  search(client: PagingClient, text: string, signal: AbortSignal): Promise<RecordHit[]>;
}

export interface RecordArea {
  /** Unique among the areas: the list route's name. */
  readonly key: string;
  /** What one record is, as a result names it: 'Kategoria'. */
  readonly kind: string;
  /** The route that opens one record (its ':id' filled in). */
  readonly open: RouteName;
  /** Loads the area's list queries (once) and gives its calls. */
  load(): Promise<RecordFinder>;
}

/** An area's declaration, as the route table gives it (routes.ts, RoutePalette). */
export interface RecordAreaDeclaration {
  readonly key: string;
  readonly kind: string;
  readonly open: RouteName;
  /** The list item's field a result shows. */
  readonly label: string;
  /** The list filter the text goes in alone; by default the list's own search. */
  readonly search?: string;
  /** The values a record of this area has (areas sharing an API path). */
  readonly where?: { readonly [field: string]: unknown };
  /** The area's list queries (`crudListQueries`), loaded on demand. */
  readonly queries: () => Promise<unknown>;
}

interface Listed {
  readonly id: string | number;
  readonly deleted?: unknown;
  readonly [field: string]: unknown;
}

type ListQueries = Pick<CrudListQueries<Listed, object>, 'listResource' | 'filters' | 'listed'>;

/** The list state of a search on the first page. */
const firstPage = (searchQuery: string): CrudListState => ({
  page: 1,
  searchQuery,
  filters: {},
  parentId: '',
});

/** A deleted record has no edit screen (its list shows no edit link). */
const live = (record: Listed) => !record.deleted;

function finderOf(declaration: RecordAreaDeclaration, queries: ListQueries): RecordFinder {
  const { key, label, search: field, where = {} } = declaration;
  const { listed } = queries;
  if (!listed) throw new Error(`The list queries of ${key} do not say how to read one record (listed)`);
  const accept = (item: Listed) =>
    live(item) && Object.entries(where).every(([name, value]) => item[name] === value);
  const hit = (item: Listed): RecordHit => ({
    id: item.id,
    label: String(item[label] ?? '') || String(item.id),
  });
  // The list's own filters with the text: in its search, or alone in the declared filter.
  const filters = (text: string) =>
    field === undefined
      ? queries.filters(firstPage(text))
      : { ...queries.filters(firstPage('')), [field]: text };
  return {
    async byId(client, id, signal) {
      try {
        const item = (await client.http.json(
          { method: 'GET', path: `${listed.path}/${encodeId(id)}` },
          listed.schema,
          { signal },
        )) as Listed;
        return accept(item) ? hit(item) : null;
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    async search(client, text, signal) {
      const page: Page<Listed> = await queries.listResource(client).list(filters(text), { signal });
      return page.items.filter(accept).map(hit);
    },
  };
}

export function recordArea(declaration: RecordAreaDeclaration): RecordArea {
  let finder: Promise<RecordFinder> | undefined;
  return {
    key: declaration.key,
    kind: declaration.kind,
    open: declaration.open,
    load() {
      if (!finder) {
        finder = declaration.queries().then((queries) => finderOf(declaration, queries as ListQueries));
        // A chunk that failed to load is asked for again by the next search.
        finder.catch(() => {
          finder = undefined;
        });
      }
      return finder;
    },
  };
}
