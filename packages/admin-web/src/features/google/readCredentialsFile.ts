import { googleCredentialsMessages } from '@redakcja/api-sdk';

export type CredentialsFileResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * Reads the credentials file as text (03 "Credentials-file form"): a read failure gives 'Nie udało się
 * załadować pliku', a result that is not text 'Niepoprawny plik autoryzacyjny'.
 */
export async function readCredentialsFile(file: Pick<Blob, 'text'>): Promise<CredentialsFileResult> {
  let text: unknown;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: googleCredentialsMessages.readFailed };
  }
  return typeof text === 'string'
    ? { ok: true, text }
    : { ok: false, message: googleCredentialsMessages.invalid };
}
