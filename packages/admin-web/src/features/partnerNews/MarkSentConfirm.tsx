import { Button, CANCEL_LABEL } from '@redakcja/ui';
import { useMutation } from '@tanstack/react-query';
import { MARK_SENT } from '../../shared/markSent';
import * as styles from './MarkSentConfirm.css';

/** D26's confirmation inside the row action's dialog: 'Anuluj' (first) or mark sent, then the list reloads. */
export function MarkSentConfirm({
  send,
  reload,
  close,
}: {
  send: () => Promise<unknown>;
  reload: () => Promise<void>;
  close: () => void;
}) {
  const mark = useMutation({ mutationFn: send, onSettled: () => reload() });
  return (
    <>
      <p>{MARK_SENT.question}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close} autoFocus>
          {CANCEL_LABEL}
        </Button>
        <Button
          variant="primary"
          onPress={() => {
            mark.mutate();
            close();
          }}
        >
          {MARK_SENT.label}
        </Button>
      </div>
    </>
  );
}
