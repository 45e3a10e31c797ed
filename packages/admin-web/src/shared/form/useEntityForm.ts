import type { Violation } from '@redakcja/api-sdk';
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsFrom, sameValues, validateForm } from './formErrors';

/** A stand-in photo id for validating the other fields before the uploads. */
const ASSUMED_PHOTO = '1';

export interface EntityForm<Form extends object> {
  values: Form;
  /** The message under each invalid field. */
  errors: FieldErrors;
  /** Sets one value (typed values are always kept) and clears that field's message. */
  setValue: <K extends keyof Form & string>(name: K, value: Form[K]) => void;
  /**
   * Runs the schema: the parsed values, or null after showing the messages. `photoFields` are checked
   * later, after their uploads (02 §4): their rule is skipped here and their values passed through.
   */
  validate: (options?: { photoFields?: readonly string[] }) => Form | null;
  /** D13: shows a 422's messages under the fields they name; true when any field was named. */
  applyViolations: (violations: readonly Violation[]) => boolean;
  /** The values differ from the last loaded or saved ones. */
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

/**
 * The state of one form: values, messages from the SDK's form schema and from the server, and whether
 * something is unsaved. The field names are the keys of the initial values.
 */
export function useEntityForm<Form extends object>(schema: z.ZodType<Form>, initial: Form): EntityForm<Form> {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fields = useMemo(() => Object.keys(initial), [initial]);

  const setValue = useCallback(<K extends keyof Form & string>(name: K, value: Form[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      // The field's own message and those inside it (a repeated group's items).
      const kept = Object.entries(current).filter(([path]) => path !== name && !path.startsWith(`${name}.`));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  const validate = useCallback(
    (options: { photoFields?: readonly string[] } = {}) => {
      const skipped = options.photoFields ?? [];
      const raw = values as Record<string, unknown>;
      // Any photo id passes the photo's own rule; the real value is put back after parsing.
      const checked = Object.fromEntries(
        Object.entries(raw).map(([name, value]) => [name, skipped.includes(name) ? ASSUMED_PHOTO : value]),
      );
      const result = validateForm(
        schema,
        checked,
        fields.filter((name) => !skipped.includes(name)),
      );
      setErrors(result.ok ? {} : result.errors);
      if (!result.ok) return null;
      const parsed = { ...result.value } as Record<string, unknown>;
      for (const name of skipped) parsed[name] = raw[name];
      return parsed as Form;
    },
    [schema, values, fields],
  );

  const applyViolations = useCallback(
    (violations: readonly Violation[]) => {
      const found = fieldErrorsFrom(violations, fields);
      setErrors(found);
      return Object.keys(found).length > 0;
    },
    [fields],
  );

  const markSaved = useCallback(() => setBaseline(values), [values]);
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
  const reset = useCallback((next: Form) => {
    setValues(next);
    setBaseline(next);
    setErrors({});
  }, []);

  return {
    values,
    errors,
    setValue,
    validate,
    applyViolations,
    isDirty: !sameValues(values, baseline),
    markSaved,
    reset,
    isWorking: work.running.size > 0,
    workFailures: work.failures,
    setWorking,
  };
}
