import { useEffect, useRef, useState } from 'react';
import type { EntityForm } from './useEntityForm';

/**
 * The form's submit, deferred while a field is still producing its value (a creatable select creating a
 * new author, an inline image uploading): a save pressed at once runs when the work settles, with the
 * values it produced, instead of sending the value from before it. A work that fails drops the deferred
 * save: the field says why. The returned promise settles when the save has (ui's Form then focuses the
 * first invalid field, a 422's included).
 */
export function useSubmitWhenSettled(
  form: Pick<EntityForm<object>, 'isWorking' | 'workFailures'>,
  submit: () => unknown,
): () => Promise<unknown> {
  // The failures counted when the save was deferred; null when none waits.
  const [deferred, setDeferred] = useState<number | null>(null);
  const waiting = useRef<(() => void)[]>([]);
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  });
  useEffect(() => {
    if (deferred === null || form.isWorking) return;
    setDeferred(null);
    const settle = () => {
      for (const resolve of waiting.current.splice(0)) resolve();
    };
    if (form.workFailures === deferred) Promise.resolve(latest.current()).then(settle, settle);
    else settle();
  }, [deferred, form.isWorking, form.workFailures]);
  return () => {
    if (!form.isWorking) return Promise.resolve(submit());
    setDeferred((current) => current ?? form.workFailures);
    return new Promise<void>((resolve) => waiting.current.push(resolve));
  };
}
