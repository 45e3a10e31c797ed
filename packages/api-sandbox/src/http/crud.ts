import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Context } from '../context';
import { noWhere, type Row, type Store, type Where } from '../db/store';
import { iri } from '../sdk';
import { NotFoundError } from './errors';
import {
  collectionDocument,
  plainCollectionDocument as collectionDocumentPlain,
  itemDocument,
  type Json,
} from './hydra';
import { type MultipartBody, readMultipartForm } from './multipart';
import { buildWhere, type Filter, pageParam, queryPairs } from './query';
import { guarded, route } from './route';
import { idParam, objectBody, validate } from './validate';

export type CrudOp = 'list' | 'get' | 'create' | 'replace' | 'patch' | 'delete';

export interface WriteInfo {
  op: 'create' | 'replace' | 'patch';
  existing: Row | undefined;
  request: FastifyRequest;
  /** The keys the client sent (PATCH writes only those). */
  sent: ReadonlySet<string>;
}

export interface CrudSpec {
  /** The store (collection name) the routes serve. */
  resource: string;
  /** The collection path when it is not `/api/{resource}` (media kinds share one table). */
  path?: string;
  /** Default: every operation. */
  ops?: readonly CrudOp[];
  filters?: Record<string, Filter>;
  /** Where clauses every list and item read of this route set applies (a media kind …). */
  scope?: (where: Where) => void;
  /** Where clauses of the list only (records a list does not show but their own path does). */
  listScope?: (where: Where) => void;
  /** The SDK's payload schema of POST and PUT. Without one, the fields are stored as sent, coerced. */
  payload?: z.ZodType;
  /** The POST schema when it differs from PUT's. */
  createPayload?: z.ZodType;
  /**
   * The PATCH body schema. Without it, PATCH validates the stored record merged with the patch
   * against `payload`, as API Platform validates the whole entity after a merge patch.
   */
  patch?: z.ZodType;
  /** The record as a payload, for merging a PATCH (default: its JSON member). */
  asPayload?: (row: Row, ctx: Context) => Record<string, unknown>;
  /** A field set to the time of creation on POST (`created`, `createTime`, a subscriber's `date`). */
  createdAt?: string;
  /** The validated payload as stored values (default: every writable field present in it). */
  toValues?: (data: Record<string, unknown>, info: WriteInfo) => Record<string, unknown>;
  /** Extra members of the JSON (embedded relations, computed values). */
  present?: (json: Json, row: Row) => Json;
  /** After a write, in the same transaction (files, derived rows). */
  afterWrite?: (id: number, info: WriteInfo) => void;
  /** Refuses a delete by throwing (own user account …). */
  beforeDelete?: (row: Row, request: FastifyRequest) => void;
}

/** The writable fields of the payload as stored values: what API Platform's denormalizer would set. */
export function pickWritable(
  store: Store,
  data: Record<string, unknown>,
  only?: ReadonlySet<string>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(store.fields)) {
    if (field.readOnly || field.hidden) continue;
    if (!Object.hasOwn(data, name)) continue;
    if (only && !only.has(name)) continue;
    values[name] = data[name];
  }
  return values;
}

/**
 * A stored record as a body would carry it, for validating a merge patch against the payload schema:
 * its JSON member with the 1/0 flags as 1/0 (the member reads them as booleans).
 */
export function storedAsBody(store: Store, row: Row): Record<string, unknown> {
  const body: Record<string, unknown> = store.decode(row);
  for (const [name, field] of Object.entries(store.fields)) {
    if (field.sentAs01 && typeof body[name] === 'boolean') body[name] = body[name] ? 1 : 0;
  }
  return body;
}

/** The writable fields of a write: all of them, or for a PATCH only those the client sent. */
export function writable(
  store: Store,
  data: Record<string, unknown>,
  info: WriteInfo,
): Record<string, unknown> {
  return pickWritable(store, data, info.op === 'patch' ? info.sent : undefined);
}

/** '' for path links; '//host' under the net_path url strategy (the request's own host). */
export function linkPrefix(ctx: Context, request: FastifyRequest): string {
  return ctx.options.urlStrategy === 'net_path' ? `//${request.headers.host ?? ctx.options.host}` : '';
}

