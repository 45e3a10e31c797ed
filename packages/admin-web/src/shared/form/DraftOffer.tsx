import { Button, formatDateTime, Modal } from '@redakcja/ui';
import * as styles from '../layout.css';

export const DRAFT_QUESTION = 'Przywrócić niezapisane zmiany?';
export const DRAFT_RESTORE_LABEL = 'Przywróć';
export const DRAFT_DISCARD_LABEL = 'Odrzuć';
export const draftTimeText = (savedAt: number) => `Niezapisane zmiany z ${formatDateTime(savedAt)}.`;

/**
 * The offer of a form's draft (`drafts.ts`) with the time it was written: 'Przywróć' or 'Odrzuć'. Only an
 * explicit answer closes it (an Escape must not throw away an hour of typing).
 */
export function DraftOffer({
  savedAt,
  onAnswer,
}: {
  savedAt: number | null;
  onAnswer: (restore: boolean) => void;
}) {
  return (
    <Modal isOpen={savedAt !== null} onOpenChange={() => {}} title={DRAFT_QUESTION} role="alertdialog">
      <p>{savedAt !== null ? draftTimeText(savedAt) : null}</p>
      <div className={styles.actions}>
        <Button variant="primary" onPress={() => onAnswer(true)} autoFocus>
          {DRAFT_RESTORE_LABEL}
        </Button>
        <Button variant="secondary" onPress={() => onAnswer(false)}>
          {DRAFT_DISCARD_LABEL}
        </Button>
      </div>
    </Modal>
  );
}
