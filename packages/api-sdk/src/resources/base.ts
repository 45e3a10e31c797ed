/**
 * Building blocks of the resource modules (stripe-node style): the collection calls (list, by link, every
 * page, every item) and the item calls (get, create, update, patch, remove) of one API path. Area modules
 * compose the blocks they need and add their own actions.
 */
import type { z } from 'zod';
import { type ConflictRule, conditionalWrite, type WriteOptions } from '../http/conditional';
import {
  type FormFields,
  type FormFieldValue,
  isUploadFile,
  METHOD_OVERRIDE_FIELD,
  toFormData,
} from '../http/multipart';
import type { Schema } from '../http/schema';
import type { CallOptions } from '../http/types';
import { encodeId, type Query } from '../http/url';
import type { Page } from '../hydra/page';
import type { PagesOptions } from '../hydra/reader';
import { type NamedOption, namedOptionSchema } from '../schemas/options';
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
  pages(filters?: Filters, options?: PagesOptions): AsyncGenerator<Page<Item>>;
  /** Every item of every page. Combine with `collect()` for an array with an early stop. */
  iterate(filters?: Filters, options?: CallOptions): AsyncGenerator<Item>;
}

export function collectionOps<S extends Schema, Filters extends object = PageFilter>(
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

export function getOp<S extends Schema>(
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

export function createOp<S extends Schema, Payload>(
  ctx: ResourceContext,
  path: string,
  item: S,
): CreateOp<z.output<S>, Payload> {
  return {
    create: (payload, options) => ctx.sender.json({ method: 'POST', path, json: payload }, item, options),
  };
}

/**
 * A write to one record under the `expected` rule (SDK-50): the record is read again (as `schema` reads
 * it) only when the server sent no ETag for the loaded one.
 */
export function guardedWrite<S extends Schema, Result>(
  ctx: ResourceContext,
  call: {
    method: 'PUT' | 'PATCH' | 'DELETE' | 'POST';
    path: string;
    schema: S;
    rule?: ConflictRule | undefined;
  },
  options: WriteOptions<unknown> | undefined,
  write: (options: CallOptions) => Promise<Result>,
): Promise<Result> {
  return conditionalWrite<unknown, Result>(options, {
    method: call.method,
    url: ctx.sender.url({ path: call.path }),
    rule: call.rule,
    read: (readOptions) => ctx.sender.json({ method: 'GET', path: call.path }, call.schema, readOptions),
    write,
  });
}

export interface UpdateOp<Item, Payload> {
  /**
   * PUT the whole record; answers the saved record. With `expected` (the record as loaded) it is refused
   * with a ConflictError when the server's record changed meanwhile.
   */
  update(id: Id, payload: Payload, options?: WriteOptions<Item>): Promise<Item>;
}

export function updateOp<S extends Schema, Payload>(
  ctx: ResourceContext,
  path: string,
  item: S,
  rule?: ConflictRule,
): UpdateOp<z.output<S>, Payload> {
  return {
    update: (id, payload, options) => {
      const target = `${path}/${encodeId(id)}`;
      return guardedWrite(ctx, { method: 'PUT', path: target, schema: item, rule }, options, (sent) =>
        ctx.sender.json({ method: 'PUT', path: target, json: payload }, item, sent),
      );
    },
  };
}

export interface PatchOp<Item, Changes> {
  /**
   * PATCH some fields (`application/merge-patch+json`); answers the saved record. With `expected`, refused
   * with a ConflictError when the record changed meanwhile; a caller that patches one field passes the
   * loaded record reduced to that field, so only a change of it conflicts.
   */
  patch(id: Id, changes: Changes, options?: WriteOptions<Partial<Item>>): Promise<Item>;
}

export function patchOp<S extends Schema, Changes>(
  ctx: ResourceContext,
  path: string,
  item: S,
  rule?: ConflictRule,
): PatchOp<z.output<S>, Changes> {
  return {
    patch: (id, changes, options) => {
      const target = `${path}/${encodeId(id)}`;
      return guardedWrite(ctx, { method: 'PATCH', path: target, schema: item, rule }, options, (sent) =>
        ctx.sender.json({ method: 'PATCH', path: target, json: changes }, item, sent),
      );
    },
  };
}

/**
 * The options of a write of one field, with `expected` (the row as listed) reduced to that field: a
 * toggle conflicts only with a change of what it flips.
 */
export function expectingOnly<Item, Field extends keyof Item>(
  field: Field,
  options: WriteOptions<Partial<Item>> | undefined,
): WriteOptions<Partial<Item>> | undefined {
  const expected = options?.expected;
  if (expected === undefined) return options;
  return { ...options, expected: { [field]: expected[field] } as Partial<Item> };
}

export interface RemoveOp<Loaded = unknown> {
  /**
   * DELETE the record (the server marks it deleted). With `expected` (the row as the list loaded it),
   * refused with a ConflictError when the record changed since.
   */
  remove(id: Id, options?: WriteOptions<Loaded>): Promise<void>;
}

/** `schema` reads the record again for an `expected` without an ETag (the list's row schema). */
export function removeOp<S extends Schema>(
  ctx: ResourceContext,
  path: string,
  schema?: S,
  rule?: ConflictRule,
): RemoveOp<z.output<S>> {
  return {
    remove: (id, options) => {
      const target = `${path}/${encodeId(id)}`;
      if (!schema || options?.expected === undefined)
        return ctx.sender.empty({ method: 'DELETE', path: target }, withoutExpected(options));
      return guardedWrite(ctx, { method: 'DELETE', path: target, schema, rule }, options, (sent) =>
        ctx.sender.empty({ method: 'DELETE', path: target }, sent),
      );
    },
  };
}

function withoutExpected(options: WriteOptions<unknown> | undefined): CallOptions | undefined {
  if (!options) return options;
  const { expected: _expected, ...rest } = options;
  return rest;
}

/**
 * list, get, create, update (PUT), patch (merge-patch) and remove of one path. `Changes` is what PATCH
 * takes: the area's documented patch body where the specification names one (article toggles, a
 * user's password reset, a company's moderationState, a magazine's isPublish), otherwise any part of
 * the body, which the server merges into the record and validates whole (API Platform's merge patch).
 */
export type CrudOps<Item, ListItem, Payload, Filters, Changes = Partial<Payload>> = CollectionOps<
  ListItem,
  Filters
> &
  GetOp<Item> &
  CreateOp<Item, Payload> &
  UpdateOp<Item, Payload> &
  PatchOp<Item, Changes> &
  RemoveOp<ListItem>;

/**
 * A crud resource's list calls (list, pages, remove) alone: what a list screen needs, without the record's
 * schema, its form rules and bodies (SDK-C33). `crudOps` includes them.
 */
export function crudListOps<L extends Schema, Filters extends object = PageFilter>(
  ctx: ResourceContext,
  config: { path: string; listItem: L; toQuery?: (filters: Filters) => Query; conflicts?: ConflictRule },
): CollectionOps<z.output<L>, Filters> & RemoveOp<z.output<L>> {
  return {
    ...collectionOps<L, Filters>(ctx, config.path, config.listItem, config.toQuery),
    ...removeOp(ctx, config.path, config.listItem, config.conflicts),
  };
}

export function crudOps<
  S extends Schema,
  L extends Schema,
  Payload,
  Filters extends object = PageFilter,
  Changes = Partial<Payload>,
>(
  ctx: ResourceContext,
  config: {
    path: string;
    item: S;
    listItem: L;
    toQuery?: (filters: Filters) => Query;
    freshToken?: boolean;
    /** The fields the server changes by itself, never a conflict (SDK-50). */
    conflicts?: ConflictRule;
  },
): CrudOps<z.output<S>, z.output<L>, Payload, Filters, Changes> {
  return {
    ...crudListOps<L, Filters>(ctx, config),
    ...getOp(ctx, config.path, config.item, { freshToken: config.freshToken ?? false }),
    ...createOp<S, Payload>(ctx, config.path, config.item),
    ...updateOp<S, Payload>(ctx, config.path, config.item, config.conflicts),
    ...patchOp<S, Changes>(ctx, config.path, config.item, config.conflicts),
  };
}

export interface CreatableOps {
  /** A creatable select's search: GET ?page=1&name=…, reading id and name from the members. */
  lookup(name: string, options?: CallOptions): Promise<NamedOption[]>;
  /** A creatable select's new option: POST {name}, reading the id from the answer. */
  createOption(name: string, options?: CallOptions): Promise<NamedOption>;
}

export function creatableOps(ctx: ResourceContext, path: string): CreatableOps {
  return {
    lookup: async (name, options) =>
      (await ctx.pages.page({ method: 'GET', path, query: { page: 1, name } }, namedOptionSchema, options))
        .items,
    createOption: (name, options) =>
      ctx.sender.json({ method: 'POST', path, json: { name } }, namedOptionSchema, options),
  };
}

/** Creatable selects on any resource path: `createCreatableResource(ctx)('/api/authors').lookup(name)`. */
export function createCreatableResource(ctx: ResourceContext) {
  return (path: string): CreatableOps => creatableOps(ctx, path);
}

/** Multipart POST of fields and files (uploads are never retried). */
export function postForm<S extends Schema>(
  ctx: ResourceContext,
  path: string,
  fields: FormFields,
  schema: S,
  options?: CallOptions,
): Promise<z.output<S>> {
  return ctx.sender.json({ method: 'POST', path, form: toFormData(fields) }, schema, options);
}

/**
 * An edit that carries a file: multipart POST to the record's path with `_method=PUT`, because PHP reads
 * multipart bodies of POST only (partner news, adverts, issues).
 */
export function postFormAsPut<S extends Schema>(
  ctx: ResourceContext,
  path: string,
  id: Id,
  fields: FormFields,
  schema: S,
  options?: WriteOptions<z.output<S>>,
): Promise<z.output<S>> {
  const target = `${path}/${encodeId(id)}`;
  return guardedWrite(ctx, { method: 'POST', path: target, schema }, options, (sent) =>
    postForm(ctx, target, { ...fields, [METHOD_OVERRIDE_FIELD]: 'PUT' }, schema, sent),
  );
}

/**
 * Multipart fields from a JSON payload: text, numbers and booleans as they are; lists and objects as JSON
 * text, which the contract's schemas read back (SDK decision: one field per value, no `name[]` keys).
 */
export function payloadFields(payload: object): FormFields {
  const fields: Record<string, FormFieldValue> = {};
  for (const [name, value] of Object.entries(payload)) {
    fields[name] =
      value !== null && typeof value === 'object' && !isUploadFile(value)
        ? JSON.stringify(value)
        : (value as FormFieldValue);
  }
  return fields;
}

/** Lists searched by name (authors, categories, groups, silos, silo groups, sites, producers …). */
export interface NameFilter extends PageFilter {
  name?: string | undefined;
}

/** Lists searched by title (players, probes, press news, magazines, adverts). */
export interface TitleFilter extends PageFilter {
  title?: string | undefined;
}
