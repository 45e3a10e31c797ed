/**
 * A list/form screen pair described as data: its queries (the feature's light `listQueries.ts` for the list, `queries.ts` for the form), its routes
 * by name in the route table, its list (search, filters, columns, what each row offers), its form (fields
 * by kind with their rules, the SDK's schema and conversions, what a save does first and where it goes)
 * and its texts. `CrudListScreen` and `CrudFormScreen` build the screens from it, with every shared rule
 * of 01 §1 (search, paging, address state, spinner, empty list on failure, delete confirmation, greyed
 * deleted rows, the save cycle, redirects, D13, unsaved changes). See docs/admin-web.md to add one.
 */
import type { CallOptions, Id, MediaKind, PagingClient, Session, WriteOptions } from '@redakcja/api-sdk';
import type { ImageSizeConstraint } from '@redakcja/api-sdk/constants';
import type { DataTableColumn } from '@redakcja/ui';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { RouteName } from '../routePaths';
import type { CrudListQueries, CrudQueries } from './queries';

/** Field names of `Form` whose values are assignable to `Value`. */
export type FieldsOf<Form, Value> = {
  [K in keyof Form & string]: Form[K] extends Value ? K : never;
}[keyof Form & string];

export interface SelectOptionData {
  value: string;
  label: string;
}

/** An option list and the endpoint it comes from: its cache key, refreshed when that source changes. */
export interface OptionSource {
  /** The endpoint ('/api/groups/select'); the cache key of the list. */
  source: string;
  load: (client: PagingClient, options: CallOptions) => Promise<readonly SelectOptionData[]>;
}

interface FieldBase<Form> {
  label: string;
  description?: ReactNode;
  /**
   * A warning under the field while its value looks wrong, never a refusal: for values the specification
   * takes as any text or number (a phone, a link, an order; WEB-142).
   */
  warning?: (value: unknown) => string | undefined;
  /** Shown only when this holds for the current values ('allow preview' → the preview date). */
  visibleWhen?: (values: Form) => boolean;
  /** Enabled only when this holds ('Materiał reklamowy tylko na SG' needs partnerNews). */
  enabledWhen?: (values: Form) => boolean;
}

