import { readFile } from 'node:fs/promises';
import {
  AuthError,
  HttpError,
  JWT_MESSAGES,
  NetworkError,
  NotFoundError,
  SchemaError,
  TimeoutError,
  ValidationError,
} from '@redakcja/api-sdk';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { CancelledError, NotLoggedInError, RejectedError, UsageError } from '../../src/core/errors';
import { describeError, exitCodeOf } from '../../src/core/exit';
import { EXIT_CODES, EXIT_CODES_HELP } from '../../src/core/exitCodes';
import { Redactor } from '../../src/core/redact';

const call = { method: 'GET', url: 'http://127.0.0.1:8080/api/users?username=x' };

describe('exit codes', () => {
  it('maps every kind of failure to its documented code', () => {
    const cases: Array<[unknown, number]> = [
      [new UsageError('x'), EXIT_CODES.usage],
      [new CommanderError(1, 'commander.unknownOption', 'error: unknown option'), EXIT_CODES.usage],
      [new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'), EXIT_CODES.success],
      [new NotLoggedInError('x'), EXIT_CODES.authentication],
      [
        new AuthError({ ...call, status: 401, body: { code: 401, message: 'Invalid credentials.' } }),
        EXIT_CODES.authentication,
      ],
      [new ValidationError({ ...call, status: 422, body: { violations: [] } }), EXIT_CODES.rejected],
      [new NotFoundError({ ...call, status: 404, body: null }), EXIT_CODES.rejected],
      [new HttpError({ ...call, status: 403, body: null }), EXIT_CODES.rejected],
      [new HttpError({ ...call, status: 409, body: null }), EXIT_CODES.rejected],
      [new RejectedError('x'), EXIT_CODES.rejected],
      [new HttpError({ ...call, status: 503, body: null }), EXIT_CODES.unavailable],
      [new HttpError({ ...call, status: 429, body: null }), EXIT_CODES.unavailable],
      [new NetworkError({ ...call, cause: new Error('x') }), EXIT_CODES.unavailable],
      [new TimeoutError({ ...call, timeout: 1000 }), EXIT_CODES.unavailable],
      [new SchemaError({ ...call, body: {} }), EXIT_CODES.unexpected],
      [new CancelledError(), EXIT_CODES.unexpected],
      [new DOMException('Interrupted', 'AbortError'), EXIT_CODES.interrupted],
      [
        Object.assign(new Error('User force closed the prompt with SIGINT'), { name: 'ExitPromptError' }),
        EXIT_CODES.interrupted,
      ],
      [new TypeError('bug'), EXIT_CODES.unexpected],
    ];
    for (const [error, code] of cases) expect(exitCodeOf(error), String(error)).toBe(code);
  });

  it('are the ones docs/cli.md and `redakcja --help` document, in the same order', async () => {
    const docs = await readFile(new URL('../../../../docs/cli.md', import.meta.url), 'utf8');
    const start = docs.indexOf('\n## Exit codes\n');
    const section = docs.slice(start, docs.indexOf('\n## ', start + 1));
    const documented = [...section.matchAll(/^\|\s*(\d+)\s*\|/gm)].map((match) => Number(match[1]));
    expect(documented).toEqual(Object.values(EXIT_CODES));
    const helped = [...EXIT_CODES_HELP.matchAll(/^ {2}(\d+) +\S/gm)].map((match) => Number(match[1]));
    expect(helped).toEqual(Object.values(EXIT_CODES));
  });
});

describe('messages', () => {
  it('passes the Polish violations of a 422 through, field by field, on one line', () => {
    const error = new ValidationError({
      method: 'PATCH',
      url: 'http://127.0.0.1:8080/api/users/3',
      status: 422,
      body: {
        violations: [
          { propertyPath: 'username', message: 'Nazwa użytkownika musi posiadać minimum 2 znaki' },
          { propertyPath: 'plainPassword', message: 'Hasło musi składać się\nz co najmniej 12 znaków.' },
        ],
      },
    });
    expect(describeError(error)).toBe(
      'The API rejected the request (422 PATCH /api/users/3): username: Nazwa użytkownika musi posiadać minimum 2 znaki; plainPassword: Hasło musi składać się z co najmniej 12 znaków.',
    );
  });

  it("names the cause of a 401 from LexikJWT's message", () => {
    const unauthorised = (message: string) =>
      new AuthError({ ...call, status: 401, body: { code: 401, message } });
    expect(describeError(unauthorised(JWT_MESSAGES.badCredentials))).toBe(
      'Authentication failed: wrong username or password.',
    );
    expect(describeError(unauthorised(JWT_MESSAGES.expired))).toBe(
      'The session has expired: log in again (redakcja login).',
    );
    expect(describeError(unauthorised(JWT_MESSAGES.invalid))).toBe(
      'Authentication failed (Invalid JWT Token): log in again (redakcja login).',
    );
  });

  it('explains network errors, timeouts and unexpected answers in one line', () => {
    const refused = Object.assign(new Error('fetch failed'), {
      cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
    });
    expect(describeError(new NetworkError({ ...call, cause: refused }))).toBe(
      'Cannot reach the API at http://127.0.0.1:8080 (ECONNREFUSED).',
    );
    expect(describeError(new TimeoutError({ ...call, timeout: 60_000 }))).toBe(
      'The API did not answer within 60 s (GET /api/users?username=x).',
    );
    expect(describeError(new TypeError('boom\n  at x'))).toBe('Unexpected error: boom at x');
  });
});

describe('Redactor', () => {
  it('masks known tokens, JWTs, bearer headers and refresh cookies wherever they stand', () => {
    const redactor = new Redactor();
    redactor.add('c2VjcmV0LXJlZnJlc2g');
    redactor.add('ab');
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIn0.c2lnbmF0dXJl';
    expect(
      redactor.redact(
        `rt c2VjcmV0LXJlZnJlc2g; Authorization: Bearer abc.def; Cookie: refresh_token=xyz123; ${jwt}; ab`,
      ),
    ).toBe('rt ***; Authorization: Bearer ***; Cookie: refresh_token=***; ***; ab');
  });

  it('masks a password where it stands as a value, and leaves the same word in a sentence', () => {
    const redactor = new Redactor();
    redactor.addValue('wrong');
    redactor.addValue('Tajne!Haslo@1');
    expect(redactor.redact('Authentication failed: wrong username or password.')).toBe(
      'Authentication failed: wrong username or password.',
    );
    expect(redactor.redact("error: unknown command 'wrong'")).toBe("error: unknown command '***'");
    expect(redactor.redact('{"username":"admin","password":"wrong"}')).toBe(
      '{"username":"admin","password":"***"}',
    );
    expect(redactor.redact('POST /login?user=admin&password=wrong&x=1 --password=wrong')).toBe(
      'POST /login?user=admin&password=***&x=1 --password=***',
    );
    expect(redactor.redact('GET https://admin:Tajne!Haslo%401@api.example.pl/api/x')).toBe(
      'GET https://admin:***@api.example.pl/api/x',
    );
    expect(redactor.redact('x-password: Tajne!Haslo@1\nTajne!Haslo@1\nwrongly wrong-headed')).toBe(
      'x-password: ***\n***\nwrongly wrong-headed',
    );
  });
});
