import { describe, expect, it } from 'vitest';
import { readCredentialsFile } from './readCredentialsFile';

describe('reading the credentials file', () => {
  it('gives the text of a readable file', async () => {
    expect(await readCredentialsFile(new Blob(['{"type":"service_account"}']))).toEqual({
      ok: true,
      text: '{"type":"service_account"}',
    });
  });

  it("says 'Nie udało się załadować pliku' when the file cannot be read", async () => {
    const unreadable = { text: () => Promise.reject(new DOMException('gone', 'NotReadableError')) };
    expect(await readCredentialsFile(unreadable)).toEqual({
      ok: false,
      message: 'Nie udało się załadować pliku',
    });
  });

  it("says 'Niepoprawny plik autoryzacyjny' when the result is not text", async () => {
    const binary = { text: () => Promise.resolve(new ArrayBuffer(4) as unknown as string) };
    expect(await readCredentialsFile(binary)).toEqual({
      ok: false,
      message: 'Niepoprawny plik autoryzacyjny',
    });
  });
});