/** One field of a form, by kind; the name is a key of the form's values of the matching type. */
export type FieldDefinition<Form> =
  | (FieldBase<Form> & { kind: 'text'; name: FieldsOf<Form, string | null> })
  | (FieldBase<Form> & { kind: 'textarea'; name: FieldsOf<Form, string | null>; rows?: number })
  | (FieldBase<Form> & { kind: 'number'; name: FieldsOf<Form, number> })
  | (FieldBase<Form> & { kind: 'checkbox'; name: FieldsOf<Form, boolean> })
  | (FieldBase<Form> & {
      kind: 'select';
      name: FieldsOf<Form, string | null>;
      options: OptionSource;
      /** A first choice meaning "none" (the value null), when the field may be empty. */
      noneLabel?: string;
    })
  | (FieldBase<Form> & {
      kind: 'multiSelect';
      name: FieldsOf<Form, string[]>;
      /** The option list, or one that follows other values (a company's category → its subcategories). */
      options: OptionSource | ((values: Form) => OptionSource);
      /** A description that follows the values (what the chosen roles open); instead of `description`. */
      hint?: (values: Form) => ReactNode;
    })
  | (FieldBase<Form> & {
      /** A lookup by typed name with 'create' for a new entry (the article's author). */
      kind: 'creatable';
      name: FieldsOf<Form, SelectOptionData | null>;
      /** The resource path of the lookup and the creation ('/api/authors'). */
      path: string;
      idLabel?: undefined;
    })
  | (FieldBase<Form> & {
      /** The same lookup whose form value is the chosen id alone ('' or null: none; the article's authorID). */
      kind: 'creatable';
      name: FieldsOf<Form, string | null>;
      path: string;
      /** The name shown for an id the form starts with (GET /api/authors/{id}). */
      idLabel: (client: PagingClient, id: string, options: CallOptions) => Promise<string>;
    })
  | (FieldBase<Form> & { kind: 'date'; name: FieldsOf<Form, string | null>; minValue?: () => string })
  | (FieldBase<Form> & {
      /** Date and time, 'YYYY-MM-DDTHH:mm' (cut to 16 characters). */
      kind: 'dateTime';
      name: FieldsOf<Form, string | null>;
      minValue?: () => string;
    })
  | (FieldBase<Form> & {
      /** Write-only: blank on edit, sent only when typed. */
      kind: 'password';
      name: FieldsOf<Form, string>;
    })
  | (FieldBase<Form> & {
      /** The ProseMirror editor (loaded only by screens with such a field), images uploaded through the SDK. */
      kind: 'richText';
      name: FieldsOf<Form, string | null>;
      /** Pages separated by a divider (a paged article). */
      paged?: boolean | ((values: Form) => boolean);
    })
  | (FieldBase<Form> & PhotoFieldOptions & { kind: 'photo'; name: FieldsOf<Form, string | number> })
  | (FieldBase<Form> & {
      /** A file sent with a multipart save. */
      kind: 'file';
      name: FieldsOf<Form, File | null>;
      accept?: readonly string[];
      /** Width and height rules of an image, checked in the browser when it is chosen. */
      dimensions?: ImageSizeConstraint;
      /** The file the record has, named and shown until another is chosen: its static path and name. */
      current?: (values: Form) => { name: string; path: string } | null;
    })
  | (FieldBase<Form> & {
      /** A group of fields repeated min..max times (a poll's answers 1 to 12). */
      kind: 'repeat';
      name: FieldsOf<Form, readonly object[]>;
      itemLabel: (index: number) => string;
      addLabel: string;
      removeLabel: string;
      min: number;
      max: number;
      empty: () => object;
      /** The fields of one item, named by its keys. */
      // biome-ignore lint/suspicious/noExplicitAny: an item's values are typed by its own fields' names.
      fields: readonly FieldDefinition<Record<string, any>>[];
    });

export interface PhotoFieldOptions {
  /** Which upload endpoint takes a new file, and whose catalogue and records the field reads (D4). */
  mediaKind: MediaKind;
  /** A missing photo at save: the dialog 'Błąd — <label>' with 'Pole wymagane.' (02 §5). */
  required?: boolean;
  /** 'Brak zdjęcia' is offered (value '0'). */
  allowNone?: boolean;
  /** Width and height rules of an upload with the specification's messages. */
  dimensions?: ImageSizeConstraint;
}

/** A titled group of fields. */
export interface SectionDefinition<Form> {
  kind: 'section';
  title: string;
  fields: readonly FieldDefinition<Form>[];
  visibleWhen?: (values: Form) => boolean;
}

export type FormEntry<Form> = FieldDefinition<Form> | SectionDefinition<Form>;

/** The screens' texts; their headings are the labels of their routes (src/areas.ts). */
export interface CrudTexts {
  /** The table's accessible name. */
  tableLabel: string;
  /** Delete confirmation title and question (02 §8: 'Czy na pewno chcesz usunąć tą kategorię?'). */
  deleteTitle: string;
  deleteQuestion: string;
  /** The delete button's accessible name for a row. */
  deleteRowLabel: (item: { id: Id }) => string;
}

/** What a list call is made of: page, search, the list's own filters and the parent from the route. */
export interface CrudListState {
  page: number;
  searchQuery: string;
  /** The list's filters by name, as in the address ('' when not set). */
  filters: Readonly<Record<string, string>>;
  /** The ':id' of a nested list's route (the magazine of its issues); '' for a top-level list. */
  parentId: string;
}

/** A filter of a list beyond the search, kept in the address under its name. */
export interface ListFilterDefinition {
  name: string;
  label: string;
  kind: 'date' | 'text';
}

