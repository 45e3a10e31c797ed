/**
 * The question before a logout that would lose unsaved changes (LogoutQuestion.tsx), in a module of its
 * own that the shell loads, with the dialogs' code, when it is first asked.
 */
import { ConfirmDialog } from '@redakcja/ui/dialogs';
import { UNSAVED_CHANGES_TITLE } from './unsavedForms';

const FORMS = new Intl.PluralRules('pl-PL');

export const LOGOUT_QUESTION_TEXTS = {
  title: UNSAVED_CHANGES_TITLE,
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

export default function LogoutQuestionDialog({
  count,
  onConfirm,
  onClose,
}: {
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={LOGOUT_QUESTION_TEXTS.title}
      confirmLabel={LOGOUT_QUESTION_TEXTS.logout}
      cancelLabel={LOGOUT_QUESTION_TEXTS.stay}
      onConfirm={onConfirm}
    >
      {LOGOUT_QUESTION_TEXTS.question(count)}
    </ConfirmDialog>
  );
}
