/**
 * The one way every form of the panel saves (crud forms, password change, Google credentials, blocking
 * lists): a TanStack Query mutation behind the save button's cycle (idle, sending, success, error; 01 §4).
 *
 * A save is never sent twice. React state arrives a render late, so a second Enter or a double click
 * reaches the submit handler before the button shows it is busy: a synchronous guard drops any save
 * while one is in flight, and while the button shows its success label (a click on 'Dodano' repeats
 * nothing). `lock()` keeps it from saving again at all (the screen is leaving after a create).
 */
import type { SaveStatus } from '@redakcja/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportLeftSaveFailure } from './LeftSaveFailure';

export type SaveOutcome<Result> = { ok: true; result: Result } | { ok: false; error: unknown };

export interface Save<Input, Result> {
  status: SaveStatus;
  /**
   * Runs the save: its outcome, or null when it was not sent (one in flight, the success label shown,
   * or locked). Never rejects.
   */
  save: (input: Input) => Promise<SaveOutcome<Result> | null>;
  /** True while a save would be dropped (for `isDisabled` where a screen wants it shown). */
  isBlocked: boolean;
  /** No further save from this form (it is leaving). */
  lock: () => void;
  /** Back to idle (a new change after 'Zapisano' may be saved again at once). */
  reset: () => void;
  /** Spread on the SaveButton: `<SaveButton kind="edit" {...save.buttonProps} />`. */
  buttonProps: { status: SaveStatus; onReset: () => void; resetAfterMs?: number | null };
}

export interface SaveOptions {
  /** The button keeps its final label until the next save (producer and player edit): no 4 s reset. */
  keepFinalLabel?: boolean;
  /**
   * The form differs from what was saved: a change after 'Zapisano' puts the button back to idle, so it
   * can be saved at once (a click on the success label alone repeats nothing).
   */
  isDirty?: boolean;
}

export function useSave<Input, Result>(
  send: (input: Input) => Promise<Result>,
  options: SaveOptions = {},
): Save<Input, Result> {
  const mutation = useMutation({ mutationFn: send });
  const reportLeftSaveFailure = useReportLeftSaveFailure();
  const inFlight = useRef(false);
  const locked = useRef(false);
  // The button's status is set as the call starts and ends, not from the mutation's observer, whose
  // notifications arrive on a later timer tick (and would lag behind a second press).
  const [status, setStatus] = useState<SaveStatus>('idle');
  const statusRef = useRef(status);
  statusRef.current = status;

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { mutateAsync, reset: resetMutation } = mutation;
  const save = useCallback(
    async (input: Input): Promise<SaveOutcome<Result> | null> => {
      if (inFlight.current || locked.current || statusRef.current === 'success') return null;
      inFlight.current = true;
      setStatus('sending');
      try {
        const result = await mutateAsync(input);
        if (mounted.current) setStatus('success');
        statusRef.current = 'success';
        return { ok: true, result };
      } catch (error) {
        if (mounted.current) setStatus('error');
        // The user left while it was sending: the shell says it failed (no form is left to show 'Błąd').
        else reportLeftSaveFailure();
        return { ok: false, error };
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync, reportLeftSaveFailure],
  );
  const reset = useCallback(() => {
    if (!mounted.current || inFlight.current) return;
    resetMutation();
    setStatus('idle');
  }, [resetMutation]);
  useEffect(() => {
    if (options.isDirty && status === 'success' && !locked.current) reset();
  }, [options.isDirty, status, reset]);
  const lock = useCallback(() => {
    locked.current = true;
  }, []);

  return {
    status,
    save,
    isBlocked: status === 'sending' || status === 'success' || locked.current,
    lock,
    reset,
    buttonProps: {
      status,
      onReset: reset,
      ...(options.keepFinalLabel ? { resetAfterMs: null } : {}),
    },
  };
}
