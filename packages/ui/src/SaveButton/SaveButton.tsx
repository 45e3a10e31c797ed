import { SAVE_BUTTON_RESET_MS } from '@redakcja/api-sdk/constants';
import { useEffect, useRef } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../theme/global.css';
import { SAVE_ERROR_LABEL, SAVE_LABELS, SAVE_SENDING_LABEL, type SaveKind, type SaveStatus } from './labels';
import * as styles from './SaveButton.css';

export interface SaveButtonProps extends Omit<ButtonProps, 'children' | 'isPending' | 'variant'> {
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

/**
 * The save cycle of every form: idle ('Zapisz', 'Dodaj', 'Zaloguj', 'Zmień', 'Wygeneruj html'),
 * sending (spinner, pending: presses and form submission ignored, focus kept), success ('Zapisano',
 * 'Dodano', 'Zaloguj', 'Zmieniono', 'Wygenerowano') and failure ('Błąd' in red). A polite live region
 * announces each change. It is a submit button unless `type` says otherwise.
 */
export function SaveButton({
  kind,
  status,
  onReset,
  resetAfterMs = SAVE_BUTTON_RESET_MS,
  errorText = SAVE_ERROR_LABEL,
  idleText,
  type = 'submit',
  className,
  ...props
}: SaveButtonProps) {
  const labels = SAVE_LABELS[kind];
  const onResetRef = useRef(onReset);
  onResetRef.current = onReset;

  useEffect(() => {
    if ((status !== 'success' && status !== 'error') || resetAfterMs === null) return;
    const timer = setTimeout(() => onResetRef.current?.(), resetAfterMs);
    return () => clearTimeout(timer);
  }, [status, resetAfterMs]);

  const idle = idleText ?? labels.idle;
  const text =
    status === 'success'
      ? labels.success
      : status === 'error'
        ? errorText
        : status === 'sending'
          ? null
          : idle;
  const announcement =
    status === 'sending'
      ? SAVE_SENDING_LABEL
      : status === 'success'
        ? labels.success
        : status === 'error'
          ? errorText
          : '';
  const stateClass = status === 'error' ? styles.error : status === 'success' ? styles.success : '';

  return (
    <span className={styles.wrapper}>
      <Button
        {...props}
        type={type}
        variant="primary"
        isPending={status === 'sending'}
        data-status={status}
        className={`${stateClass} ${typeof className === 'string' ? className : ''}`}
      >
        {status === 'sending' ? (
          <>
            <Spinner size="sm" decorative />
            <span className={visuallyHidden}>{SAVE_SENDING_LABEL}</span>
          </>
        ) : (
          text
        )}
      </Button>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </span>
  );
}
