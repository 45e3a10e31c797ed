import { NativeButton } from '../Button/NativeButton';
import * as styles from './SaveButton.css';
import { type SaveButtonFaceProps, useSaveButtonFace } from './saveButtonFace';

export interface NativeSaveButtonProps extends SaveButtonFaceProps {
  isDisabled?: boolean;
  className?: string;
}

/**
 * `SaveButton`'s cycle, labels, spinner, colours and status region on a native submit button: the login
 * form's, so the login screen loads none of react-aria's press machinery (UI-39). It only submits its
 * form (no `onPress`); while sending it is a plain button (`type="button"`, `aria-disabled`), so neither
 * a click nor Enter submits again, and it keeps the focus (a disabled button would lose it).
 */
export function NativeSaveButton({ isDisabled, className, ...face }: NativeSaveButtonProps) {
  const { content, stateClass, sending, statusRegion } = useSaveButtonFace(face);
  return (
    <span className={styles.wrapper}>
      <NativeButton
        type={sending ? 'button' : 'submit'}
        aria-disabled={sending || undefined}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        data-status={face.status}
        className={`${stateClass}${className ? ` ${className}` : ''}`}
      >
        {content}
      </NativeButton>
      {statusRegion}
    </span>
  );
}
