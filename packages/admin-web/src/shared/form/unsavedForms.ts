/**
 * How many forms of this browser hold unsaved changes, for the question before a logout: the drafts in
 * the browser's storage (written by every tab's draft-keeping forms as they change), and this tab's forms
 * that keep no draft while they are dirty or saving (their changes live only in this tab's memory).
 */
import { draftCount } from './draftStore';

/** The title of both unsaved-changes questions: leaving a form (WEB-7) and logging out (WEB-OUT1). */
export const UNSAVED_CHANGES_TITLE = 'Niezapisane zmiany';

const undraftedForms = new Set<symbol>();

/** Counts a form of this tab that keeps no draft, until the returned function is called. */
export function holdUndraftedForm(): () => void {
  const form = Symbol('unsaved form');
  undraftedForms.add(form);
  return () => {
    undraftedForms.delete(form);
  };
}

export function unsavedFormCount(): number {
  return draftCount() + undraftedForms.size;
}
