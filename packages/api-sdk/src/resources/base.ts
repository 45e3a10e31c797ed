/**
 * Building blocks of the resource modules (stripe-node style): the collection calls (list, by link, every
 * page, every item) and the item calls (get, create, update, patch, remove) of one API path. Area modules
 * compose the blocks they need and add their own actions.
 */
import type { z } from 'zod';
import type { CallOptions } from '../http/types';
import { encodeId, type Query } from '../http/url';
import type { Page } from '../hydra/page';
import type { ResourceContext } from './context';

export type Id = string | number;

/** `page` is common to every list; the rest are the filters the specification names for that list. */
export interface PageFilter {
  page?: number | undefined;
}

export interface CollectionOps<Item, Filters> {
  /** GET the collection with the given filters: one page. */
  list(filters?: Filters, options?: CallOptions): Promise<Page<Item>>;
  /** GET a page by a link from a previous page (`links.next`, `links.last` …), taken as given. */
  listByLink(link: string, options?: CallOptions): Promise<Page<Item>>;
  /** Every page from the filtered first one, following `next`. */
  pages(filters?: Filters, options?: CallOptions): AsyncGenerator<Page<Item>>;
  /** Every item of every page. Combine with `collect()` for an array with an early stop. */
  iterate(filters?: Filters, options?: CallOptions): AsyncGenerator<Item>;
}

export function collectionOps<S extends z.ZodType, Filters extends object = PageFilter>(
  ctx: ResourceContext,
  path: string,
  item: S,
  toQuery: (filters: Filters) => Query = (filters) => filters as Query,
): CollectionOps<z.output<S>, Filters> {
  const spec = (filters: Filters | undefined) => ({
    method: 'GET' as const,
    path,
    query: filters ? toQuery(filters) : undefined,
  });
  return {
    list: (filters, options) => ctx.pages.page(spec(filters), item, options),
    listByLink: (link, options) => ctx.pages.pageByLink(link, item, options),
    pages: (filters, options) => ctx.pages.pages(spec(filters), item, options),
    iterate: (filters, options) => ctx.pages.items(spec(filters), item, options),
  };
}

export interface GetOp<Item> {
  /** GET one record by id. */
  get(id: Id, options?: CallOptions): Promise<Item>;
}

export interface ItemOptions {
  /** Refresh the token first when fewer than 10 s remain (articles, sponsored articles, companies). */
  freshToken?: boolean;
}

export function getOp<S extends z.ZodType>(
  ctx: ResourceContext,
  path: string,
  item: S,
  itemOptions: ItemOptions = {},
): GetOp<z.output<S>> {
  return {
    get: async (id, options) => {
      if (itemOptions.freshToken) await ctx.auth.ensureFreshToken(options);
      return ctx.sender.json({ method: 'GET', path: `${path}/${encodeId(id)}` }, item, options);
    },
  };
}

export interface CreateOp<Item, Payload> {
  /** POST a new record (JSON); answers the created record. */
  create(payload: Payload, options?: CallOptions): Promise<Item>;
}

export function createOp<S extends z.ZodType, Payload>(
  ctx: ResourceContext,
  path: string,
  item: S,
): CreateOp<z.output<S>, Payload> {
  return {
    create: (payload, options) => ctx.sender.json({ method: 'POST', path, json: payload }, item, options),
  };
}

export interface UpdateOp<Item, Payload> {
  /** PUT the whole record; answers the saved record. */
  update(id: Id, payload: Payload, options?: CallOptions): Promise<Item>;
}

export function updateOp<S extends z.ZodType, Payload>(
  ctx: ResourceContext,
  path: string,
  item: S,
): UpdateOp<z.output<S>, Payload> {
  return {
    update: (id, payload, options) =>
      ctx.sender.json({ method: 'PUT', path: `${path}/${encodeId(id)}`, json: payload }, item, options),
  };
}

export interface PatchOp<Item, Changes> {
  /** PATCH some fields (`application/merge-patch+json`); answers the saved record. */
  patch(id: Id, changes: Changes, options?: CallOptions): Promise<Item>;
}

export function patchOp<S extends z.ZodType, Changes>(
  ctx: ResourceContext,
  path: string,
  item: S,
): PatchOp<z.output<S>, Changes> {
  return {
    patch: (id, changes, options) =>
      ctx.sender.json({ method: 'PATCH', path: `${path}/${encodeId(id)}`, json: changes }, item, options),
  };
}

export interface RemoveOp {
  /** DELETE the record (the server marks it deleted). */
  remove(id: Id, options?: CallOptions): Promise<void>;
}

export function removeOp(ctx: ResourceContext, path: string): RemoveOp {
  return {
    remove: (id, options) => ctx.sender.empty({ method: 'DELETE', path: `${path}/${encodeId(id)}` }, options),
  };
}

/** list, get, create, update (PUT), patch (merge-patch) and remove of one path. */
export type CrudOps<Item, ListItem, Payload, Filters> = CollectionOps<ListItem, Filters> &
  GetOp<Item> &
  CreateOp<Item, Payload> &
  UpdateOp<Item, Payload> &
  PatchOp<Item, Partial<Payload>> &
  RemoveOp;

export function crudOps<
  S extends z.ZodType,
  L extends z.ZodType,
  Payload,
  Filters extends object = PageFilter,
>(
  ctx: ResourceContext,
  config: {
    path: string;
    item: S;
    listItem: L;
    toQuery?: (filters: Filters) => Query;
    freshToken?: boolean;
  },
): CrudOps<z.output<S>, z.output<L>, Payload, Filters> {
  return {
    ...collectionOps<L, Filters>(ctx, config.path, config.listItem, config.toQuery),
    ...getOp(ctx, config.path, config.item, { freshToken: config.freshToken ?? false }),
    ...createOp<S, Payload>(ctx, config.path, config.item),
    ...updateOp<S, Payload>(ctx, config.path, config.item),
    ...patchOp<S, Partial<Payload>>(ctx, config.path, config.item),
    ...removeOp(ctx, config.path),
  };
}
