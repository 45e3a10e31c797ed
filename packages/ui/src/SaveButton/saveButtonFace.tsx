/**
 * What every save button shows, whichever button element it is (react-aria's in `SaveButton`, a native
 * one in `NativeSaveButton`): the label of the status, the spinner while sending, the state's colour, the
 * reset timer and the polite status region that says each change in words.
 */
import { SAVE_BUTTON_RESET_MS } from '@redakcja/api-sdk/constants';
import { type ReactNode, useEffect, useRef } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../theme/global.css';
import { SAVE_ERROR_LABEL, SAVE_LABELS, SAVE_SENDING_LABEL, type SaveKind, type SaveStatus } from './labels';
import * as styles from './SaveButton.css';

export interface SaveButtonFaceProps {
  kind: SaveKind;
  status: SaveStatus;
  /** Called when a success or error label has been shown for `resetAfterMs`. */
  onReset?: () => void;
  /** Delay before `onReset`: 4000 ms by default; `null` keeps the final label until the next save. */
  resetAfterMs?: number | null;
  /** Failure text instead of 'Błąd' (for example 'Błąd! Spróbuj jeszcze raz.'). */
  errorText?: string;
  /** Idle label instead of the kind's (for example a caption's 'Zapisz podpis'). */
  idleText?: string;
}

/** The face's props apart from the rest (the button element's). */
export function splitFaceProps<P extends SaveButtonFaceProps>({
  kind,
  status,
  onReset,
  resetAfterMs,
  errorText,
  idleText,
  ...rest
}: P): [SaveButtonFaceProps, Omit<P, keyof SaveButtonFaceProps>] {
  return [{ kind, status, onReset, resetAfterMs, errorText, idleText }, rest];
}

export interface SaveButtonFace {
  /** The button's content: the status's label, or the spinner with the sending label for screen readers. */
  content: ReactNode;
  /** The status's class (red on failure, green on success, the progress cursor while sending). */
  stateClass: string;
  sending: boolean;
  /** The polite live region, rendered beside the button. */
  statusRegion: ReactNode;
}

export function useSaveButtonFace({
  kind,
  status,
  onReset,
  resetAfterMs = SAVE_BUTTON_RESET_MS,
  errorText = SAVE_ERROR_LABEL,
  idleText,
}: SaveButtonFaceProps): SaveButtonFace {
  const labels = SAVE_LABELS[kind];
  const onResetRef = useRef(onReset);
  onResetRef.current = onReset;

  useEffect(() => {
    if ((status !== 'success' && status !== 'error') || resetAfterMs === null) return;
    const timer = setTimeout(() => onResetRef.current?.(), resetAfterMs);
    return () => clearTimeout(timer);
  }, [status, resetAfterMs]);

  const sending = status === 'sending';
  const text =
    status === 'success' ? labels.success : status === 'error' ? errorText : (idleText ?? labels.idle);
  const announcement =
    status === 'sending'
      ? SAVE_SENDING_LABEL
      : status === 'success'
        ? labels.success
        : status === 'error'
          ? errorText
          : '';
  const stateClass =
    status === 'error' ? styles.error : status === 'success' ? styles.success : sending ? styles.sending : '';
  const content = sending ? (
    <>
      <Spinner size="sm" decorative />
      <span className={visuallyHidden}>{SAVE_SENDING_LABEL}</span>
    </>
  ) : (
    text
  );
  const statusRegion = (
    <span role="status" className={visuallyHidden}>
      {announcement}
    </span>
  );
  return { content, stateClass, sending, statusRegion };
}
