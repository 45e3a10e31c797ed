import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveStatus } from './labels';

export interface SaveCycle {
  status: SaveStatus;
  /**
   * Runs a save: 'sending' while the promise runs, then 'success', or 'error' and the rejection is
   * re-thrown so the form can show field messages (a 422). Status updates stop once unmounted.
   */
  run: <T>(save: () => Promise<T>) => Promise<T>;
  /** Back to idle (the button calls it after its reset delay). */
  reset: () => void;
  /** Spread on the SaveButton: `<SaveButton kind="edit" {...cycle.buttonProps} />`. */
  buttonProps: { status: SaveStatus; onReset: () => void };
}

/**
 * Holds the status of one save button. The reset timer lives in SaveButton (its `resetAfterMs`),
 * which clears it on every change and on unmount.
 */
export function useSaveCycle(): SaveCycle {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async <T>(save: () => Promise<T>): Promise<T> => {
    setStatus('sending');
    try {
      const result = await save();
      if (mounted.current) setStatus('success');
      return result;
    } catch (error) {
      if (mounted.current) setStatus('error');
      throw error;
    }
  }, []);

  const reset = useCallback(() => {
    if (mounted.current) setStatus('idle');
  }, []);

  return { status, run, reset, buttonProps: { status, onReset: reset } };
}
