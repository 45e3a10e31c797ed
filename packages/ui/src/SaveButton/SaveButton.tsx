import { Button, type ButtonProps } from '../Button/Button';
import * as styles from './SaveButton.css';
import { type SaveButtonFaceProps, splitFaceProps, useSaveButtonFace } from './saveButtonFace';

/**
 * Marks every save button, so the panel's Ctrl+S finds the open form's and presses it as a click would.
 */
export const SAVE_BUTTON_ATTRIBUTE = 'data-save-button';

export interface SaveButtonProps
  extends Omit<ButtonProps, 'children' | 'isPending' | 'variant'>,
    SaveButtonFaceProps {}

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
export function SaveButton({ type = 'submit', className, ...all }: SaveButtonProps) {
  const [face, props] = splitFaceProps(all);
  const { content, stateClass, sending, statusRegion } = useSaveButtonFace(face);

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
        data-status={face.status}
        {...{ [SAVE_BUTTON_ATTRIBUTE]: '' }}
        className={`${stateClass} ${typeof className === 'string' ? className : ''}`}
      >
        {content}
      </Button>
      {statusRegion}
    </span>
  );
}
