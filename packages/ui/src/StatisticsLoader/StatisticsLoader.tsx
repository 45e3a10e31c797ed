import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';

export const LOAD_STATISTICS_LABEL = 'Załaduj statystyki';
export const STATISTICS_ERROR_LABEL = 'Błąd';

type State<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; data: T };

export interface StatisticsLoaderProps<T> {
  /** Fetches one row's statistics; the signal aborts it when the row unmounts. */
  load: (signal: AbortSignal) => Promise<T>;
  /** Shows the loaded data. */
  children: (data: T) => ReactNode;
}

/**
 * The per-row loader of the articles list: 'Załaduj statystyki', a spinner, then the data, or a red
 * 'Błąd' that retries. Focus follows the state so a keyboard user is not left on a removed button.
 */
export function StatisticsLoader<T>({ load, children }: StatisticsLoaderProps<T>) {
  const [state, setState] = useState<State<T>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (!hadFocus.current) return;
    if (state.status === 'error') retry.current?.focus();
    if (state.status === 'done' || state.status === 'loading') region.current?.focus();
  }, [state.status]);

  const start = () => {
    hadFocus.current = region.current?.contains(document.activeElement) ?? false;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading' });
    load(current.signal).then(
      (data) => {
        if (!current.signal.aborted) setState({ status: 'done', data });
      },
      () => {
        if (!current.signal.aborted) setState({ status: 'error' });
      },
    );
  };

  return (
    <div ref={region} tabIndex={-1} aria-live="polite" style={{ outline: 'none' }}>
      {state.status === 'idle' ? (
        <Button size="sm" variant="secondary" onPress={start}>
          {LOAD_STATISTICS_LABEL}
        </Button>
      ) : null}
      {state.status === 'loading' ? <Spinner size="sm" /> : null}
      {state.status === 'error' ? (
        <Button ref={retry} size="sm" variant="danger" onPress={start}>
          {STATISTICS_ERROR_LABEL}
        </Button>
      ) : null}
      {state.status === 'done' ? children(state.data) : null}
    </div>
  );
}