/** What the list and the row callbacks can see. */
export interface CrudContext {
  user: Session;
  client: PagingClient;
  /** Reloads every list of the feature. */
  reload: () => Promise<void>;
}

/** An action of a row beside 'Edytuj' and 'Usuń'. */
export type RowAction<ListItem> =
  | { kind: 'link'; label: string; href: string; accessibleLabel?: string }
  | { kind: 'newTab'; label: string; href: string; accessibleLabel?: string }
  | {
      kind: 'modal';
      label: string;
      accessibleLabel?: string;
      title: string;
      render: (row: ListItem, close: () => void) => ReactNode;
    };

/** The list header's add control. */
export type AddControl =
  | { kind: 'link' }
  | { kind: 'disabled'; tooltip: string }
  | { kind: 'choice'; title: string; choices: readonly { label: string; href: string }[] }
  | { kind: 'none' };

export interface CrudListDefinition<ListItem> {
  /** The search box's label; null: the list has none. */
  searchLabel: string | null;
  filters?: readonly ListFilterDefinition[];
  /**
   * The table's columns. The list keeps its rows by position (a new page updates them in place,
   * WEB-80): a cell that keeps state of its own ties it to its record, with `key={row.id}` on its
   * element or by naming the record in the state (`PatchToggle`).
   */
  columns: readonly DataTableColumn<ListItem>[];
  /** The 'Dodaj nowy' control (a link to the new route by default). */
  add?: (context: CrudContext) => AddControl;
  /** More buttons beside the add control. */
  headerExtras?: (context: CrudContext) => ReactNode;
  /** Whether a row links to its edit screen (never for deleted rows). Default: when an edit route exists. */
  canEdit?: (row: ListItem, context: CrudContext) => boolean;
  /** Whether a row has 'Usuń' (a user's own row has none). Default: true for rows not deleted. */
  canDelete?: (row: ListItem, context: CrudContext) => boolean;
  rowActions?: (row: ListItem, context: CrudContext) => readonly RowAction<ListItem>[];
}

/** Where the form goes after a successful save. */
export type AfterSave<Item> =
  /** To the list after the delay (REDIRECT_DELAYS_MS). */
  | { to: 'list'; delayMs: number }
  /** Stays; a new record's screen is replaced by its edit screen (sites: 'saving does not navigate'). */
  | { to: 'stay' }
  /** Somewhere chosen from the saved record (sponsored or not), after the delay. */
  | { to: (saved: Item) => string; delayMs: number };

export interface CrudFormDefinition<Item, Form extends object, Payload> {
  schema: z.ZodType<Form>;
  /** A new record is checked with this instead (a press profile's password is required only on create). */
  createSchema?: z.ZodType<Form>;
  empty: () => Form;
  /** A nested new record's values from the route's ':id' (the magazine of a new issue); else `empty`. */
  emptyIn?: (parentId: string) => Form;
  fromRecord: (record: Item) => Form;
  toPayload: (form: Form) => Payload;
  /** A create sends this instead (a different payload on create). */
  toCreatePayload?: (form: Form) => Payload;
  fields: readonly FormEntry<Form>[];
  /** The edit heading from the record ('Edycja użytkownika {username}'); the route's label otherwise. */
  heading?: (record: Item) => string;
  /** Steps before the save call, with the values as validated and after the photo uploads. */
  beforeSave?: (client: PagingClient, values: Form, id: string | undefined) => Promise<Form>;
  /**
   * The save call itself when it is not the resource's create/update (multipart). An edit passes
   * `options` (the record as the form loaded it, `expected`) on to its call.
   */
  send?: (
    client: PagingClient,
    payload: Payload,
    id: string | undefined,
    values: Form,
    options: WriteOptions<Item>,
  ) => Promise<Item>;
  afterSave: AfterSave<Item>;
  /** The button keeps 'Zapisano' until the next save (producer and player edit). */
  keepFinalLabel?: boolean;
  /**
   * Opt-in: what is typed is kept as a draft in this browser (per record, and one for a new record) and
   * offered back when the form is opened again; a successful save and the logout remove it
   * (`shared/form/drafts.ts`). The key names the form ('articles').
   */
  draft?: { key: string };
  /**
   * More controls beside the save button (the user form's password generation): they see the values and
   * may set them.
   */
  extras?: (form: FormExtrasContext<Form>) => ReactNode;
  /**
   * Links above the form in place of 'Powrót', one to the list among them (an issue's 'Powrót do listy
   * magazynów' and 'Powrót do listy numerów'); parentId as the list's.
   */
  links?: (parentId: string) => ReactNode;
}

