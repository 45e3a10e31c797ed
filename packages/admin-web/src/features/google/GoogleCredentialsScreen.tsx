/**
 * Google verification settings (01 §2, §5, §7; 03 "Credentials-file form"; D10: root only). Two ways to
 * send the same credentials: pasted as JSON text, or read from a credentials file ('Plik autoryzacyjny',
 * 'Zmień'). The text must be a JSON object ('Wklejone dane nie są poprawnym obiektem JSON'), the file's
 * content too ('Niepoprawny plik autoryzacyjny'); a file that cannot be read gives 'Nie udało się
 * załadować pliku'. The server's `error` value is shown under the field it
 * concerns; any other failure only turns the button to 'Błąd'.
 */
import {
  createGoogleResource,
  googleCredentialsFormSchema,
  googleCredentialsMessages,
  newGoogleCredentialsForm,
  resourceOf,
  sharedMessages,
  toGoogleCredentialsPayload,
} from '@redakcja/api-sdk';
import { FileField, Form, SaveButton, TextArea } from '@redakcja/ui';
import { useState } from 'react';
import { useEntityForm } from '../../shared/form/useEntityForm';
import { useSave } from '../../shared/form/useSave';
import * as styles from '../../shared/layout.css';
import { Screen } from '../../shared/Screen';
import { Section } from '../../shared/Section';
import { useApiClient } from '../../shared/session';
import { readCredentialsFile } from './readCredentialsFile';

export const GOOGLE_TITLE = 'Zmiana weryfikacji Google';
export const JSON_FORM_TITLE = 'Dane uwierzytelniające w formacie JSON';
export const JSON_FIELD_LABEL = 'Dane uwierzytelniające (JSON)';
export const FILE_FORM_TITLE = 'Plik z danymi uwierzytelniającymi';

/** The server refused the credentials; `detail` is its `error` value (or true without one). */
class CredentialsRefused extends Error {
  constructor(readonly detail: unknown) {
    super('credentials refused');
  }
}

/** POST /api/google/credentials, rejecting unless the answer means success (false). */
function useSaveCredentials() {
  const client = useApiClient();
  return async (text: string) => {
    const answer = await resourceOf(client, createGoogleResource).saveCredentials(
      toGoogleCredentialsPayload({ credentials: text }),
    );
    if (answer !== false) throw new CredentialsRefused(answer);
  };
}

const serverText = (error: unknown) =>
  error instanceof CredentialsRefused && typeof error.detail === 'string' ? error.detail : null;

export default function GoogleCredentialsScreen() {
  return (
    <Screen title={GOOGLE_TITLE}>
      <JsonCredentialsForm />
      <FileCredentialsForm />
    </Screen>
  );
}

function JsonCredentialsForm() {
  const [initial] = useState(newGoogleCredentialsForm);
  const form = useEntityForm(googleCredentialsFormSchema, initial);
  const saving = useSave(useSaveCredentials(), { isDirty: form.isDirty });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    if (saving.isBlocked) return;
    setRefusal(null);
    const valid = form.validate();
    if (!valid) return;
    const outcome = await saving.save(valid.credentials);
    if (outcome?.ok) form.markSaved();
    else if (outcome) setRefusal(serverText(outcome.error));
  };

  return (
    <Section title={JSON_FORM_TITLE}>
      <Form onSubmit={submit} className={styles.formColumn}>
        <TextArea
          label={JSON_FIELD_LABEL}
          name="credentials"
          rows={10}
          value={form.values.credentials}
          onChange={(credentials) => {
            setRefusal(null);
            form.setValue('credentials', credentials);
          }}
          errorMessage={form.errors.credentials ?? refusal}
        />
        <div className={styles.actions}>
          <SaveButton kind="edit" {...saving.buttonProps} />
        </div>
      </Form>
    </Section>
  );
}

function FileCredentialsForm() {
  const saving = useSave(useSaveCredentials());
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async () => {
    if (saving.isBlocked) return;
    setMessage(null);
    if (!file) {
      setMessage(sharedMessages.required);
      return;
    }
    const read = await readCredentialsFile(file);
    if (!read.ok) {
      setMessage(read.message);
      return;
    }
    const checked = googleCredentialsFormSchema.safeParse({ credentials: read.text });
    if (!checked.success) {
      setMessage(googleCredentialsMessages.invalid);
      return;
    }
    const outcome = await saving.save(read.text);
    if (outcome && !outcome.ok) setMessage(serverText(outcome.error));
  };

  return (
    <Section title={FILE_FORM_TITLE}>
      <Form onSubmit={submit} className={styles.formColumn}>
        <FileField
          label={googleCredentialsMessages.fileLabel}
          accept={['application/json', '.json']}
          errorMessage={message}
          onChange={(chosen) => {
            setMessage(null);
            setFile(chosen);
          }}
        />
        <div className={styles.actions}>
          <SaveButton kind="password" {...saving.buttonProps} />
        </div>
      </Form>
    </Section>
  );
}
