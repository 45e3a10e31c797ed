/**
 * 'Wyloguj' while forms of this browser hold unsaved changes (any tab's drafts, this tab's dirty forms:
 * unsavedForms.ts) asks first, naming how many; 'Anuluj' (focused) keeps the session and every change.
 * Only a confirmed logout removes the drafts; with nothing unsaved it logs out at once. The dialog's
 * code loads when it first opens (lazyDialogs.tsx), so the shell carries none of it.
 */
import { type ReactNode, useState } from 'react';
import { OnDemandConfirmDialog } from '../lazyDialogs';
import { removeAllDrafts } from './draftStore';
import { UNSAVED_CHANGES_TEXTS } from './UnsavedChangesGuard';
import { unsavedFormCount } from './unsavedForms';

const FORMS = new Intl.PluralRules('pl-PL');

export const LOGOUT_QUESTION_TEXTS = {
  title: UNSAVED_CHANGES_TEXTS.title,
  question: (count: number) => {
    const forms =
      {
        one: 'formularz zawiera',
        few: 'formularze zawierają',
      }[FORMS.select(count) as 'one' | 'few'] ?? 'formularzy zawiera';
    return `${count} ${forms} niezapisane zmiany. Wylogowanie je usunie. Czy na pewno chcesz się wylogować?`;
  },
  logout: 'Wyloguj',
  stay: 'Anuluj',
} as const;

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
    <OnDemandConfirmDialog
      onClose={() => setCount(0)}
      title={LOGOUT_QUESTION_TEXTS.title}
      confirmLabel={LOGOUT_QUESTION_TEXTS.logout}
      cancelLabel={LOGOUT_QUESTION_TEXTS.stay}
      onConfirm={confirmed}
    >
      {LOGOUT_QUESTION_TEXTS.question(count)}
    </OnDemandConfirmDialog>
  );
  return { requestLogout, question };
}
