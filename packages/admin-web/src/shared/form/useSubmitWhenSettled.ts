import { useEffect, useRef, useState } from 'react';
import type { EntityForm } from './useEntityForm';

/**
 * The form's submit, deferred while a field is still producing its value (a creatable select creating a
 * new author): a save pressed at once runs when the work settles, with the values it produced, instead
 * of sending the value from before it. A work that fails drops the deferred save: the field says why.
 */
export function useSubmitWhenSettled(
  form: Pick<EntityForm<object>, 'isWorking' | 'workFailures'>,
  submit: () => unknown,
): () => void {
  // The failures counted when the save was deferred; null when none waits.
  const [deferred, setDeferred] = useState<number | null>(null);
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  });
  useEffect(() => {
    if (deferred === null || form.isWorking) return;
    setDeferred(null);
    if (form.workFailures === deferred) void latest.current();
  }, [deferred, form.isWorking, form.workFailures]);
  return () => {
    if (form.isWorking) setDeferred((current) => current ?? form.workFailures);
    else void submit();
  };
}
