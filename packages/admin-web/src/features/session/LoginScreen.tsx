/**
 * 'Zaloguj się' (01 §2): username and password, no required-field rules, the 'Zaloguj' save cycle.
 * Success leads Home with 'Pomyślnie zalogowano.' (the shell); failure shows 'Błędny login lub hasło.' (D22).
 * Its submit is a native button and its frame has no back link: what the login screen loads carries no
 * react-aria press machinery (WEB-62); its fields stay react-aria's.
 */
import { type LoginForm, loginFailureMessage, newLoginForm } from '@redakcja/api-sdk';
import { ErrorText, Form, NativeSaveButton, TextField, useSaveCycle } from '@redakcja/ui';
import { useEffect, useState } from 'react';
import * as styles from '../../shared/layout.css';
import { ScreenFrame } from '../../shared/ScreenFrame';
import { loginNotice, useSession } from '../../shared/session';

export const USERNAME_LABEL = 'Nazwa użytkownika';
export const PASSWORD_LABEL = 'Hasło';

export default function LoginScreen() {
  const { login } = useSession();
  const cycle = useSaveCycle();
  const [values, setValues] = useState<LoginForm>(newLoginForm);
  const [failure, setFailure] = useState<string | null>(null);
  // Said once, on the login screen that opens after the password change's logout.
  const [notice] = useState(() => loginNotice.text);
  useEffect(() => {
    loginNotice.text = null;
  }, []);

  const submit = async () => {
    setFailure(null);
    try {
      // The session switches the panel to the logged-in shell, which opens Home with the notice.
      await cycle.run(() => login({ username: values.username, password: values.password }));
    } catch (error) {
      setFailure(loginFailureMessage(error));
    }
  };

  return (
    <ScreenFrame>
      <Form onSubmit={submit} className={styles.formColumn}>
        {notice ? <p role="status">{notice}</p> : null}
        <TextField
          label={USERNAME_LABEL}
          // After the password change's logout the user logs in again at once: the focus is on the field.
          autoFocus={notice !== null}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={(username) => setValues((current) => ({ ...current, username }))}
        />
        <TextField
          label={PASSWORD_LABEL}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
        />
        <div className={styles.actions}>
          <NativeSaveButton kind="login" {...cycle.buttonProps} />
        </div>
        <ErrorText>{failure}</ErrorText>
      </Form>
    </ScreenFrame>
  );
}
