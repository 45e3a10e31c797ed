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
 *
 * Pending is built here rather than with react-aria's `isPending`: that one also announces the button
 * through the global live announcer by reference (a `role="img"` labelled by the button's id, kept 7 s),
 * and a form that goes away after its save (the login, a form returning to its list) leaves the
 * reference pointing at nothing (axe role-img-alt). The status region below says the same in words.
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
  const sending = status === 'sending';
  const stateClass =
    status === 'error' ? styles.error : status === 'success' ? styles.success : sending ? styles.sending : '';

  return (
    <span className={styles.wrapper}>
      <Button
        {...props}
        // While sending: no press and no second submission, focus kept (a disabled button would lose it).
        type={sending ? 'button' : type}
        onPress={sending ? undefined : props.onPress}
        onPressStart={sending ? undefined : props.onPressStart}
        onPressEnd={sending ? undefined : props.onPressEnd}
        onPressUp={sending ? undefined : props.onPressUp}
        onPressChange={sending ? undefined : props.onPressChange}
        aria-disabled={sending || undefined}
        variant="primary"
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
