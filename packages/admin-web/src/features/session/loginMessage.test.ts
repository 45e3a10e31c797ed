import { AuthError, HttpError, NetworkError, TimeoutError } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { loginFailureMessage } from './loginMessage';

const init = (status: number, body: unknown) => ({ method: 'POST', url: '/api/token/auth', status, body });

describe('the login failure text (D22)', () => {
  it("is 'Błędny login lub hasło.' for LexikJWT's English 401", () => {
    expect(
      loginFailureMessage(new AuthError(init(401, { code: 401, message: 'Invalid credentials.' }))),
    ).toBe('Błędny login lub hasło.');
  });

  it('shows a Polish message from the server', () => {
    expect(
      loginFailureMessage(new AuthError(init(401, { code: 401, message: 'Konto zostało zablokowane.' }))),
    ).toBe('Konto zostało zablokowane.');
    expect(
      loginFailureMessage(new HttpError(init(403, { message: 'Dostęp zabroniony dla tego użytkownika.' }))),
    ).toBe('Dostęp zabroniony dla tego użytkownika.');
  });

  it('ignores English or empty server messages', () => {
    expect(loginFailureMessage(new HttpError(init(500, { message: 'Internal Server Error' })))).toBe(
      'Błędny login lub hasło.',
    );
    expect(loginFailureMessage(new HttpError(init(400, 'not json')))).toBe('Błędny login lub hasło.');
  });

  it("is 'Brak połączenia z serwerem.' without a connection", () => {
    const cause = new TypeError('fetch failed');
    expect(loginFailureMessage(new NetworkError({ method: 'POST', url: '/api/token/auth', cause }))).toBe(
      'Brak połączenia z serwerem.',
    );
    expect(
      loginFailureMessage(new TimeoutError({ method: 'POST', url: '/api/token/auth', timeout: 1 })),
    ).toBe('Brak połączenia z serwerem.');
  });
});
