/**
 * Leaving a form with unsaved changes asks first (WEB-7): a navigation inside the panel (a link, the
 * browser's Back or Forward) is held by the panel's navigation blocker (WEB-67) and confirmed in a
 * dialog; closing or reloading the tab gets the browser's own question (beforeunload). Staying is the
 * default (focused) choice. A form that keeps no draft is counted for the question before a logout
 * (unsavedForms.ts); a draft-keeping one is counted by its draft.
 */
import { ConfirmDialog } from '@redakcja/ui';
import { useEffect, useRef } from 'react';
import { useNavigationBlocker } from '../navigationBlocker';
import { holdUndraftedForm, UNSAVED_CHANGES_TITLE } from './unsavedForms';

export const UNSAVED_CHANGES_TEXTS = {
  title: UNSAVED_CHANGES_TITLE,
  question: 'Formularz zawiera niezapisane zmiany. Czy na pewno chcesz go opuścić?',
  leave: 'Opuść',
  stay: 'Zostań',
} as const;

/**
 * `isSaving`: a save is in flight; leaving asks too (its outcome would be lost with the form), and the
 * held navigation goes through by itself once the save succeeds and the form is clean. `keptAsDraft`: the
 * form writes its changes as a draft (drafts.ts).
 */
export function UnsavedChangesGuard({
  isDirty,
  isSaving = false,
  keptAsDraft = false,
}: {
  isDirty: boolean;
  isSaving?: boolean;
  keptAsDraft?: boolean;
}) {
  const holds = isDirty || isSaving;
  useEffect(() => (holds && !keptAsDraft ? holdUndraftedForm() : undefined), [holds, keptAsDraft]);
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => holds && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!holds) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [holds]);

  // 'Opuść' proceeds, and the dialog's closing must not then cancel the navigation it let through.
  const leaving = useRef(false);
  if (blocker.state !== 'blocked') leaving.current = false;

  // Saved meanwhile (or the form became clean): let the held navigation through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !holds) blocker.proceed();
  }, [blocker, holds]);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked' && !leaving.current) blocker.reset();
      }}
      title={UNSAVED_CHANGES_TEXTS.title}
      confirmLabel={UNSAVED_CHANGES_TEXTS.leave}
      cancelLabel={UNSAVED_CHANGES_TEXTS.stay}
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    >
      {UNSAVED_CHANGES_TEXTS.question}
    </ConfirmDialog>
  );
}
