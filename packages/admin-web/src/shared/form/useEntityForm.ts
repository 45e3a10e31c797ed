import type { Violation } from '@redakcja/api-sdk';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsFrom, sameValues, validateForm } from './formErrors';

/** A stand-in photo id for validating the other fields before the uploads. */
const ASSUMED_PHOTO = '1';

/**
 * What a form holds, outside React's state: a keystroke changes one value here and re-renders only the
 * components that read what changed (`useFormSelector`), not the whole form.
 */
export interface FormStore<Form extends object> {
  getValues: () => Form;
  /** The values last loaded or saved: what the server has, as far as the form knows. */
  getBaseline: () => Form;
  /** The message under each invalid field. */
  getErrors: () => FieldErrors;
  /** Whether the values differ from the last loaded or saved ones. */
  isDirty: () => boolean;
  /** How many fields differ from the last loaded or saved values. */
  changedCount: () => number;
  /** Calls `listener` after every change of the values, the messages or the baseline. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Reads from the form's store what `select` picks, re-rendering only when that changes (compared with
 * Object.is: pick a value, a flag or a message, not a new object).
 */
export function useFormSelector<Form extends object, T>(
  store: FormStore<Form>,
  select: (values: Form, errors: FieldErrors) => T,
): T {
  const read = () => select(store.getValues(), store.getErrors());
  return useSyncExternalStore(store.subscribe, read, read);
}

export interface FormController<Form extends object> {
  store: FormStore<Form>;
  /** The values now (for a save, a merge): reading them re-renders nothing. */
  getValues: () => Form;
  /** Sets one value (typed values are always kept) and clears that field's message. */
  setValue: <K extends keyof Form & string>(name: K, value: Form[K]) => void;
  /**
   * Runs the schema: the parsed values, or null after showing the messages. `photoFields` are checked
   * later, after their uploads (02 §4): their rule is skipped here and their values passed through.
   */
  validate: (options?: { photoFields?: readonly string[] }) => Form | null;
  /** D13: shows a 422's messages under the fields they name; true when any field was named. */
  applyViolations: (violations: readonly Violation[]) => boolean;
  /** The values differ from the last loaded or saved ones (re-renders when that flips, not per keystroke). */
  isDirty: boolean;
  /** The current values become the saved baseline (after a successful save). */
  markSaved: () => void;
  /** A field is still producing its value (a creatable select creating its option). */
  isWorking: boolean;
  /** How many of the fields' works have failed so far: a save deferred meanwhile is dropped. */
  workFailures: number;
  /** A field's work starts (true) or settles (false; `failed` when it did). */
  setWorking: (name: string, working: boolean, failed?: boolean) => void;
  /** New values that are also the baseline (the server's answer to a save). */
  reset: (values: Form) => void;
}

export interface EntityForm<Form extends object> extends FormController<Form> {
  values: Form;
  /** The message under each invalid field. */
  errors: FieldErrors;
}

function createFormStore<Form extends object>(initial: Form) {
  let state = { values: initial, baseline: initial, errors: {} as FieldErrors };
  // The dirty flag of the last values and baseline compared: asked by every subscriber after a change.
  let dirtyOf: { values: Form; baseline: Form; dirty: boolean } | null = null;
  const listeners = new Set<() => void>();
  const update = (next: Partial<typeof state>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  const store: FormStore<Form> = {
    getValues: () => state.values,
    getBaseline: () => state.baseline,
    getErrors: () => state.errors,
    isDirty: () => {
      if (dirtyOf === null || dirtyOf.values !== state.values || dirtyOf.baseline !== state.baseline) {
        dirtyOf = {
          values: state.values,
          baseline: state.baseline,
          dirty: !sameValues(state.values, state.baseline),
        };
      }
      return dirtyOf.dirty;
    },
    changedCount: () => {
      const { values, baseline } = state;
      return Object.keys(values).filter(
        (key) => !sameValues(values[key as keyof Form], baseline[key as keyof Form]),
      ).length;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return { store, getState: () => state, update };
}

/**
 * The state of one form without re-rendering its owner on every keystroke: values, messages from the
 * SDK's form schema and from the server, and whether something is unsaved, in a store that each field
 * reads its own part of. The field names are the keys of the initial values.
 */
export function useFormController<Form extends object>(
  schema: z.ZodType<Form>,
  initial: Form,
): FormController<Form> {
  const [{ store, getState, update }] = useState(() => createFormStore(initial));
  const fields = useMemo(() => Object.keys(initial), [initial]);
  const latest = useRef({ schema, fields });
  latest.current = { schema, fields };

  const setValue = useCallback(
    <K extends keyof Form & string>(name: K, value: Form[K]) => {
      const { values, errors } = getState();
      // The field's own message and those inside it (a repeated group's items).
      const kept = Object.entries(errors).filter(([path]) => path !== name && !path.startsWith(`${name}.`));
      const unchanged = kept.length === Object.keys(errors).length;
      if (unchanged && Object.is(values[name], value)) return;
      update({
        values: Object.is(values[name], value) ? values : { ...values, [name]: value },
        errors: unchanged ? errors : Object.fromEntries(kept),
      });
    },
    [getState, update],
  );

  const validate = useCallback(
    (options: { photoFields?: readonly string[] } = {}) => {
      const skipped = options.photoFields ?? [];
      const raw = getState().values as Record<string, unknown>;
      // Any photo id passes the photo's own rule; the real value is put back after parsing.
      const checked = Object.fromEntries(
        Object.entries(raw).map(([name, value]) => [name, skipped.includes(name) ? ASSUMED_PHOTO : value]),
      );
      const result = validateForm(
        latest.current.schema,
        checked,
        latest.current.fields.filter((name) => !skipped.includes(name)),
      );
      update({ errors: result.ok ? {} : result.errors });
      if (!result.ok) return null;
      const parsed = { ...result.value } as Record<string, unknown>;
      for (const name of skipped) parsed[name] = raw[name];
      return parsed as Form;
    },
    [getState, update],
  );

  const applyViolations = useCallback(
    (violations: readonly Violation[]) => {
      const found = fieldErrorsFrom(violations, latest.current.fields);
      update({ errors: found });
      return Object.keys(found).length > 0;
    },
    [update],
  );

  const markSaved = useCallback(() => update({ baseline: getState().values }), [getState, update]);
  const [work, setWork] = useState<{ running: ReadonlySet<string>; failures: number }>({
    running: new Set(),
    failures: 0,
  });
  const setWorking = useCallback((name: string, working: boolean, failed = false) => {
    setWork((current) => {
      const running = new Set(current.running);
      if (working) running.add(name);
      else running.delete(name);
      return { running, failures: current.failures + (failed ? 1 : 0) };
    });
  }, []);
  const reset = useCallback((next: Form) => update({ values: next, baseline: next, errors: {} }), [update]);
  const isDirty = useSyncExternalStore(store.subscribe, store.isDirty, store.isDirty);

  return {
    store,
    getValues: store.getValues,
    setValue,
    validate,
    applyViolations,
    isDirty,
    markSaved,
    reset,
    isWorking: work.running.size > 0,
    workFailures: work.failures,
    setWorking,
  };
}

/**
 * A small form whose owner renders its fields itself: the controller, and the values and messages as
 * state (its owner re-renders on every change).
 */
export function useEntityForm<Form extends object>(schema: z.ZodType<Form>, initial: Form): EntityForm<Form> {
  const controller = useFormController(schema, initial);
  const values = useSyncExternalStore(controller.store.subscribe, controller.store.getValues);
  const errors = useSyncExternalStore(controller.store.subscribe, controller.store.getErrors);
  return { ...controller, values, errors };
}
