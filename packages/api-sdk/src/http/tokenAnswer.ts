/**
 * Reads the answers of POST /api/token/auth and /api/token/refresh without zod. They accept exactly what
 * the contract's `loginResponseSchema` and `refreshResponseSchema` (schemas/session.ts) accept and give
 * the same values (a test runs both on the same answers), so the session-only client (`createApiCore`)
 * and a login screen built on it carry no zod at all (SDK-C15).
 */
import type { z } from 'zod';
import { parseBooleanish } from '../schemas/values';
import type { TokenAnswer } from './session';

type Issue = z.core.$ZodIssue;
export type TokenAnswerResult = { success: true; data: TokenAnswer } | { success: false; issues: Issue[] };

type Expected = 'object' | 'string' | 'boolean' | 'array';

function issue(path: PropertyKey[], expected: Expected, input: unknown): Issue {
  return {
    code: 'invalid_type',
    expected,
    path,
    input,
    message: `Invalid input: expected ${expected}`,
  } as Issue;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the fields the schema names from `record` (unknown keys dropped), collecting every issue. */
class Reader {
  readonly issues: Issue[] = [];

  constructor(
    private readonly record: Record<string, unknown>,
    private readonly at: PropertyKey[],
  ) {}

  /** Text when present; missing leaves it to the JWT's claims. */
  optionalString(key: string): string | undefined {
    const value = this.record[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') this.issues.push(issue([...this.at, key], 'string', value));
    return value as string;
  }

  string(key: string): string {
    const value = this.record[key];
    if (typeof value !== 'string') this.issues.push(issue([...this.at, key], 'string', value));
    return value as string;
  }

  /** A boolean as the server may send it (1/0, '1'/'0', 'true'/'false'); missing stays undefined. */
  optionalBooleanish(key: string): boolean | undefined {
    const value = this.record[key];
    if (value === undefined) return undefined;
    const parsed = parseBooleanish(value);
    if (parsed === undefined) this.issues.push(issue([...this.at, key], 'boolean', value));
    return parsed;
  }

  /** A list of strings; missing or null stays undefined (the JWT's roles then apply). */
  optionalStrings(key: string): string[] | undefined {
    const value = this.record[key];
    if (value === null || value === undefined) return undefined;
    if (!Array.isArray(value)) {
      this.issues.push(issue([...this.at, key], 'array', value));
      return undefined;
    }
    value.forEach((item, index) => {
      if (typeof item !== 'string') this.issues.push(issue([...this.at, key, index], 'string', item));
    });
    return [...value] as string[];
  }

  /** The user's fields of a token answer, each optional (SDK-30). */
  user(): NonNullable<TokenAnswer['data']> {
    return {
      username: this.optionalString('username'),
      forcePasswordChange: this.optionalBooleanish('forcePasswordChange'),
      roles: this.optionalStrings('roles'),
    };
  }
}

function result(data: TokenAnswer, issues: Issue[]): TokenAnswerResult {
  return issues.length === 0 ? { success: true, data } : { success: false, issues };
}

/**
 * The login answer: `{ token }`, with `username`, `forcePasswordChange` and `roles` when the server adds
 * them (the portal does; stock LexikJWT and gesdinet, which adds `refresh_token`, do not).
 */
export function readLoginAnswer(body: unknown): TokenAnswerResult {
  if (!isObject(body)) return { success: false, issues: [issue([], 'object', body)] };
  const reader = new Reader(body, []);
  const data = { token: reader.string('token'), ...reader.user() };
  return result(data, reader.issues);
}

/** The refresh answer: `{ token }`, with the user under `data` when the server adds it. */
export function readRefreshAnswer(body: unknown): TokenAnswerResult {
  if (!isObject(body)) return { success: false, issues: [issue([], 'object', body)] };
  const reader = new Reader(body, []);
  const token = reader.string('token');
  const user = body.data;
  if (user === undefined) return result({ token }, reader.issues);
  if (!isObject(user)) return { success: false, issues: [...reader.issues, issue(['data'], 'object', user)] };
  const userReader = new Reader(user, ['data']);
  const data = { token, data: userReader.user() };
  return result(data, [...reader.issues, ...userReader.issues]);
}
