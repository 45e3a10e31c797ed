/**
 * 'Wyloguj' while forms of this browser hold unsaved changes (any tab's drafts, this tab's dirty forms:
 * unsavedForms.ts) asks first, naming how many; 'Anuluj' (focused) keeps the session and every change.
 * Only a confirmed logout removes the drafts; with nothing unsaved it logs out at once. The dialog's
 * code (LogoutQuestionDialog.tsx, with the dialogs') loads when it first opens, so the shell carries
 * none of it.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { removeAllDrafts } from './draftStore';
import { unsavedFormCount } from './unsavedForms';

const LogoutQuestionDialog = lazy(() => import('./LogoutQuestionDialog'));

export function useLogoutQuestion(logout: () => Promise<void>): {
  requestLogout: () => void;
  question: ReactNode;
} {
  const [count, setCount] = useState(0);
  const confirmed = () => {
    removeAllDrafts();
    void logout();
  };
  const requestLogout = () => {
    const unsaved = unsavedFormCount();
    if (unsaved === 0) confirmed();
    else setCount(unsaved);
  };
  const question = count > 0 && (
    <Suspense fallback={null}>
      <LogoutQuestionDialog count={count} onConfirm={confirmed} onClose={() => setCount(0)} />
    </Suspense>
  );
  return { requestLogout, question };
}
