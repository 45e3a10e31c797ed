/**
 * A form's entries in order: each field the component of its kind (a small registry; the heavy kinds —
 * rich text, photo, dates, multi-select, creatable select, file, repeated group — are loaded only by the
 * screens that have them), sections as titled groups, and each entry shown or enabled by its rule on the
 * current values.
 */
import type { PagingClient } from '@redakcja/api-sdk';
import { type PhotoFieldValue, Spinner } from '@redakcja/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  memo,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { nestedErrors } from '../../form/formErrors';
import { type FormController, useFormSelector } from '../../form/useEntityForm';
import { type Loadable, loadable } from '../../loadable';
import { Section } from '../../Section';
import type { FieldDefinition, FormEntry, OptionSource } from '../definition';
import { optionsQuery } from '../queries';
import { CheckboxKind, NumberKind, PasswordKind, SelectKind, TextAreaKind, TextKind } from './basicKinds';
import type { Photos } from './photos';
import type { FieldKindProps } from './types';

type Kind = FieldDefinition<never>['kind'];
// biome-ignore lint/suspicious/noExplicitAny: each entry takes the props of its own kind.
type KindProps = FieldKindProps<any>;
type KindComponent = ComponentType<KindProps>;

type LazyKind = Exclude<Kind, 'text' | 'textarea' | 'number' | 'checkbox' | 'password' | 'select'>;

// The heavy kinds, each in a chunk of its own, loaded once: by `preloadFieldKinds` or by React when the
// field first renders, whichever comes first; once in, rendered without suspending (shared/loadable).
const HEAVY_KINDS: Record<LazyKind, Loadable<KindProps>> = {
  multiSelect: loadable(() => import('./MultiSelectKind')),
  creatable: loadable(() => import('./CreatableKind')),
  date: loadable(() => import('./DateKinds').then((module) => ({ default: module.DateKind }))),
  dateTime: loadable(() => import('./DateKinds').then((module) => ({ default: module.DateTimeKind }))),
  richText: loadable(() => import('./RichTextKind')),
  photo: loadable(() => import('./PhotoKind')),
  file: loadable(() => import('./FileKind')),
  repeat: loadable(() => import('./RepeatKind')),
};

const FIELD_KINDS: Record<Kind, KindComponent> = {
  text: TextKind,
  textarea: TextAreaKind,
  number: NumberKind,
  checkbox: CheckboxKind,
  password: PasswordKind,
  select: SelectKind,
  ...HEAVY_KINDS,
};

// biome-ignore lint/suspicious/noExplicitAny: a repeated group's fields are typed by its item's values.
type AnyField = FieldDefinition<any>;

/** Every field of the entries: those of sections, and a repeated group followed by its own fields. */
function fieldsIn<Form>(entries: readonly FormEntry<Form>[]): AnyField[] {
  return entries.flatMap((entry): AnyField[] => {
    if (entry.kind === 'section') return fieldsIn(entry.fields);
    return entry.kind === 'repeat' ? [entry, ...fieldsIn(entry.fields)] : [entry];
  });
}

/** The heavy kinds the entries name, sections and repeated groups included. */
function heavyKindsOf<Form>(entries: readonly FormEntry<Form>[]): LazyKind[] {
  return fieldsIn(entries)
    .map((field) => field.kind)
    .filter((kind): kind is LazyKind => kind in HEAVY_KINDS);
}

const preloaded = new WeakSet<object>();

/**
 * Starts loading, all at once, the chunk of every heavy kind the entries name (sections and repeated
 * groups included). React renders no sibling of a field that suspends, so without this each kind's chunk
 * would be asked for only once the one before it had arrived (the article form waited for five chunks
 * one after another). Call it as soon as the definition is known, before the record has loaded.
 */
export function preloadFieldKinds<Form>(entries: readonly FormEntry<Form>[]): void {
  if (preloaded.has(entries)) return;
  preloaded.add(entries);
  for (const kind of heavyKindsOf(entries)) {
    void HEAVY_KINDS[kind].load().catch(() => {
      // A chunk that fails to load is reported when the field renders (the screen's error boundary).
    });
  }
}

/** The option lists the entries' selects show, sections and repeated groups included (not those that follow the values). */
function optionSourcesOf<Form>(entries: readonly FormEntry<Form>[]): OptionSource[] {
  return fieldsIn(entries).flatMap((field) =>
    (field.kind === 'select' || field.kind === 'multiSelect') && typeof field.options === 'object'
      ? [field.options]
      : [],
  );
}

/**
 * Asks for the option lists of the entries' selects when the form's screen mounts, while its record and
 * its field kinds load, rather than once the fields render (a round trip later, on an edit form after the
 * record's). The fields find the answer in the cache (`optionsQuery` keeps it fresh for 10 s).
 */
export function usePrefetchedOptions<Form>(entries: readonly FormEntry<Form>[], client: PagingClient): void {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per screen; the entries are its definition's.
  useEffect(() => {
    const queries = optionSourcesOf(entries).map((source) => optionsQuery(client, source));
    for (const query of queries) void queryClient.prefetchQuery(query);
    // Leaving the screen cancels what is still in flight, as it does for the fields' own queries; a list a
    // field (or another screen) still shows is left alone.
    return () => {
      for (const { queryKey } of queries) {
        const query = queryClient.getQueryCache().find({ queryKey, exact: true });
        if (query && query.getObserversCount() === 0)
          void queryClient.cancelQueries({ queryKey, exact: true });
      }
    };
  }, []);
}

/**
 * Whether every heavy kind of the entries is loaded (shown and hidden fields alike), re-rendering once
 * they are. A form waits for this before it shows anything: its save button never stands below a
 * spinner, to be pushed down (under a pointer about to click it) when the fields come in.
 * A failed chunk counts as loaded: rendering the field then reports it (the screen's error boundary).
 */
