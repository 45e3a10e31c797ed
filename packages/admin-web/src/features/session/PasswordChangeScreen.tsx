/**
 * 'Zmień swoje hasło' (01 §2, §4): one password field with the placeholder 'Hasło' and the guidance; the
 * client only requires a value, the server enforces the rule (its 422 message shows under the field,
 * D13). The button cycle is 'Zmień', spinner, 'Zmieniono' or 'Błąd'; about 2 s after success the user is
 * logged out and goes to Login.
 */
import {
  LOGOUT_AFTER_PASSWORD_CHANGE_MS,
  newPasswordChangeForm,
  passwordChangeFormSchema,
  sessionMessages,
  toPasswordChangePayload,
  ValidationError,
} from '@redakcja/api-sdk';
import { Form, SaveButton, TextField } from '@redakcja/ui';
import { useEffect, useRef, useState } from 'react';
import { useEntityForm } from '../../shared/form/useEntityForm';
import { useSave } from '../../shared/form/useSave';
import * as styles from '../../shared/layout.css';
import { Screen } from '../../shared/Screen';
import { loginNotice, useSession } from '../../shared/session';

export const PASSWORD_CHANGE_HEADING = 'Zmień swoje hasło';
export const NEW_PASSWORD_LABEL = 'Nowe hasło';
export const PASSWORD_PLACEHOLDER = 'Hasło';

export default function PasswordChangeScreen() {
  const { core, logout } = useSession();
  const [initial] = useState(newPasswordChangeForm);
  const form = useEntityForm(passwordChangeFormSchema, initial);
  const saving = useSave((password: string) => core.auth.changePassword(password));
  const logoutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(logoutTimer.current), []);

  const submit = async () => {
    if (saving.isBlocked) return;
    const valid = form.validate();
    if (!valid) return;
    const outcome = await saving.save(toPasswordChangePayload(valid).password);
    if (outcome === null) return;
    if (outcome.ok) {
      // The session ends: nothing more is saved here; logged out, the panel shows Login.
      saving.lock();
      logoutTimer.current = setTimeout(() => {
        loginNotice.text = sessionMessages.passwordChanged;
        void logout();
      }, LOGOUT_AFTER_PASSWORD_CHANGE_MS);
    } else if (outcome.error instanceof ValidationError) {
      form.applyViolations(outcome.error.violations);
    }
  };

  return (
    <Screen title={PASSWORD_CHANGE_HEADING}>
      <Form onSubmit={submit} className={styles.formColumn}>
        <TextField
          label={NEW_PASSWORD_LABEL}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={PASSWORD_PLACEHOLDER}
          description={sessionMessages.strongPassword}
          value={form.values.password}
          onChange={(password) => form.setValue('password', password)}
          errorMessage={form.errors.password}
        />
        <div className={styles.actions}>
          <SaveButton kind="password" isDisabled={saving.status === 'success'} {...saving.buttonProps} />
        </div>
      </Form>
    </Screen>
  );
}
