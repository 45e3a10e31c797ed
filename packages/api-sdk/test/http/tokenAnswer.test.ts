/**
 * The session-only client reads the token answers and 422 bodies without zod; these readers must accept
 * exactly what the contract's schemas accept, give the same values and point at the same field.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readLoginAnswer, readRefreshAnswer } from '../../src/http/tokenAnswer';
import { loginResponseSchema, refreshResponseSchema } from '../../src/schemas/session';
import { constraintViolationListSchema } from '../../src/schemas/shared';
import { readViolations } from '../../src/schemas/violations';

const user = { username: 'redaktor', forcePasswordChange: false, roles: ['editor'] };

const loginAnswers: Array<[string, unknown]> = [
  ['a full answer', { token: 't', ...user }],
  ['booleanish and missing flags', { token: 't', username: 'a', forcePasswordChange: '1', roles: null }],
  ['0 as the flag, no roles', { token: 't', username: 'a', forcePasswordChange: 0 }],
  ['no flag at all, extra keys', { token: 't', username: 'a', roles: [], refresh_token_expiration: 1 }],
  ['no token', { ...user }],
  ['a number as username', { token: 't', username: 42 }],
  ['a flag that is not a boolean', { token: 't', username: 'a', forcePasswordChange: 'maybe' }],
  ['roles not a list', { token: 't', username: 'a', roles: 'root' }],
  ['a role that is not text', { token: 't', username: 'a', roles: ['root', 7] }],
  ['stock LexikJWT: the token alone', { token: 't' }],
  [
    'stock gesdinet: token and refresh token',
    { token: 't', refresh_token: 'r', refresh_token_expiration: 9 },
  ],
  ['null roles, no flag', { token: 't', username: 'a', roles: null }],
  ['a null username', { token: 't', username: null }],
  ['an array', [{ token: 't' }]],
  ['null', null],
  ['text', 'token'],
];

const refreshAnswers: Array<[string, unknown]> = [
  ['a full answer', { token: 't', data: user }],
  [
    'booleanish flag, null roles',
    { token: 't', data: { username: 'a', forcePasswordChange: 'true', roles: null } },
  ],
  ['no data (stock gesdinet cookie mode)', { token: 't' }],
  ['stock gesdinet: token and refresh token', { token: 't', refresh_token: 'r' }],
  ['data with the username only', { token: 't', data: { username: 'a' } }],
  ['null data', { token: 't', data: null }],
  ['data not an object', { token: 't', data: 'a' }],
  ['no token, bad user', { data: { username: 1 } }],
  ['a role that is not text', { token: 't', data: { username: 'a', roles: [1] } }],
  ['null', null],
];

function agree(read: (body: unknown) => unknown, schema: z.ZodType, body: unknown) {
  const expected = schema.safeParse(body);
  const actual = read(body) as
    | { success: true; data: unknown }
    | { success: false; issues: Array<{ path: PropertyKey[] }> };
  expect(actual.success).toBe(expected.success);
  if (expected.success && actual.success) expect(actual.data).toEqual(expected.data);
  if (!expected.success && !actual.success) {
    expect(actual.issues.map((issue) => issue.path)).toEqual(
      expected.error.issues.map((issue) => issue.path),
    );
  }
}

describe('token answers read without zod agree with the contract', () => {
  it.each(loginAnswers)('login: %s', (_name, body) => agree(readLoginAnswer, loginResponseSchema, body));
  it.each(refreshAnswers)('refresh: %s', (_name, body) =>
    agree(readRefreshAnswer, refreshResponseSchema, body),
  );
});

describe('violations read without zod agree with the contract', () => {
  it.each([
    [
      'a 422 body',
      {
        '@type': 'ConstraintViolationList',
        violations: [{ propertyPath: 'title', message: 'Pole Wymagane' }],
      },
    ],
    [
      'two violations, extra keys',
      {
        violations: [
          { propertyPath: '', message: 'x', code: 'c' },
          { propertyPath: 'a', message: 'b' },
        ],
      },
    ],
    ['a malformed violation', { violations: [{ propertyPath: 'title' }] }],
    ['no violations', { 'hydra:description': 'Not Found' }],
    ['text', 'Internal Server Error'],
  ])('%s', (_name, body) => {
    const parsed = constraintViolationListSchema.safeParse(body);
    expect(readViolations(body)).toEqual(parsed.success ? parsed.data.violations : []);
  });
});
