/**
 * The server state of a crud feature as `queryOptions` factories (the convention of every feature, as
 * `features/logs/queries.ts`): the list of a page/search/filters/parent, one record, and the keys its
 * saves and deletes invalidate. Light on purpose (no JSX, no zod schema, no screen code), so the route
 * table can start a screen's queries before the screen's chunk has loaded.
 */
import type { CallOptions, Id, Page, PagingClient, WriteOptions } from '@redakcja/api-sdk';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { listQueryFn } from '../listRefresh';
import { optionsKey, type QueryKeys, queryKeyFactory } from '../queryKeys';
import type { CrudListState, OptionSource } from './definition';

/** The calls a list screen needs. */
export interface CrudListResource<ListItem, Filters> {
  list(filters: Filters, options?: CallOptions): Promise<Page<ListItem>>;
  /** With `expected` (the row as listed), refused with a ConflictError when the record changed since. */
  remove(id: Id, options?: WriteOptions<ListItem>): Promise<void>;
}

/** The calls a list/form pair needs (the SDK's crud resources have them all). */
export interface CrudResource<Item, ListItem, Payload, Filters> extends CrudListResource<ListItem, Filters> {
  get(id: Id, options?: CallOptions): Promise<Item>;
  create(payload: Payload, options?: CallOptions): Promise<Item>;
  /** `expected`: the record as the form loaded it (conflict-safe saves, SDK-50). */
  update(id: Id, payload: Payload, options?: WriteOptions<Item>): Promise<Item>;
}

export interface CrudListQueriesInput<ListItem, Filters> {
  /** The query-key root ('categories'). */
  root: string;
  /** The list's calls: the whole resource, or a lighter one (the articles list's, on zod/mini). */
  listResource: (client: PagingClient) => CrudListResource<ListItem, Filters>;
  /** The list call's filters for a list state. */
  filters: (state: CrudListState) => Filters;
  /** The `/select` endpoint listing this feature's records, refreshed after its saves and deletes. */
  optionSource?: string;
  /**
   * One record as its row shows it: GET {path}/{id} read with the list item's schema, which the record's
   * spreads ('Przejdź do…' finds a record by id with it, loading no record schema).
   */
  listed?: ListedRecord;
}

/** Where one record of a list is read by id, and the schema of its row. */
export interface ListedRecord {
  readonly path: string;
  readonly schema: Parameters<PagingClient['http']['json']>[1];
}

/** What a list screen and its route's prefetch use: no record, no form. */
export interface CrudListQueries<ListItem, Filters> extends CrudListQueriesInput<ListItem, Filters> {
  keys: QueryKeys;
  list: (client: PagingClient, state: CrudListState) => ReturnType<typeof listOptions<ListItem>>;
  /** After a save or a delete: the feature's lists and the option list of its records. */
  invalidate: (queryClient: QueryClient) => Promise<void>;
}

export interface CrudQueriesInput<Item, ListItem, Payload, Filters>
  extends Omit<CrudListQueriesInput<ListItem, Filters>, 'listResource'> {
  resource: (client: PagingClient) => CrudResource<Item, ListItem, Payload, Filters>;
  /** The list's calls when they come from a lighter module than `resource` (by default `resource`). */
  listResource?: CrudListQueriesInput<ListItem, Filters>['listResource'];
}

export interface CrudQueries<Item, ListItem, Payload, Filters> extends CrudListQueries<ListItem, Filters> {
  resource: (client: PagingClient) => CrudResource<Item, ListItem, Payload, Filters>;
  detail: (client: PagingClient, id: string) => ReturnType<typeof detailOptions<Item>>;
}

const listOptions = <ListItem>(
  queryKey: readonly unknown[],
  queryFn: (signal: AbortSignal) => Promise<Page<ListItem>>,
) => queryOptions({ queryKey, queryFn: listQueryFn(queryFn) });

const detailOptions = <Item>(queryKey: readonly unknown[], queryFn: (signal: AbortSignal) => Promise<Item>) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    // The edit form starts from the server's current record, not from an older cached one: a cached
    // record is stale at once (staleTime 0), except one its route prefetched moments ago (fresh for
    // PREFETCH_FRESH_MS, app/routePrefetch.ts, WEB-133), so mounting refetches every other. The record
    // refreshes on refocus too, while the form keeps what was typed (it starts from the first load).
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

/**
 * A list's queries alone, for a feature whose list path should not load its form's module (its record
 * schema and rules); `crudQueries` with the same root and filters gives the form the same keys.
 */
export function crudListQueries<ListItem, Filters>(
  input: CrudListQueriesInput<ListItem, Filters>,
): CrudListQueries<ListItem, Filters> {
  const keys = queryKeyFactory(input.root);
  return {
    ...input,
    keys,
    list: (client, state) =>
      listOptions<ListItem>(keys.list(state), (signal) =>
        input.listResource(client).list(input.filters(state), { signal }),
      ),
    invalidate: async (queryClient) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.lists() }),
        input.optionSource
          ? queryClient.invalidateQueries({ queryKey: optionsKey(input.optionSource) })
          : undefined,
      ]);
    },
  };
}

export function crudQueries<Item, ListItem, Payload, Filters>(
  input: CrudQueriesInput<Item, ListItem, Payload, Filters>,
): CrudQueries<Item, ListItem, Payload, Filters> {
  const listQueries = crudListQueries<ListItem, Filters>({
    ...input,
    listResource: input.listResource ?? input.resource,
  });
  return {
    ...listQueries,
    resource: input.resource,
    detail: (client, id) =>
      detailOptions<Item>(listQueries.keys.detail(id), (signal) =>
        input.resource(client).get(id, { signal }),
      ),
  };
}

/**
 * A list's queries (`crudListQueries`, the list screen's) with the whole resource for one record and the
 * saves: the forms' queries, under the same keys.
 */
export function withRecordQueries<Item, ListItem, Payload, Filters>(
  { root, listResource, filters, optionSource }: CrudListQueries<ListItem, Filters>,
  resource: CrudQueriesInput<Item, ListItem, Payload, Filters>['resource'],
): CrudQueries<Item, ListItem, Payload, Filters> {
  return crudQueries({ root, listResource, filters, ...(optionSource ? { optionSource } : {}), resource });
}

/**
 * How long an option list stays fresh: its form asks for it when it mounts (`usePrefetchedOptions`), and
 * the fields rendering a moment later take that answer instead of asking again. A save of the feature
 * behind the list marks it stale at once (`optionSource`).
 */
export const OPTIONS_FRESH_MS = 10_000;

/** An option list cached by its source endpoint, shared by every screen that shows it. */
export const optionsQuery = (client: PagingClient, { source, load }: OptionSource) =>
  queryOptions({
    queryKey: optionsKey(source),
    queryFn: ({ signal }) => load(client, { signal }),
    staleTime: OPTIONS_FRESH_MS,
  });
