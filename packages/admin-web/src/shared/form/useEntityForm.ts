import type { Violation } from '@redakcja/api-sdk';
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsFrom, sameValues, validateForm } from './formErrors';

export interface EntityForm<Form extends object> {
  values: Form;
  /** The message under each invalid field. */
  errors: FieldErrors;
  /** Sets one value (typed values are always kept) and clears that field's message. */
  setValue: <K extends keyof Form & string>(name: K, value: Form[K]) => void;
  /** Runs the schema: the parsed values, or null after showing the messages. */
  validate: () => Form | null;
  /** D13: shows a 422's messages under the fields they name; true when any field was named. */
  applyViolations: (violations: readonly Violation[]) => boolean;
  /** The values differ from the last loaded or saved ones. */
  isDirty: boolean;
  /** The current values become the saved baseline (after a successful save). */
  markSaved: () => void;
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
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const validate = useCallback(() => {
    const result = validateForm(schema, values, fields);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.value : null;
  }, [schema, values, fields]);

  const applyViolations = useCallback(
    (violations: readonly Violation[]) => {
      const found = fieldErrorsFrom(violations, fields);
      setErrors(found);
      return Object.keys(found).length > 0;
    },
    [fields],
  );

  const markSaved = useCallback(() => setBaseline(values), [values]);
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
  };
}