export interface FormExtrasContext<Form> {
  values: Form;
  /** The values last loaded or saved (what the server has); `values` while they are the same. */
  saved: Form;
  /** The form holds changes not saved yet. */
  dirty: boolean;
  setValue: <K extends keyof Form & string>(name: K, value: Form[K]) => void;
  client: PagingClient;
  /** The record's id on edit; undefined on new. */
  id: string | undefined;
}

/** The route names (src/areas.ts) of the screens; a list without new or edit leaves them out. */
export interface CrudRoutes {
  list: RouteName;
  /** A nested list's parent list ('pressMagazines'): where an edit screen goes before its record names the parent. */
  parentList?: RouteName;
  new?: RouteName;
  edit?: RouteName;
}

export interface CrudDefinition<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters> {
  queries: CrudQueries<Item, ListItem, Payload, Filters>;
  routes: CrudRoutes;
  texts: CrudTexts;
  list: CrudListDefinition<ListItem>;
  /** The deletion time of a record (null when it is not deleted). */
  deletedAt: (record: Item | ListItem) => string | null;
  form: CrudFormDefinition<Item, Form, Payload>;
  /** The edit screen leaves for the list when the record is deleted (02 §2), not only when it fails to load. */
  redirectIfDeleted: boolean;
  /** The edit screen also leaves for the list when this holds (an article that is sponsored, 02 §2). */
  leaveWhen?: (record: Item) => boolean;
  /** A notice shown above the list and the form (the press centre's production-data warning, D27). */
  banner?: ReactNode;
  /** The parent id of a nested list read from a loaded record (an issue's magazine): back and redirect. */
  parentOf?: (record: Item) => string;
}

/**
 * What a list screen reads of a definition. A feature whose form is heavy (the articles' record schema
 * and rules) gives its list screen a list-only definition (`defineCrudList`) with `crudListQueries`, so
 * the list's path loads none of the form; a whole definition is one too.
 */
export interface CrudListScreenDefinition<ListItem extends { id: Id }, Filters> {
  queries: CrudListQueries<ListItem, Filters>;
  routes: CrudRoutes;
  texts: CrudTexts;
  list: CrudListDefinition<ListItem>;
  deletedAt: (record: ListItem) => string | null;
  banner?: ReactNode;
}

export function defineCrudList<ListItem extends { id: Id }, Filters>(
  definition: CrudListScreenDefinition<ListItem, Filters>,
): CrudListScreenDefinition<ListItem, Filters> {
  return definition;
}

/**
 * What the new and edit screens read of a definition: a whole definition without its list and texts, so
 * a form need not load its list's columns and row actions (`defineCrudForm`, the articles' forms).
 */
export type CrudFormScreenDefinition<
  Item,
  ListItem extends { id: Id },
  Form extends object,
  Payload,
  Filters,
> = Omit<CrudDefinition<Item, ListItem, Form, Payload, Filters>, 'list' | 'texts'>;

export function defineCrudForm<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters>(
  definition: CrudFormScreenDefinition<Item, ListItem, Form, Payload, Filters>,
): CrudFormScreenDefinition<Item, ListItem, Form, Payload, Filters> {
  return definition;
}