export function useFieldKindsLoaded<Form>(entries: readonly FormEntry<Form>[]): boolean {
  const missing = heavyKindsOf(entries).filter((kind) => !HEAVY_KINDS[kind].isLoaded());
  const [settled, setSettled] = useState(missing.length === 0);
  const waiting = missing.length > 0 && !settled;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void Promise.allSettled(heavyKindsOf(entries).map((kind) => HEAVY_KINDS[kind].load())).then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [entries, waiting]);
  return !waiting;
}

/** What the fields need of their form: its store to read their values from, and its setters. */
export type FieldsForm<Form extends object> = Pick<FormController<Form>, 'store' | 'setValue' | 'setWorking'>;

const noPhotos = () => () => undefined;

export interface FormFieldsProps<Form extends object> {
  entries: readonly FormEntry<Form>[];
  form: FieldsForm<Form>;
  client: PagingClient;
  photos?: Photos;
  /**
   * The sections that end the form render once its first screenful has been painted: a long form (the
   * article's, about 4,600 px) shows its fields and editors without waiting for what lies below them.
   */
  trailingSectionsLater?: boolean;
}

/** Where the sections that end the entries begin (entries.length when the last entry is a field). */
function trailingSectionsStart<Form>(entries: readonly FormEntry<Form>[]): number {
  let start = entries.length;
  while (start > 0 && entries[start - 1]?.kind === 'section') start -= 1;
  return start;
}

/** False on the first render, true once the frame that showed it has been painted. */
function useAfterFirstPaint(enabled: boolean): boolean {
  const [painted, setPainted] = useState(!enabled);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // rAF runs before the frame's paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/**
 * Each entry reads from the form's store only what it shows (its value, its message, its rules), so a
 * keystroke re-renders the field typed into and nothing else.
 */
export function FormFields<Form extends object>({
  entries,
  form,
  client,
  photos,
  trailingSectionsLater = false,
}: FormFieldsProps<Form>) {
  const painted = useAfterFirstPaint(trailingSectionsLater);
  const shown = painted ? entries : entries.slice(0, trailingSectionsStart(entries));
  return (
    <Suspense fallback={<Spinner />}>
      {shown.map((entry) => (
        <Entry
          key={entry.kind === 'section' ? `section:${entry.title}` : (entry.name as string)}
          entry={entry}
          form={form}
          client={client}
          photos={photos}
        />
      ))}
    </Suspense>
  );
}

function EntryOf<Form extends object>({
  entry,
  form,
  client,
  photos,
}: {
  entry: FormEntry<Form>;
  form: FieldsForm<Form>;
  client: PagingClient;
  photos: Photos | undefined;
}) {
  const shown = useFormSelector(form.store, (values) => !entry.visibleWhen || entry.visibleWhen(values));
  if (!shown) return null;
  if (entry.kind === 'section') {
    return (
      <Section title={entry.title}>
        <FormFields entries={entry.fields} form={form} client={client} photos={photos} />
      </Section>
    );
  }
  return <Field field={entry as AnyField} form={form} client={client} photos={photos} />;
}
const Entry = memo(EntryOf) as typeof EntryOf;

/**
 * What a field's rules on the other values come to (a paged editor, an option list chosen by another
 * field): the field re-renders when this changes, and its kind reads the values then.
 */
function dependencyOf(field: AnyField, values: object): string {
  if (field.kind === 'richText' && typeof field.paged === 'function') return String(field.paged(values));
  if (field.kind === 'multiSelect' && typeof field.options === 'function') {
    return JSON.stringify(field.options(values));
  }
  return '';
}

// biome-ignore lint/suspicious/noExplicitAny: a field reads its own value by name from any form.
type AnyFieldsForm = FieldsForm<any>;

function FieldOf({
  field,
  form,
  client,
  photos,
}: {
  field: AnyField;
  form: AnyFieldsForm;
  client: PagingClient;
  photos: Photos | undefined;
}) {
  const name = field.name as string;
  const photo = useSyncExternalStore(photos?.subscribe ?? noPhotos, () => photos?.get(name));
  const { store, setValue, setWorking } = form;
  const value = useFormSelector(store, (values) => values[name]);
  const errors = useFormSelector(store, (_, errors) => errors);
  const isDisabled = useFormSelector(store, (values) =>
    field.enabledWhen ? !field.enabledWhen(values) : false,
  );
  useFormSelector(store, (values) => dependencyOf(field, values));
  const nested = useMemo(() => nestedErrors(errors, name), [errors, name]);
  const Component = FIELD_KINDS[field.kind];
  return (
    <div data-field={name}>
      <Component
        field={field as never}
        value={value}
        onChange={(next: unknown) => setValue(name, next)}
        onWorkingChange={(working: boolean, failed?: boolean) => setWorking(name, working, failed)}
        errorMessage={errors[name]}
        nestedErrors={nested}
        isDisabled={isDisabled}
        client={client}
        values={store.getValues()}
        photo={
          photo && photos
            ? { value: photo, set: (next: PhotoFieldValue) => photos.set(name, next) }
            : undefined
        }
      />
    </div>
  );
}
const Field = memo(FieldOf);

/** The photo fields of a form's entries, sections included. */
export function photoFieldsOf<Form extends object>(
  entries: readonly FormEntry<Form>[],
): Extract<FieldDefinition<Form>, { kind: 'photo' }>[] {
  return entries.flatMap((entry) =>
    entry.kind === 'section' ? photoFieldsOf(entry.fields) : entry.kind === 'photo' ? [entry] : [],
  );
}
