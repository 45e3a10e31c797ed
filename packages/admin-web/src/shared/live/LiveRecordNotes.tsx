import { liveMessages } from '@redakcja/api-sdk';
import { Button } from '@redakcja/ui';
import * as styles from '../layout.css';
import { useLiveUpdatesOff } from './liveState';

export interface LiveRecordNotesProps {
  others: readonly string[];
  /** The labels of the fields changed on the server (empty: no change to tell). */
  changed: readonly string[];
  deleted: boolean;
  taken: boolean;
  onTakeIn: () => void;
}

/**
 * An edit form's live notes (WEB-147): who else has the record open, and a change saved elsewhere with
 * the fields it touched and 'Uwzględnij zmiany'. Each text is a polite status of its own, present from
 * the start so that it is read out when it changes; the button stays outside them. While the hub cannot
 * be reached, a muted line says live updates are off.
 */
export default function LiveRecordNotes({ others, changed, deleted, taken, onTakeIn }: LiveRecordNotesProps) {
  const off = useLiveUpdatesOff();
  const news = deleted
    ? liveMessages.deletedOnServer
    : changed.length > 0
      ? liveMessages.changedOnServer(changed)
      : taken
        ? liveMessages.takenChanges
        : '';
  return (
    <>
      <p role="status" className={styles.muted}>
        {others.length > 0 ? liveMessages.alsoEditing(others) : ''}
      </p>
      <div className={styles.actions}>
        <p role="status" className={styles.muted}>
          {news}
        </p>
        {!deleted && changed.length > 0 ? (
          <Button size="sm" variant="secondary" onPress={onTakeIn}>
            {liveMessages.takeChanges}
          </Button>
        ) : null}
      </div>
      {/* Quiet, not announced: the form works on without the hub (WEB-148). */}
      {off ? <p className={styles.hint}>{liveMessages.off}</p> : null}
    </>
  );
}
