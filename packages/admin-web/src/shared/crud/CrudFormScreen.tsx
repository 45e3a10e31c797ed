import {
  conflictMessages,
  createMediaResource,
  type Id,
  type PagingClient,
  resourceOf,
  saveBarMessages,
  sharedMessages,
  ValidationError,
} from '@redakcja/api-sdk';
import {
  AlertDialog,
  Form,
  InfoDialog,
  type PhotoFieldValue,
  photoValueFrom,
  SaveButton,
  Spinner,
} from '@redakcja/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useMatch, useNavigate, useParams } from 'react-router';
import { ConflictDialog } from '../form/conflict/ConflictDialog';
import { useConflicts } from '../form/conflict/useConflicts';
import { DraftOffer } from '../form/DraftOffer';
import { draftOwnerSegment, useDraft } from '../form/drafts';
import { useReportMergedSave } from '../form/LeftSaveFailure';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { type FormController, useFormController, useFormSelector } from '../form/useEntityForm';
import { useSave } from '../form/useSave';
import { useSubmitWhenSettled } from '../form/useSubmitWhenSettled';
import * as styles from '../layout.css';
import { LiveRecordLine, useLiveRecord } from '../live/useLiveRecord';
import { pathTo, patternOf, type RouteName } from '../routePaths';
import { Screen } from '../Screen';
import { useApiClient, useSession } from '../session';
import type { CrudFormScreenDefinition, FieldDefinition, FormEntry, FormExtrasContext } from './definition';
import {
  FormFields,
  photoFieldsOf,
  preloadFieldKinds,
  useFieldKindsLoaded,
  usePrefetchedOptions,
} from './fields/FormFields';
import { createPhotos } from './fields/photos';
import { saveBar, saveBarHeight } from './saveBar.css';

type Definition<
  Item,
  ListItem extends { id: Id },
  Form extends object,
  Payload,
  Filters,
> = CrudFormScreenDefinition<Item, ListItem, Form, Payload, Filters>;