export function memberOf(store: Store, row: Row, present?: (json: Json, row: Row) => Json): Json {
  const json = store.decode(row);
  return present ? present(json, row) : json;
}

/** The paged Hydra collection of a store for a request: filters, page, links keeping the filters. */
export function listDocument(
  ctx: Context,
  request: FastifyRequest,
  store: Store,
  options: {
    filters?: Record<string, Filter>;
    where?: Where;
    present?: (json: Json, row: Row) => Json;
    order?: string;
  },
): Json {
  const pairs = queryPairs(request);
  const page = pageParam(pairs);
  const where = buildWhere(options.filters ?? {}, pairs, options.where ?? noWhere());
  const pageSize = ctx.options.pageSize;
  const total = store.count(where);
  const rows = store.list(where, pageSize, (page - 1) * pageSize, options.order);
  return collectionDocument({
    path: request.url.split('?')[0] ?? '',
    type: store.resource.type,
    members: rows.map((row) => memberOf(store, row, options.present)),
    totalItems: total,
    page,
    pageSize,
    query: pairs,
    linkPrefix: linkPrefix(ctx, request),
  });
}

function scoped(spec: Pick<CrudSpec, 'scope'>): Where {
  const where = noWhere();
  spec.scope?.(where);
  return where;
}

/** The where of a list: the spec's scope and its list-only scope. */
function listWhere(spec: Pick<CrudSpec, 'scope' | 'listScope'>): Where {
  const where = scoped(spec);
  spec.listScope?.(where);
  return where;
}

