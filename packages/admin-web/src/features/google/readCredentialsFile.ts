import { googleCredentialsMessages } from '@redakcja/api-sdk';

export type CredentialsFileResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * Reads the credentials file as text (03 "Credentials-file form"): a read failure gives 'Nie udało się
 * załadować pliku', a result that is not text 'Niepoprawny plik autoryzacyjny'.
 */
export function readCredentialsFile(file: Blob): Promise<CredentialsFileResult> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onerror = () => resolve({ ok: false, message: googleCredentialsMessages.readFailed });
    reader.onabort = reader.onerror;
    reader.onload = () =>
      resolve(
        typeof reader.result === 'string'
          ? { ok: true, text: reader.result }
          : { ok: false, message: googleCredentialsMessages.invalid },
      );
    reader.readAsText(file);
  });
}
