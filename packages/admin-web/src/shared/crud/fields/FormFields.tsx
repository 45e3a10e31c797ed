/**
 * A form's entries in order: each field the component of its kind (a small registry; the heavy kinds —
 * rich text, photo, dates, multi-select, creatable select, file, repeated group — are loaded only by the
 * screens that have them), sections as titled groups, and each entry shown or enabled by its rule on the
 * current values.
 */
import type { PagingClient } from '@redakcja/api-sdk';
import { type PhotoFieldValue, Spinner } from '@redakcja/ui';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { nestedErrors } from '../../form/formErrors';
import type { EntityForm } from '../../form/useEntityForm';
import { Section } from '../../Section';
import type { FieldDefinition, FormEntry } from '../definition';
import { CheckboxKind, NumberKind, PasswordKind, SelectKind, TextAreaKind, TextKind } from './basicKinds';
import type { FieldKindProps } from './types';

type Kind = FieldDefinition<never>['kind'];
// biome-ignore lint/suspicious/noExplicitAny: each entry takes the props of its own kind.
type KindComponent = ComponentType<FieldKindProps<any>>;

type LazyKind = Exclude<Kind, 'text' | 'textarea' | 'number' | 'checkbox' | 'password' | 'select'>;

// The heavy kinds' chunks. A loader is called at most once (its promise kept), by `preloadFieldKinds`
// or by React when the field first renders, whichever comes first; once in, the kind's component is
// kept and rendered directly (React.lazy would suspend once more even with the module in).
const LOADED: Partial<Record<LazyKind, KindComponent>> = {};
const once = (kind: LazyKind, load: () => Promise<{ default: KindComponent }>) => {
  let loading: Promise<{ default: KindComponent }> | undefined;
  return () => {
    loading ??= load().then((module) => {
      LOADED[kind] = module.default;
      return module;
    });
    return loading;
  };
};
const LOADERS: Record<LazyKind, () => Promise<{ default: KindComponent }>> = {
  multiSelect: once('multiSelect', () => import('./MultiSelectKind')),
  creatable: once('creatable', () => import('./CreatableKind')),
  date: once('date', () => import('./DateKinds').then((module) => ({ default: module.DateKind }))),
  dateTime: once('dateTime', () =>
    import('./DateKinds').then((module) => ({ default: module.DateTimeKind })),
  ),
  richText: once('richText', () => import('./RichTextKind')),
  photo: once('photo', () => import('./PhotoKind')),
  file: once('file', () => import('./FileKind')),
  repeat: once('repeat', () => import('./RepeatKind')),
};

/** A heavy kind: its component once loaded, React.lazy (suspending until it is) before that. */
function loadedOrLazy(kind: LazyKind): KindComponent {
  const Lazy = lazy(LOADERS[kind]);
  // One component per kind, made once when the registry is built (never during a render).
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, like React.lazy.
  return function HeavyKind(props) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the field.
    const [Component] = useState<KindComponent>(() => LOADED[kind] ?? Lazy);
    return <Component {...props} />;
  };
}

const FIELD_KINDS: Record<Kind, KindComponent> = {
  text: TextKind,
  textarea: TextAreaKind,
  number: NumberKind,
  checkbox: CheckboxKind,
  password: PasswordKind,
  select: SelectKind,
  multiSelect: loadedOrLazy('multiSelect'),
  creatable: loadedOrLazy('creatable'),
  date: loadedOrLazy('date'),
  dateTime: loadedOrLazy('dateTime'),
  richText: loadedOrLazy('richText'),
  photo: loadedOrLazy('photo'),
  file: loadedOrLazy('file'),
  repeat: loadedOrLazy('repeat'),
};

/** The heavy kinds the entries name, sections and repeated groups included. */
function heavyKindsOf<Form>(entries: readonly FormEntry<Form>[]): LazyKind[] {
  return entries.flatMap((entry): LazyKind[] => {
    if (entry.kind === 'section') return heavyKindsOf(entry.fields);
    if (!(entry.kind in LOADERS)) return [];
    const kind = entry.kind as LazyKind;
    return entry.kind === 'repeat' ? [kind, ...heavyKindsOf(entry.fields)] : [kind];
  });
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
    void LOADERS[kind]().catch(() => {
      // A chunk that fails to load is reported when the field renders (the screen's error boundary).
    });
  }
}

/**
 * Whether every heavy kind of the entries is loaded (shown and hidden fields alike), re-rendering once
 * they are. A form waits for this before it shows anything: its save button never stands below a
 * spinner, to be pushed down (under a pointer about to click it) when the fields come in.
 * A failed chunk counts as loaded: rendering the field then reports it (the screen's error boundary).
 */
export function useFieldKindsLoaded<Form>(entries: readonly FormEntry<Form>[]): boolean {
  const missing = heavyKindsOf(entries).filter((kind) => LOADED[kind] === undefined);
  const [settled, setSettled] = useState(missing.length === 0);
  const waiting = missing.length > 0 && !settled;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void Promise.allSettled(heavyKindsOf(entries).map((kind) => LOADERS[kind]())).then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [entries, waiting]);
  return !waiting;
}

export interface FormFieldsProps<Form extends object> {
  entries: readonly FormEntry<Form>[];
  form: EntityForm<Form>;
  client: PagingClient;
  photos?: {
    values: Readonly<Record<string, PhotoFieldValue>>;
    set: (name: string, value: PhotoFieldValue) => void;
  };
}

export function FormFields<Form extends object>({ entries, form, client, photos }: FormFieldsProps<Form>) {
  const values = form.values as Record<string, unknown>;
  return (
    <Suspense fallback={<Spinner />}>
      {entries.map((entry) => {
        if (entry.visibleWhen && !entry.visibleWhen(form.values)) return null;
        if (entry.kind === 'section') {
          return (
            <Section key={`section:${entry.title}`} title={entry.title}>
              <FormFields entries={entry.fields} form={form} client={client} photos={photos} />
            </Section>
          );
        }
        const Component = FIELD_KINDS[entry.kind];
        const name = entry.name as string;
        const photo = photos?.values[name];
        return (
          <div key={name} data-field={name}>
            <Component
              field={entry as never}
              value={values[name]}
              onChange={(value: unknown) => form.setValue(name as keyof Form & string, value as never)}
              errorMessage={form.errors[name]}
              nestedErrors={nestedErrors(form.errors, name)}
              isDisabled={entry.enabledWhen ? !entry.enabledWhen(form.values) : false}
              client={client}
              values={values}
              photo={
                photo && photos
                  ? { value: photo, set: (next: PhotoFieldValue) => photos.set(name, next) }
                  : undefined
              }
            />
          </div>
        );
      })}
    </Suspense>
  );
}

/** The photo fields of a form's entries, sections included. */
export function photoFieldsOf<Form extends object>(
  entries: readonly FormEntry<Form>[],
): Extract<FieldDefinition<Form>, { kind: 'photo' }>[] {
  return entries.flatMap((entry) =>
    entry.kind === 'section' ? photoFieldsOf(entry.fields) : entry.kind === 'photo' ? [entry] : [],
  );
}