/** Reads a row within the spec's scope, or 404. */
export function scopedRow(store: Store, spec: Pick<CrudSpec, 'scope'>, id: number): Row {
  const where = scoped(spec);
  where.clauses.unshift('id = ?');
  where.params.unshift(id);
  const row = store.list(where, 1, 0)[0];
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * The routes of a simple area: GET collection, GET item, POST, PUT, PATCH (merge patch) and DELETE
 * under /api/{resource}, as API Platform generates them, with the SDK's payload schemas. Every one is
 * guarded: the SDK's access rules (`canCall`) decide by method and path who may call it.
 */
export function registerCrud(app: FastifyInstance, ctx: Context, spec: CrudSpec): void {
  const store = ctx.store(spec.resource);
  const path = spec.path ?? `/api/${spec.resource}`;
  const ops = new Set(spec.ops ?? ['list', 'get', 'create', 'replace', 'patch', 'delete']);
  const type = store.resource.type;

  const item = (id: number): Json => {
    const member = memberOf(store, store.get(id), spec.present);
    return itemDocument(typeof member['@type'] === 'string' ? member['@type'] : type, member);
  };

  const write = (request: FastifyRequest, op: WriteInfo['op'], existing: Row | undefined): number => {
    const body = request.body;
    const sent = new Set(body && typeof body === 'object' ? Object.keys(body) : []);
    let data: Record<string, unknown>;
    if (op === 'patch' && spec.patch) data = validate(spec.patch, body) as Record<string, unknown>;
    else if (op === 'patch' && spec.payload && existing) {
      const current = spec.asPayload ? spec.asPayload(existing, ctx) : storedAsBody(store, existing);
      data = validate(spec.payload, { ...current, ...objectBody(body) }) as Record<string, unknown>;
    } else if (op === 'create' && spec.createPayload)
      data = validate(spec.createPayload, body) as Record<string, unknown>;
    else if (spec.payload) data = validate(spec.payload, body) as Record<string, unknown>;
    else data = objectBody(body);
    const info: WriteInfo = { op, existing, request, sent };
    return ctx.transaction(() => {
      const values = spec.toValues ? spec.toValues(data, info) : writable(store, data, info);
      if (op === 'create' && spec.createdAt) values[spec.createdAt] = ctx.now();
      const id = store.save(existing?.id, values);
      spec.afterWrite?.(id, info);
      return id;
    });
  };

  if (ops.has('get') && !ctx.presenters.has(spec.resource)) ctx.presenters.set(spec.resource, item);
  if (ops.has('list')) {
    route(app, 'GET', path, guarded, async (request) =>
      listDocument(ctx, request, store, {
        filters: spec.filters,
        where: listWhere(spec),
        present: spec.present,
      }),
    );
  }
  if (ops.has('get')) {
    route(app, 'GET', `${path}/:id`, guarded, async (request) => {
      const row = scopedRow(store, spec, idParam(request.params));
      return item(row.id);
    });
  }
  if (ops.has('create')) {
    route(app, 'POST', path, guarded, async (request, reply: FastifyReply) => {
      const id = write(request, 'create', undefined);
      reply.status(201).header('location', `${path}/${id}`).header('content-location', `${path}/${id}`);
      return item(id);
    });
  }
  if (ops.has('replace')) {
    route(app, 'PUT', `${path}/:id`, guarded, async (request) => {
      const existing = scopedRow(store, spec, idParam(request.params));
      return item(write(request, 'replace', existing));
    });
  }
  if (ops.has('patch')) {
    route(app, 'PATCH', `${path}/:id`, guarded, async (request) => {
      const existing = scopedRow(store, spec, idParam(request.params));
      return item(write(request, 'patch', existing));
    });
  }
  if (ops.has('delete')) {
    route(app, 'DELETE', `${path}/:id`, guarded, async (request, reply) => {
      const row = scopedRow(store, spec, idParam(request.params));
      spec.beforeDelete?.(row, request);
      if (store.resource.softDelete) {
        if (!row.deleted) store.softDelete(row.id, ctx.now());
      } else store.hardDelete(row.id);
      return reply.status(204).send();
    });
  }
}

export interface SelectSpec {
  path: string;
  resource: string;
  /** The column shown as the option's label. */
  label: string;
  /** SQL ORDER BY (fixed). Default: by label. */
  order?: string;
  /** Extra filters the select reads from the query (`type=gallery` …). */
  filters?: Record<string, Filter>;
  /** Option value: the record's IRI (default) or its id. */
  value?: 'iri' | 'id';
}

/** A `/select` endpoint: every record that is not deleted as `{value, label}`, unpaged. */
export function registerSelect(app: FastifyInstance, ctx: Context, spec: SelectSpec): void {
  const store = ctx.store(spec.resource);
  route(app, 'GET', spec.path, guarded, async (request) => {
    const where = buildWhere(spec.filters ?? {}, queryPairs(request), noWhere());
    if (store.resource.softDelete) where.clauses.push('deleted IS NULL');
    const rows = store.list(where, 10_000, 0, spec.order ?? `pl_lower("${spec.label}") ASC, id ASC`);
    return collectionDocumentPlain(
      spec.path,
      store.resource.type,
      rows.map((row) => ({
        '@id': iri(spec.resource, row.id),
        '@type': store.resource.type,
        id: row.id,
        value: spec.value === 'id' ? String(row.id) : iri(spec.resource, row.id),
        label: String(row[spec.label] ?? ''),
      })),
    );
  });
}

export interface MultipartFormSpec {
  /** The collection: POST /api/{resource} creates, POST /api/{resource}/{id} (`_method=PUT`) edits. */
  resource: string;
  /** Validates the form and writes it (`existing` on an edit); returns the record's id. */
  save(form: MultipartBody, existing: Row | undefined): number;
  /** The answer: the record's item document. */
  item(id: number): Json;
}

/**
 * The multipart create and edit of the forms that upload a file with their fields (partner boxes,
 * issues, adverts): browsers cannot send a multipart PUT, so the edit is a POST to the item with
 * `_method=PUT`, as the old panel sends it.
 */
export function registerMultipartForms(app: FastifyInstance, ctx: Context, spec: MultipartFormSpec): void {
  const store = ctx.store(spec.resource);
  const path = `/api/${spec.resource}`;
  const config = { access: guarded, accepts: 'multipart' as const };
  app.route({
    method: 'POST',
    url: path,
    config,
    handler: async (request, reply) => {
      const form = await readMultipartForm(request, false);
      const id = spec.save(form, undefined);
      reply.status(201).header('location', `${path}/${id}`);
      return spec.item(id);
    },
  });
  app.route({
    method: 'POST',
    url: `${path}/:id`,
    config,
    handler: async (request) => {
      const existing = store.get(idParam(request.params));
      const form = await readMultipartForm(request, true);
      return spec.item(spec.save(form, existing));
    },
  });
}
