// A resource is one API Platform entity: its table, its JSON fields and how each field is stored.
// Tables, migrations, the generic CRUD routes and the seed all read these definitions, so a field is
// declared once.

export type FieldType = 'text' | 'int' | 'real' | 'bool' | 'json' | 'datetime' | 'ref' | 'refs';

export interface FieldDef {
  type: FieldType;
  /** For `ref`/`refs`: the collection the IRIs point into (`groups` → `/api/groups/2`). */
  ref?: string;
  /** Stored when an insert does not give the field. */
  default?: unknown;
  /** Kept in the table but never written to a response (password hashes). */
  hidden?: boolean;
  /** Set by the server only (created, deleted): a client cannot write it. */
  readOnly?: boolean;
  /** A `bool` the bodies carry as 1/0 (showInMainMenuOrdering, moderationState …): read back as a boolean. */
  sentAs01?: boolean;
}

export interface Resource {
  /** The collection's path segment under /api: `articles` → `/api/articles`. */
  name: string;
  /** Hydra `@type` of its items. */
  type: string;
  table: string;
  fields: Record<string, FieldDef>;
  /** DELETE sets `deleted` and keeps the row (lists show such rows greyed). */
  softDelete: boolean;
  /** SQL ORDER BY of its lists, fixed here (never from the client). */
  order?: string;
  /** Indexes on columns that lists filter or join on. */
  indexes?: readonly (readonly string[])[];
}

const SQL_TYPES: Record<FieldType, string> = {
  text: 'TEXT',
  int: 'INTEGER',
  real: 'REAL',
  bool: 'INTEGER',
  json: 'TEXT',
  datetime: 'TEXT',
  ref: 'INTEGER',
  refs: 'TEXT',
};

export function sqlType(field: FieldDef): string {
  return SQL_TYPES[field.type];
}

export function quote(identifier: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(identifier)) throw new Error(`Bad identifier ${identifier}`);
  return `"${identifier}"`;
}

/** Every field of a resource including the `deleted` column of soft-deleted resources. */
export function allFields(resource: Resource): Record<string, FieldDef> {
  return resource.softDelete
    ? { ...resource.fields, deleted: { type: 'datetime', readOnly: true } }
    : resource.fields;
}

export function defineResource(resource: Resource): Resource {
  for (const name of Object.keys(resource.fields)) quote(name);
  return resource;
}
