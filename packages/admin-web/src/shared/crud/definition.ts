/**
 * A list/form screen pair described as data: the resource it calls, its columns, its form fields with the
 * SDK's form schema and conversions, its texts, its redirect delay. `CrudListScreen` and `CrudFormScreen`
 * build the screens from it, with every shared rule of 01 §1 (search, paging, address state, spinner,
 * empty list on failure, delete confirmation, greyed deleted rows, the save cycle, redirects, D13,
 * unsaved changes). Categories and groups are the first two; see docs/admin-web.md to add one.
 */
import type { ApiClient, CallOptions, Id, Page } from '@redakcja/api-sdk';
import type { DataTableColumn } from '@redakcja/ui';
import type { z } from 'zod';
import { type QueryKeys, queryKeyFactory } from '../queryKeys';

/** The calls a list/form pair needs (the SDK's crud resources have them all). */
export interface CrudResource<Item, ListItem, Payload, Filters> {
  list(filters: Filters, options?: CallOptions): Promise<Page<ListItem>>;
  get(id: Id, options?: CallOptions): Promise<Item>;
  create(payload: Payload, options?: CallOptions): Promise<Item>;
  update(id: Id, payload: Payload, options?: CallOptions): Promise<Item>;
  remove(id: Id, options?: CallOptions): Promise<void>;
}

/** Field names of `Form` whose values are assignable to `Value`. */
export type FieldsOf<Form, Value> = {
  [K in keyof Form & string]: Form[K] extends Value ? K : never;
}[keyof Form & string];

export interface SelectOptionData {
  value: string;
  label: string;
}

interface FieldBase {
  label: string;
  description?: string;
}

/** One field of a form, by kind; the name is a key of the form's values of the matching type. */
export type FieldDefinition<Form> =
  | (FieldBase & { kind: 'text'; name: FieldsOf<Form, string | null> })
  | (FieldBase & { kind: 'textarea'; name: FieldsOf<Form, string | null>; rows?: number })
  | (FieldBase & { kind: 'number'; name: FieldsOf<Form, number> })
  | (FieldBase & { kind: 'checkbox'; name: FieldsOf<Form, boolean> })
  | (FieldBase & {
      kind: 'select';
      name: FieldsOf<Form, string | null>;
      /** Loads the choices (a `/select` endpoint). */
      options: (client: ApiClient, options: CallOptions) => Promise<readonly SelectOptionData[]>;
      /** A first choice meaning "none" (the value null), when the field may be empty. */
      noneLabel?: string;
    });

/** The screens' texts; their headings are the labels of their routes (src/routes.ts). */
export interface CrudTexts {
  /** The table's accessible name. */
  tableLabel: string;
  /** The search field's label. */
  searchLabel: string;
  /** Delete confirmation title and question (02 §8: 'Czy na pewno chcesz usunąć tą kategorię?'). */
  deleteTitle: string;
  deleteQuestion: string;
  /** The delete button's accessible name for a row. */
  deleteRowLabel: (item: { id: Id }) => string;
}

export interface CrudListState {
  page: number;
  searchQuery: string;
}

export interface CrudDefinitionInput<
  Item,
  ListItem extends { id: Id },
  Form extends object,
  Payload,
  Filters,
> {
  /** The feature's name: its query-key root and its path under the admin prefix ('categories'). */
  name: string;
  resource: (client: ApiClient) => CrudResource<Item, ListItem, Payload, Filters>;
  /** The list call's filters for a page and a search text. */
  filters: (state: CrudListState) => Filters;
  texts: CrudTexts;
  columns: readonly DataTableColumn<ListItem>[];
  /** The deletion time of a record (null when it is not deleted). */
  deletedAt: (record: Item | ListItem) => string | null;
  form: {
    schema: z.ZodType<Form>;
    empty: () => Form;
    fromRecord: (record: Item) => Form;
    toPayload: (form: Form) => Payload;
    fields: readonly FieldDefinition<Form>[];
  };
  /** Delay between a successful save and the return to the list (REDIRECT_DELAYS_MS); null: stay. */
  redirectDelayMs: number | null;
  /** The edit screen leaves for the list when the record is deleted (02 §2), not only when it fails to load. */
  redirectIfDeleted: boolean;
}

export interface CrudDefinition<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters>
  extends CrudDefinitionInput<Item, ListItem, Form, Payload, Filters> {
  keys: QueryKeys;
  paths: { list: string; new: string; edit: (id: Id) => string };
}

export function defineCrud<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters>(
  input: CrudDefinitionInput<Item, ListItem, Form, Payload, Filters>,
): CrudDefinition<Item, ListItem, Form, Payload, Filters> {
  const base = `/${input.name}`;
  return {
    ...input,
    keys: queryKeyFactory(input.name),
    paths: { list: base, new: `${base}/new`, edit: (id) => `${base}/edit/${encodeURIComponent(String(id))}` },
  };
}
