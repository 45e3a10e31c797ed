import { conflictMessages } from '@redakcja/api-sdk';
import { Modal, Spinner } from '@redakcja/ui';
import { lazy, Suspense } from 'react';
import * as styles from './ConflictDialog.css';

// The question's body loads when a conflict first happens (every edit form holds the dialog).
const ConflictQuestion = lazy(() => import('./ConflictQuestion'));

/** Which version of a field a save keeps. */
export type Version = 'mine' | 'server';

export interface ConflictField {
  name: string;
  label: string;
  server: unknown;
  mine: unknown;
}

/** The notice of a save merged with someone else's change (a live region, read out when it appears). */
export function ConflictNotice({ shown }: { shown: boolean }) {
  return (
    <p role="status" className={styles.notice}>
      {shown ? conflictMessages.merged : ''}
    </p>
  );
}

/**
 * The question of a save that overlaps someone else's change: each field with the server's value and the
 * user's (long texts as the words that differ), and the ways on (WEB-100): keep mine or the server's for
 * all, or, when several fields overlap, the version chosen for each ('Zapisz wybrane'). Nothing is sent
 * until one is chosen.
 */
export function ConflictDialog({
  fields,
  onKeepMine,
  onTakeServer,
  onKeepChosen,
  onKeepEditing,
}: {
  fields: readonly ConflictField[] | null;
  onKeepMine: () => void;
  onTakeServer: () => void;
  onKeepChosen: (choices: Readonly<Record<string, Version>>) => void;
  onKeepEditing: () => void;
}) {
  return (
    <Modal
      isOpen={fields !== null}
      onOpenChange={(open) => {
        if (!open) onKeepEditing();
      }}
      title={conflictMessages.title}
      role="alertdialog"
      size="wide"
    >
      {(close) => (
        <Suspense fallback={<Spinner centered />}>
          <ConflictQuestion
            fields={fields ?? []}
            onKeepMine={onKeepMine}
            onTakeServer={onTakeServer}
            onKeepChosen={onKeepChosen}
            onClose={close}
          />
        </Suspense>
      )}
    </Modal>
  );
}
