import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface Debounced<A extends unknown[]> {
  /** Calls the callback `delayMs` after the last call. */
  (...args: A): void;
  /** Calls it now with these arguments and drops any pending call. */
  flush: (...args: A) => void;
  cancel: () => void;
}

/** A debounced callback that always calls the latest `callback` and cancels itself on unmount. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): Debounced<A> {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const debounced = ((...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current(...args);
      }, delayMs);
    }) as Debounced<A>;
    debounced.flush = (...args: A) => {
      cancel();
      latest.current(...args);
    };
    debounced.cancel = cancel;
    return debounced;
  }, [cancel, delayMs]);
}