/** A required photo is missing, or its upload was refused: the dialog 'Błąd — <label>' (02 §5, §8). */
class PhotoError extends Error {
  constructor(
    readonly field: string,
    readonly label: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Starts loading the chunks of the definition's heavy field kinds. A form screen module exports
 * `preload` calling this: the route table runs a screen module's `preload` as the module arrives
 * (shared/loadable), which is on the pointer resting on a link to the screen, before the click.
 */
export function preloadForm<Form>(definition: { form: { fields: readonly FormEntry<Form>[] } }): void {
  preloadFieldKinds(definition.form.fields);
}

/**
 * The new and edit screens of a definition, told apart by the route shown (a nested new route has its
 * parent's ':id'). Edit: the record is loaded (a spinner only before the first load); when it fails to
 * load, or is deleted where the definition says so, the screen leaves for the list without a message
 * (01 §1, 02 §2). Once shown, the form stays mounted through any refetch: what was typed is kept.
 */
export function CrudFormScreen<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters>({
  definition,
}: {
  definition: Definition<Item, ListItem, Form, Payload, Filters>;
}) {
  // The form's field kinds load together, while the record does (not one after another as they render).
  preloadFieldKinds(definition.form.fields);
  usePrefetchedOptions(definition.form.fields, useApiClient());
  const { id } = useParams();
  const isNew = useMatch(patternOf(definition.routes.new ?? definition.routes.list)) !== null;
  const [initial] = useState(() =>
    definition.form.emptyIn && id !== undefined ? definition.form.emptyIn(id) : definition.form.empty(),
  );
  if (isNew || id === undefined) {
    return <EntityForm definition={definition} parentId={id ?? ''} initial={initial} />;
  }
  return <EditLoader key={id} definition={definition} id={id} />;
}

function listPath(definition: { routes: { list: RouteName } }, parentId = ''): string {
  return pathTo(definition.routes.list, parentId ? { id: parentId } : {});
}

function EditLoader<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters>({
  definition,
  id,
}: {
  definition: Definition<Item, ListItem, Form, Payload, Filters>;
  id: string;
}) {
  const client = useApiClient();
  const record = useQuery(definition.queries.detail(client, id));
  // The form starts from a record the server gave after this screen mounted, or from one its route
  // prefetched moments ago and still fresh (WEB-133: the pointer on 'Edytuj'); never from an older one.
  const current = record.isSuccess && (record.isFetchedAfterMount || !record.isStale);
  // The first record loaded by this screen: the form starts from it and is never remounted.
  const [first, setFirst] = useState<Item | null>(null);
  useEffect(() => {
    if (first === null && current && record.data !== undefined) setFirst(record.data);
  }, [first, current, record.data]);

  // A nested list needs its parent's id, known only from the record: until then, its parent list.
  const unknownParentPath = definition.routes.parentList
    ? pathTo(definition.routes.parentList)
    : listPath(definition);
  if (first === null && record.isFetchedAfterMount && record.isError) {
    return <Navigate to={unknownParentPath} replace />;
  }
  const shown = first ?? (current ? record.data : null);
  if (shown === null || shown === undefined) {
    return (
      <Screen backHref={unknownParentPath}>
        <Spinner centered />
      </Screen>
    );
  }
  if (
    (definition.redirectIfDeleted && definition.deletedAt(shown) !== null) ||
    definition.leaveWhen?.(shown)
  ) {
    return <Navigate to={listPath(definition, definition.parentOf?.(shown))} replace />;
  }
  return (
    <EntityForm
      definition={definition}
      id={id}
      parentId={definition.parentOf?.(shown) ?? ''}
      initial={definition.form.fromRecord(shown)}
      loaded={shown}
      heading={definition.form.heading?.(shown)}
    />
  );
}

function EntityForm<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters>({
  definition,
  id,
  parentId,
  initial,
  loaded,
  heading,
}: {
  definition: Definition<Item, ListItem, Form, Payload, Filters>;
  id?: string;
  parentId: string;
  initial: Form;
  /** The record the edit form was loaded from: its saves never overwrite a change made since. */
  loaded?: Item;
  heading?: string;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isNew = id === undefined;
  const form = useFormController(
    isNew && definition.form.createSchema ? definition.form.createSchema : definition.form.schema,
    initial,
  );
  const { queries, form: formDefinition } = definition;
  const photoFields = photoFieldsOf(formDefinition.fields);
  const conflicts = useConflicts(loaded, formDefinition.fromRecord, (name) =>
    fieldLabel(formDefinition.fields, name),
  );
  // Who else has the record open, and its changes saved elsewhere, told before any save (WEB-147).
  const live = useLiveRecord(loaded, (signal) => queries.resource(client).get(id ?? '', { signal }));
  const serverRecord = live.server !== null && live.server !== 'deleted' ? live.server.record : null;
  const changedOnServer = serverRecord ? conflicts.serverChanges(serverRecord, form.getValues()) : [];
  const [takenIn, setTakenIn] = useState(false);
  const { clear: clearLive } = live;
  useEffect(() => {
    // The form's own record again (its own save, told back): nothing to say.
    if (serverRecord && changedOnServer.length === 0) clearLive();
  }, [serverRecord, changedOnServer.length, clearLive]);
  const takeIn = () => {
    if (!serverRecord) return;
    const wasDirty = form.isDirty;
    const taken = conflicts.takeIn(serverRecord, form.getValues());
    live.clear();
    if (!taken) return;
    if (!wasDirty && taken.overlapping.length === 0) form.reset(taken.values);
    else showValues(taken.values);
    setTakenIn(true);
  };
  // The form (fields and save button) shows once every field can render: nothing moves under a click.
  const fieldsLoaded = useFieldKindsLoaded(formDefinition.fields);
  // The photos' values live outside the form's state: a photo's change re-renders its own field only.
  const [photos] = useState(() =>
    createPhotos(
      Object.fromEntries(
        photoFields.map((field) => [
          field.name,
          photoValueFrom({ id: (initial as Record<string, unknown>)[field.name] as string | number }),
        ]),
      ),
    ),
  );
  const [photoError, setPhotoError] = useState<PhotoError | null>(null);
  const leaving = useRef(false);
  const { session } = useSession();
  const draft = useDraft(
    formDefinition.draft && session
      ? `${draftOwnerSegment(session.username)}${formDefinition.draft.key}:${id ?? 'new'}`
      : undefined,
    form.store,
    initial,
    session?.username,
  );
  // The draft's question opens by itself, so nothing took the focus before it: once answered, the
  // screen's heading takes it, as on arriving at the screen (WEB-125), never the page's body.
  const [draftAnswered, setDraftAnswered] = useState(false);
  useEffect(() => {
    if (!draftAnswered || draft.offered !== null) return;
    setDraftAnswered(false);
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [draftAnswered, draft.offered]);
  const answerDraft = (restore: boolean) => {
    const restored = draft.answer(restore);
    setDraftAnswered(true);
    if (restored === null) return;
    for (const [name, value] of Object.entries(restored)) {
      form.setValue(name as keyof Form & string, value as Form[keyof Form & string]);
    }
    // Chosen photos come back by id; a file chosen but not uploaded cannot be kept in a draft.
    photos.setMany(
      Object.fromEntries(
        photoFields.map((field) => [
          field.name,
          photoValueFrom({ id: (restored as Record<string, unknown>)[field.name] as string | number }),
        ]),
      ),
    );
  };

  const saving = useSave(
    async (values: Form) => {
      const uploaded = await uploadPhotos(client, photoFields, photos.all(), values);
      const prepared = formDefinition.beforeSave
        ? await formDefinition.beforeSave(client, uploaded, id)
        : uploaded;
      const payload =
        isNew && formDefinition.toCreatePayload
          ? formDefinition.toCreatePayload(prepared)
          : formDefinition.toPayload(prepared);
      const options = { expected: id === undefined ? undefined : conflicts.expected() };
      if (formDefinition.send)
        return { saved: await formDefinition.send(client, payload, id, prepared, options), prepared };
      const resource = queries.resource(client);
      const saved =
        id === undefined ? await resource.create(payload) : await resource.update(id, payload, options);
      return { saved, prepared };
    },
    { keepFinalLabel: formDefinition.keepFinalLabel, isDirty: form.isDirty },
  );

  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  // A merged save's notice is the bar's; when the form goes on to its list, the shell keeps it there.
  const reportMerged = useReportMergedSave();
  const merged = useRef(false);
  merged.current = conflicts.merged;

  const submit = async () => {
    conflicts.clearNotice();
    await submitShown();
  };

  /** The form shows `values` (a merge, or a choice that brought in the server's). */
  const showValues = (values: Form) => {
    for (const [name, value] of Object.entries(values)) {
      if ((form.getValues() as Record<string, unknown>)[name] !== value)
        form.setValue(name as keyof Form & string, value as Form[keyof Form & string]);
    }
  };
  // Saving again what a conflict put in the form: once it shows, validated as any save is.
  const [resubmit, setResubmit] = useState(0);
  const saveShownAgain = (values: Form) => {
    showValues(values);
    saving.reset();
    setResubmit((count) => count + 1);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per request to save again
  useEffect(() => {
    if (resubmit > 0) void submitShown();
  }, [resubmit]);

  const submitShown = async () => {
    if (saving.isBlocked) return;
    const photoNames = photoFields.map((field) => field.name as string);
    // A photo's own rule is checked after its upload, in the dialog; the other fields are checked now.
    const valid = form.validate({ photoFields: photoNames });
    if (!valid) return;
    const shown = form.getValues();
    const outcome = await saving.save(valid);
    if (outcome === null) return;
    if (!outcome.ok) {
      const { error } = outcome;
      const step = conflicts.afterFailure(error, shown);
      if (step?.kind === 'save') {
        saveShownAgain(step.values);
        return;
      }
      if (step) return;
      if (error instanceof PhotoError) {
        setPhotoError(error);
        document.querySelector(`[data-field="${error.field}"]`)?.scrollIntoView({ block: 'center' });
      } else if (error instanceof ValidationError) {
        // The button shows 'Błąd' and no server text (01 §1); D13: a 422 naming fields shows their messages.
        form.applyViolations(error.violations);
      }
      return;
    }
    const { saved, prepared } = outcome.result;
    conflicts.saved(saved as Item);
    live.clear();
    setTakenIn(false);
    // The uploaded photos' ids become part of the saved values (a second save uploads nothing).
    const photoIds = Object.fromEntries(
      photoFields.map((field) => [field.name, (prepared as Record<string, unknown>)[field.name]]),
    );
    form.reset({ ...form.getValues(), ...photoIds });
    draft.clear();
    photos.setMany(
      Object.fromEntries(
        photoFields.map((field) => [
          field.name,
          photoValueFrom({ id: (prepared as Record<string, unknown>)[field.name] as string | number }),
        ]),
      ),
    );
    void queries.invalidate(queryClient);
    const after = formDefinition.afterSave;
    const savedId = (saved as { id?: Id }).id;
    if (id !== undefined) queryClient.setQueryData(queries.keys.detail(id), saved);
    if (after.to === 'stay') {
      // 'Saving does not navigate': a new record's screen becomes its edit screen (no second create).
      if (isNew && definition.routes.edit && savedId !== undefined) {
        leaving.current = true;
        saving.lock();
        queryClient.setQueryData(queries.keys.detail(String(savedId)), saved);
        navigate(pathTo(definition.routes.edit, { id: savedId }), { replace: true });
      }
      return;
    }
    leaving.current = true;
    saving.lock();
    const target = after.to === 'list' ? listPath(definition, parentId) : after.to(saved);
    redirect.current = setTimeout(() => {
      if (merged.current) reportMerged();
      navigate(target);
    }, after.delayMs);
  };

  const submitWhenSettled = useSubmitWhenSettled(form, submit);

  return (
    // A form with links of its own (an issue's, to the magazines and to the issues) shows them instead of
    // 'Powrót', which would repeat the link to the list.
    <Screen title={heading} backHref={formDefinition.links ? undefined : listPath(definition, parentId)}>
      {definition.banner ?? null}
      {formDefinition.links?.(parentId) ?? null}
      {fieldsLoaded ? (
        <Form onSubmit={submitWhenSettled} className={styles.formColumn}>
          <FormFields
            entries={formDefinition.fields}
            form={form}
            client={client}
            photos={photos}
            trailingSectionsLater
          />
          <SaveBar>
            <SaveButton kind={isNew ? 'new' : 'edit'} {...saving.buttonProps} />
            <UnsavedCount form={form} />
            {formDefinition.extras ? (
              <Extras extras={formDefinition.extras} form={form} client={client} id={id} />
            ) : null}
            {/* The form's notices are the bar's, in view however far down the form the user is. */}
            <p role="status" className={styles.muted}>
              {conflicts.merged ? conflictMessages.merged : ''}
            </p>
            {live.enabled ? (
              <LiveRecordLine
                others={live.others}
                changed={changedOnServer.map((name) => fieldLabel(formDefinition.fields, name))}
                deleted={live.server === 'deleted'}
                taken={takenIn}
                onTakeIn={takeIn}
              />
            ) : null}
          </SaveBar>
        </Form>
      ) : (
        <Spinner centered />
      )}
      <AlertDialog
        isOpen={photoError !== null}
        onOpenChange={(open) => {
          if (!open) setPhotoError(null);
        }}
        label={photoError?.label ?? ''}
        message={photoError?.message}
      />
      <ConflictDialog
        fields={conflicts.question?.fields ?? null}
        onKeepMine={() => {
          const values = conflicts.answer('mine');
          if (values) saveShownAgain(values);
        }}
        onTakeServer={() => {
          const values = conflicts.answer('server');
          if (values) saveShownAgain(values);
        }}
        onKeepChosen={(choices) => {
          const values = conflicts.answer(choices);
          if (values) saveShownAgain(values);
        }}
        onKeepEditing={() => conflicts.answer('edit')}
      />
      <InfoDialog
        isOpen={conflicts.deleted}
        onOpenChange={(open) => {
          if (!open) conflicts.closeDeleted();
        }}
        title={conflictMessages.deletedTitle}
        role="alertdialog"
      >
        {conflictMessages.deleted}
      </InfoDialog>
      <DraftOffer savedAt={draft.offered?.savedAt ?? null} onAnswer={answerDraft} />
      <UnsavedChangesGuard
        isDirty={form.isDirty && !leaving.current}
        isSaving={saving.status === 'sending'}
        keptAsDraft={formDefinition.draft !== undefined}
      />
    </Screen>
  );
}

/**
 * The save bar: a landmark at the form's end, sticky at the window's foot. Its height, which grows with
 * its notes, is the page's scroll padding, so a focused field always scrolls into view above it.
 */
function SaveBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const name = saveBarHeight.replace(/^var\((--[^,)]+).*$/, '$1');
    const observer = new ResizeObserver(() => root.style.setProperty(name, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, []);
  return (
    <section ref={bar} className={`${styles.actions} ${saveBar}`} aria-label={saveBarMessages.region}>
      {children}
    </section>
  );
}

/** 'Niezapisane zmiany: n' beside 'Zapisz' while fields differ from what was loaded or saved. */
function UnsavedCount<Form extends object>({ form }: { form: FormController<Form> }) {
  const count = useFormSelector(form.store, () => form.store.changedCount());
  return count > 0 ? <span>{saveBarMessages.unsaved(count)}</span> : null;
}

/** The definition's extras below the form, re-rendered as the values change (the rest of the form is not). */
function Extras<Form extends object>({
  extras,
  form,
  client,
  id,
}: {
  extras: (context: FormExtrasContext<Form>) => ReactNode;
  form: FormController<Form>;
  client: FormExtrasContext<Form>['client'];
  id: string | undefined;
}) {
  const values = useFormSelector(form.store, (current) => current);
  const saved = useFormSelector(form.store, () => form.store.getBaseline());
  const dirty = useFormSelector(form.store, () => form.store.isDirty());
  return extras({ values, saved, dirty, setValue: form.setValue, client, id });
}

/**
 * The photo steps of a save (02 §4): each chosen file is uploaded first and its id goes into the values;
 * then a required photo still missing ('0') stops the save with 'Pole wymagane.'. An upload refused
 * with a 422 stops it with the server's first message.
 */
async function uploadPhotos<Form extends object>(
  client: PagingClient,
  fields: readonly Extract<FieldDefinition<Form>, { kind: 'photo' }>[],
  photos: Readonly<Record<string, PhotoFieldValue>>,
  values: Form,
): Promise<Form> {
  const next = { ...values } as Record<string, unknown>;
  for (const field of fields) {
    const name = field.name as string;
    const photo = photos[name];
    if (photo?.mode === 'none') next[name] = '0';
    if (photo?.mode === 'upload' && photo.file) {
      try {
        const uploaded = await resourceOf(client, createMediaResource).upload(field.mediaKind, photo.file, {
          title: photo.title,
        });
        next[name] = String(uploaded.id);
      } catch (error) {
        if (error instanceof ValidationError) {
          throw new PhotoError(name, field.label, error.violations[0]?.message ?? '');
        }
        throw error;
      }
    }
    const current = next[name];
    if (
      field.required &&
      (current === undefined || current === null || String(current) === '0' || current === '')
    ) {
      throw new PhotoError(name, field.label, sharedMessages.requiredImage);
    }
  }
  return next as Form;
}

/** A field's label by its name, in sections too; the name itself when the form has no such field. */
function fieldLabel(entries: readonly unknown[], name: string): string {
  for (const entry of entries) {
    const field = entry as { name?: unknown; label?: unknown; fields?: readonly unknown[] };
    if (field.name === name && typeof field.label === 'string') return field.label;
    if (Array.isArray(field.fields)) {
      const found = fieldLabel(field.fields, name);
      if (found !== name) return found;
    }
  }
  return name;
}
