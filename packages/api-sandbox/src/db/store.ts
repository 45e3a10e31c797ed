import type { Statement } from 'better-sqlite3';
import { BadRequestError, NotFoundError } from '../http/errors';
import type { Json } from '../http/hydra';
import { iri } from '../sdk';
import { formatDateTime, parseDateTime, toStored } from '../util/time';
import type { Db } from './database';
import { allFields, type FieldDef, quote, type Resource } from './resource';

export type Row = Record<string, unknown> & { id: number };

/** Where clauses of a list: fixed SQL fragments with `?` placeholders and their bound values. */
export interface Where {
  clauses: string[];
  params: unknown[];
}

export const noWhere = (): Where => ({ clauses: [], params: [] });

const IRI_PATTERN = /^\/api\/([a-z_]+)\/(\d+)$/;

/**
 * The id of the `collection` record a reference names (an IRI, a bare id or an object with @id), or a
 * 400 as API Platform answers. Strict, unlike the SDK's lenient `idFromIri`, which reads any IRI.
 */
export function referencedRecordId(value: unknown, collection: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'object' && value !== null && '@id' in value) {
    return referencedRecordId((value as { '@id': unknown })['@id'], collection);
  }
  if (typeof value === 'string') {
    if (/^\d+$/.test(value) && Number(value) > 0) return Number(value);
    const match = IRI_PATTERN.exec(value);
    if (match && match[1] === collection) return Number(match[2]);
  }
  throw new BadRequestError(`Invalid IRI "${typeof value === 'string' ? value : JSON.stringify(value)}".`);
}

function toBool(value: unknown): 0 | 1 {
  if (value === true || value === 1 || value === '1' || value === 'true' || value === 'on') return 1;
  return 0;
}

function toNumber(value: unknown, integer: boolean): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  return integer ? Math.trunc(number) : number;
}

/**
 * One resource's table: encoding JSON values into columns and back, and the statements every area
 * needs. Statements are prepared once per SQL text; every client value is a bound parameter.
 */
export class Store {
  private readonly statements = new Map<string, Statement<unknown[]>>();
  readonly fields: Record<string, FieldDef>;
  private readonly table: string;
  /** Told of every write of a row (the hub publishes them once the request is done). */
  onChange: ((id: number, kind: 'write' | 'delete') => void) | undefined;

  constructor(
    readonly db: Db,
    readonly resource: Resource,
    private readonly stores: Map<string, Store>,
  ) {
    this.fields = allFields(resource);
    this.table = quote(resource.table);
  }

  statement(sql: string): Statement<unknown[]> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare<unknown[]>(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** The JS value of a field as a column value; IRIs must point to existing rows. */
  encode(name: string, value: unknown): unknown {
    const field = this.fields[name];
    if (!field) throw new Error(`Unknown field ${this.resource.name}.${name}`);
    switch (field.type) {
      case 'text':
        if (value === null || value === undefined) return null;
        return typeof value === 'string'
          ? value
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
      case 'int':
        return toNumber(value, true);
      case 'real':
        return toNumber(value, false);
      case 'bool':
        return toBool(value);
      case 'json':
        return JSON.stringify(value ?? null);
      case 'datetime': {
        if (value === null || value === undefined || value === '') return null;
        const date = parseDateTime(value);
        if (!date) throw new BadRequestError(`The field "${name}" must be a date.`);
        return toStored(date);
      }
      case 'ref': {
        if (value === null || value === undefined || value === '' || value === 0 || value === '0')
          return null;
        return this.checkedRef(field, value);
      }
      case 'refs': {
        const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
        return JSON.stringify(list.map((item) => this.checkedRef(field, item)));
      }
    }
  }

  private checkedRef(field: FieldDef, value: unknown): number {
    const collection = field.ref ?? '';
    const id = referencedRecordId(value, collection);
    const target = this.stores.get(collection);
    if (target && !target.exists(id)) {
      throw new BadRequestError(`Item not found for "${iri(collection, id)}".`);
    }
    return id;
  }

  /** A row as its JSON member: @id, @type, every field that is not hidden. */
  decode(row: Row): Json {
    const json: Json = { '@id': iri(this.resource.name, row.id), '@type': this.resource.type, id: row.id };
    for (const [name, field] of Object.entries(this.fields)) {
      if (field.hidden) continue;
      json[name] = decodeValue(field, row[name]);
    }
    return json;
  }

  exists(id: number): boolean {
    return this.statement(`SELECT 1 FROM ${this.table} WHERE id = ?`).get(id) !== undefined;
  }

  find(id: number): Row | undefined {
    return this.statement(`SELECT * FROM ${this.table} WHERE id = ?`).get(id) as Row | undefined;
  }

  /**
   * The row a stored reference names: the image ids and author ids of the forms are strings
   * (`'12'`; `'0'` and empty mean none). Undefined when it names nothing.
   */
  findRef(value: unknown): Row | undefined {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!/^\d{1,15}$/.test(text) || Number(text) === 0) return undefined;
    return this.find(Number(text));
  }

