import { liveMessages } from '@redakcja/api-sdk';
import { LightButton } from '@redakcja/ui';
import * as styles from './live.css';

/**
 * An edit form's live notes (WEB-147): who else has the record open, and a change saved elsewhere with
 * the fields it touched and 'Uwzględnij zmiany'. Each text is a polite status of its own, present from
 * the start so that it is read out when it changes; the button stays outside them.
 */
export function LiveRecordNotes({
  others,
  changed,
  deleted,
  taken,
  onTakeIn,
}: {
  others: readonly string[];
  /** The labels of the fields changed on the server (empty: no change to tell). */
  changed: readonly string[];
  deleted: boolean;
  taken: boolean;
  onTakeIn: () => void;
}) {
  const news = deleted
    ? liveMessages.deletedOnServer
    : changed.length > 0
      ? liveMessages.changedOnServer(changed)
      : taken
        ? liveMessages.takenChanges
        : '';
  return (
    <>
      <p role="status" className={styles.note}>
        {others.length > 0 ? liveMessages.alsoEditing(others) : ''}
      </p>
      <div className={styles.banner}>
        <p role="status" className={styles.note}>
          {news}
        </p>
        {!deleted && changed.length > 0 ? (
          <LightButton size="sm" variant="secondary" onPress={onTakeIn}>
            {liveMessages.takeChanges}
          </LightButton>
        ) : null}
      </div>
    </>
  );
}
