/**
 * 'Zablokuj IP' from a comment's row, loaded when first pressed: a confirmation naming the address,
 * then the address added to 'Zablokowane adresy IP' through the bans API (over the list as it is, a
 * save made meanwhile kept), the outcome in a status message, and 'Cofnij' for a few seconds.
 */
import {
  BAN_UNDO_WINDOW_MS,
  banFailureReason,
  createBansResource,
  resourceOf,
  banFromRowMessages as texts,
} from '@redakcja/api-sdk';
import { ErrorText, LightButton } from '@redakcja/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { banKeys } from '../../shared/banKeys';
import * as styles from '../../shared/layout.css';
import { OnDemandConfirmDialog } from '../../shared/lazyDialogs';
import { useApiClient } from '../../shared/session';

type Outcome =
  | { kind: 'confirm' }
  | { kind: 'sending' }
  | { kind: 'added'; undoable: boolean }
  | { kind: 'said'; text: string }
  | { kind: 'failed'; text: string };

export default function RowBan({ ip, onClose }: { ip: string; onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'confirm' });
  const confirmed = useRef(false);
  const bans = resourceOf(client, createBansResource);
  // The bans screen reads the list again when it is next opened.
  const changed = () => queryClient.invalidateQueries({ queryKey: banKeys.detail('ips') });

  const ban = async () => {
    confirmed.current = true;
    setOutcome({ kind: 'sending' });
    try {
      const added = await bans.add('ips', ip);
      await changed();
      setOutcome(
        added ? { kind: 'added', undoable: true } : { kind: 'said', text: texts.already('ips', ip) },
      );
    } catch (error) {
      setOutcome({ kind: 'failed', text: texts.failed('ips', ip, banFailureReason(error)) });
    }
  };

  const undo = async () => {
    setOutcome({ kind: 'sending' });
    try {
      await bans.remove('ips', ip);
      await changed();
      setOutcome({ kind: 'said', text: texts.undone('ips', ip) });
    } catch (error) {
      setOutcome({ kind: 'failed', text: texts.undoFailed(ip, banFailureReason(error)) });
    }
  };

  const undoable = outcome.kind === 'added' && outcome.undoable;
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setOutcome({ kind: 'added', undoable: false }), BAN_UNDO_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [undoable]);

  if (outcome.kind === 'confirm')
    return (
      <OnDemandConfirmDialog
        title={texts.title.ips}
        confirmLabel={texts.confirm}
        onConfirm={() => void ban()}
        onClose={() => {
          if (!confirmed.current) onClose();
        }}
      >
        {texts.question('ips', ip)}
      </OnDemandConfirmDialog>
    );
  if (outcome.kind === 'failed') return <ErrorText>{outcome.text}</ErrorText>;
  return (
    <div role="status" className={styles.actions}>
      {outcome.kind === 'added' ? texts.added('ips', ip) : outcome.kind === 'said' ? outcome.text : null}
      {undoable ? (
        <LightButton size="sm" onPress={() => void undo()}>
          {texts.undo}
        </LightButton>
      ) : null}
    </div>
  );
}
