/** D22: the text a failed login shows, from real answers of the login call. */
import { describe, expect, it } from 'vitest';
import { createApiCore } from '../../src/core';
import { isPolishServerMessage, loginFailureMessage } from '../../src/http/loginFailure';
import { BASE_URL, fakeFetch, type Handler, json, networkFailure } from './support';

async function failedLogin(answer: Handler, timeout?: number): Promise<unknown> {
  const core = createApiCore({ baseUrl: BASE_URL, fetch: fakeFetch(answer).fetch, timeout });
  return core.auth.login({ username: 'anna', password: 'zle' }).then(
    () => {
      throw new Error('expected the login to fail');
    },
    (error: unknown) => error,
  );
}

describe('loginFailureMessage (D22)', () => {
  it("shows 'Błędny login lub hasło.' for LexikJWT's 401", async () => {
    const error = await failedLogin(() =>
      json({ code: 401, message: 'Invalid credentials.' }, { status: 401 }),
    );
    expect(loginFailureMessage(error)).toBe('Błędny login lub hasło.');
  });

  it('shows a Polish message from the server as it is', async () => {
    const error = await failedLogin(() =>
      json({ code: 401, message: ' Konto zostało zablokowane. ' }, { status: 401 }),
    );
    expect(loginFailureMessage(error)).toBe('Konto zostało zablokowane.');
    const described = await failedLogin(() =>
      json({ 'hydra:description': 'Zbyt wiele prób logowania.' }, { status: 429 }),
    );
    expect(loginFailureMessage(described)).toBe('Zbyt wiele prób logowania.');
  });

  it('never shows English server text', async () => {
    for (const message of ['Invalid credentials.', 'JWT Token not found', 'Account is locked']) {
      const error = await failedLogin(() => json({ code: 401, message }, { status: 401 }));
      expect(loginFailureMessage(error)).toBe('Błędny login lub hasło.');
    }
  });

  it("shows 'Serwer jest chwilowo niedostępny. Spróbuj ponownie.' for a 5xx, an unreadable answer or a timeout (D28)", async () => {
    const unavailable = 'Serwer jest chwilowo niedostępny. Spróbuj ponownie.';
    const crashed = await failedLogin(() =>
      json({ 'hydra:description': 'Internal Server Error' }, { status: 500 }),
    );
    expect(loginFailureMessage(crashed)).toBe(unavailable);
    const busy = await failedLogin(() => new Response('Service Unavailable', { status: 503 }));
    expect(loginFailureMessage(busy)).toBe(unavailable);
    const html = await failedLogin(
      () => new Response('<html><body>Welcome</body></html>', { headers: { 'content-type': 'text/html' } }),
    );
    expect(loginFailureMessage(html)).toBe(unavailable);
    const notAToken = await failedLogin(() => json({ hello: 'world' }));
    expect(loginFailureMessage(notAToken)).toBe(unavailable);
    const silent = await failedLogin(() => new Promise<Response>(() => {}), 20);
    expect(loginFailureMessage(silent)).toBe(unavailable);
  });

  it("shows 'Brak połączenia z serwerem.' when no answer came", async () => {
    const offline = await failedLogin(() => {
      throw networkFailure();
    });
    expect(loginFailureMessage(offline)).toBe('Brak połączenia z serwerem.');
  });

  it('falls back to the default for anything else', () => {
    expect(loginFailureMessage(new Error('Zepsuło się'))).toBe('Błędny login lub hasło.');
    expect(loginFailureMessage(undefined)).toBe('Błędny login lub hasło.');
  });

  it('tells Polish text from the English defaults', () => {
    expect(isPolishServerMessage('Hasło wygasło.')).toBe(true);
    expect(isPolishServerMessage('Expired JWT Token')).toBe(false);
    expect(isPolishServerMessage('Access denied')).toBe(false);
    expect(isPolishServerMessage('   ')).toBe(false);
    expect(isPolishServerMessage(42)).toBe(false);
  });
});