  get(id: number): Row {
    const row = this.find(id);
    if (!row) throw new NotFoundError();
    return row;
  }

  count(where: Where = noWhere()): number {
    const sql = `SELECT COUNT(*) AS n FROM ${this.table}${whereSql(where)}`;
    return (this.statement(sql).get(...where.params) as { n: number }).n;
  }

  list(where: Where, limit: number, offset: number, order = this.resource.order ?? 'id DESC'): Row[] {
    const sql = `SELECT * FROM ${this.table}${whereSql(where)} ORDER BY ${order} LIMIT ? OFFSET ?`;
    return this.statement(sql).all(...where.params, limit, offset) as Row[];
  }

  /** Inserts JS values (encoded here); fields not given take their default. */
  insert(values: Record<string, unknown>): number {
    const columns: string[] = [];
    const params: unknown[] = [];
    for (const [name, field] of Object.entries(this.fields)) {
      const given = Object.hasOwn(values, name);
      if (!given && field.default === undefined) continue;
      columns.push(quote(name));
      params.push(this.encode(name, given ? values[name] : field.default));
    }
    if (Object.hasOwn(values, 'id')) {
      columns.unshift('id');
      params.unshift(values.id);
    }
    const sql =
      columns.length === 0
        ? `INSERT INTO ${this.table} DEFAULT VALUES`
        : `INSERT INTO ${this.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    const id = Number(this.statement(sql).run(...params).lastInsertRowid);
    this.onChange?.(id, 'write');
    return id;
  }

  /** Updates the given JS values only (merge semantics). */
  update(id: number, values: Record<string, unknown>): void {
    const names = Object.keys(values).filter((name) => name in this.fields);
    if (names.length === 0) return;
    const sql = `UPDATE ${this.table} SET ${names.map((name) => `${quote(name)} = ?`).join(', ')} WHERE id = ?`;
    this.statement(sql).run(...names.map((name) => this.encode(name, values[name])), id);
    this.onChange?.(id, 'write');
  }

  /** Updates the row `id` with the values, or inserts them when there is no row yet; returns the id. */
  save(id: number | undefined, values: Record<string, unknown>): number {
    if (id === undefined) return this.insert(values);
    this.update(id, values);
    return id;
  }

  softDelete(id: number, at: Date): void {
    this.statement(`UPDATE ${this.table} SET deleted = ? WHERE id = ?`).run(toStored(at), id);
    this.onChange?.(id, 'delete');
  }

  hardDelete(id: number): void {
    // Told first: the record's IRI is read while it still exists.
    this.onChange?.(id, 'delete');
    this.statement(`DELETE FROM ${this.table} WHERE id = ?`).run(id);
  }
}

export function decodeValue(field: FieldDef, value: unknown): unknown {
  switch (field.type) {
    case 'bool':
      return value === null || value === undefined ? false : Boolean(value);
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : (value ?? null);
    case 'datetime':
      return formatDateTime(value as string | null);
    case 'ref':
      return value === null || value === undefined ? null : iri(field.ref ?? '', value as number);
    case 'refs':
      return typeof value === 'string'
        ? (JSON.parse(value) as number[]).map((id) => iri(field.ref ?? '', id))
        : [];
    default:
      return value ?? null;
  }
}

function whereSql(where: Where): string {
  return where.clauses.length > 0 ? ` WHERE ${where.clauses.join(' AND ')}` : '';
}
