/**
 * A toggle in a list cell that flips one field of its row (an article's RSS flag, a subscriber's
 * confirmation, a press issue's publication): PATCH with the opposite value, then the list reloads. A
 * failure is ignored as the specification says, or said in an alert where the definition gives a text.
 * The patch names the row as listed (`expected`): when someone else changed the same field meanwhile,
 * nothing is sent and an alert says so while the list shows the value now.
 */
import { ConflictError, conflictMessages, type Id } from '@redakcja/api-sdk';
import { ErrorText, LightSwitch, PublicationToggle } from '@redakcja/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { QueryKeys } from '../queryKeys';

export interface PatchToggleProps {
  /** The record flipped: the toggle's pending or failed state is this record's. */
  recordId: Id;
  /** The accessible name ('RSS Wykop artykułu 12'); a switch shows no text, its column's header names it. */
  label: string;
  isOn: boolean;
  /** Sends the opposite value, with the row as listed as `expected`. */
  patch: (next: boolean) => Promise<unknown>;
  /** The lists reloaded afterwards. */
  keys: QueryKeys;
  /** Shown in an alert when the patch fails; none: the failure is ignored. */
  failureText?: string;
  /** 'icon': a pressable green check or red cross named by its state (the press centre's publication). */
  appearance?: 'switch' | 'icon';
}

export function PatchToggle({
  recordId,
  label,
  isOn,
  patch,
  keys,
  failureText,
  appearance = 'switch',
}: PatchToggleProps) {
  const queryClient = useQueryClient();
  // The patch's state held here rather than in a `useMutation` (an observer and a subscription in each
  // of a list's 60 toggles, for a state no other component reads). Pending until the lists have reloaded,
  // so the switch shows the new value until the row does. The state names its record: a list keeps its
  // rows by position (DataTable's rowIdentity), so this toggle may next stand for another record, which
  // must not show this one's pending or failure.
  const [patchState, setPatchState] = useState<{
    of: Id;
    state: 'pending' | 'failed' | 'changed';
  } | null>(null);
  const state = patchState?.of === recordId ? patchState.state : 'idle';
  const isPending = state === 'pending';
  const flip = async () => {
    if (isPending) return;
    const of = recordId;
    setPatchState({ of, state: 'pending' });
    let outcome: 'failed' | 'changed' | null = null;
    try {
      await patch(!isOn);
    } catch (error) {
      outcome = error instanceof ConflictError ? 'changed' : 'failed';
    }
    await queryClient.invalidateQueries({ queryKey: keys.lists() });
    // Settles this toggle's own state only (the place may hold another record's by now).
    setPatchState((current) => (current?.of === of ? (outcome ? { of, state: outcome } : null) : current));
  };
  return (
    <>
      {appearance === 'icon' ? (
        <PublicationToggle
          isOn={isOn}
          isPending={isPending}
          onToggle={() => void flip()}
          onLabel={`${label}: tak`}
          offLabel={`${label}: nie`}
        />
      ) : (
        // Named for assistive technology only: the column's header names it on screen, and a visible
        // 'RSS Wykop artykułu 219' in each row squeezed the title column (WEB-85).
        <LightSwitch
          aria-label={label}
          isSelected={isPending ? !isOn : isOn}
          isDisabled={isPending}
          onChange={() => void flip()}
        />
      )}
      {failureText && state === 'failed' ? <ErrorText>{failureText}</ErrorText> : null}
      {state === 'changed' ? <ErrorText>{conflictMessages.toggleChanged}</ErrorText> : null}
    </>
  );
}
