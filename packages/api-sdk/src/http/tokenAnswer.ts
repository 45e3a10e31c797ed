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

  string(key: string): string {
    const value = this.record[key];
    if (typeof value !== 'string') this.issues.push(issue([...this.at, key], 'string', value));
    return value as string;
  }

  /** A boolean as the server may send it (1/0, '1'/'0', 'true'/'false'); missing reads as false. */
  booleanish(key: string): boolean {
    const value = this.record[key];
    const parsed = value === undefined ? false : parseBooleanish(value);
    if (parsed === undefined) this.issues.push(issue([...this.at, key], 'boolean', value));
    return parsed as boolean;
  }

  /** A list of strings; missing or null reads as empty. */
  strings(key: string): string[] {
    const value = this.record[key];
    if (value === null || value === undefined) return [];
    if (!Array.isArray(value)) {
      this.issues.push(issue([...this.at, key], 'array', value));
      return [];
    }
    value.forEach((item, index) => {
      if (typeof item !== 'string') this.issues.push(issue([...this.at, key, index], 'string', item));
    });
    return [...value] as string[];
  }
}

function result(data: TokenAnswer, issues: Issue[]): TokenAnswerResult {
  return issues.length === 0 ? { success: true, data } : { success: false, issues };
}

/** The login answer: `{ token, username, forcePasswordChange, roles }`. */
export function readLoginAnswer(body: unknown): TokenAnswerResult {
  if (!isObject(body)) return { success: false, issues: [issue([], 'object', body)] };
  const reader = new Reader(body, []);
  const data = {
    token: reader.string('token'),
    username: reader.string('username'),
    forcePasswordChange: reader.booleanish('forcePasswordChange'),
    roles: reader.strings('roles'),
  };
  return result(data, reader.issues);
}

/** The refresh answer: `{ token, data: { username, forcePasswordChange, roles } }`. */
export function readRefreshAnswer(body: unknown): TokenAnswerResult {
  if (!isObject(body)) return { success: false, issues: [issue([], 'object', body)] };
  const reader = new Reader(body, []);
  const token = reader.string('token');
  const user = body.data;
  if (!isObject(user)) return { success: false, issues: [...reader.issues, issue(['data'], 'object', user)] };
  const userReader = new Reader(user, ['data']);
  const data = {
    token,
    data: {
      username: userReader.string('username'),
      forcePasswordChange: userReader.booleanish('forcePasswordChange'),
      roles: userReader.strings('roles'),
    },
  };
  return result(data, [...reader.issues, ...userReader.issues]);
}
