import { readFile, stat } from 'node:fs/promises';
import { UsageError } from './errors';
import type { Env } from './types';

export interface Credentials {
  username: string;
  password: string;
}

export interface EnvCredentials extends Credentials {
  /** Set when the password file can be read by others than its owner. */
  warning?: string | undefined;
}

/** The first line of a password source (a file, stdin), without its line end. */
export function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}

/** Reads a password file: its first line, without the line end. */
export async function readPasswordFile(path: string): Promise<{ password: string; warning?: string }> {
  let text: string;
  let mode: number;
  try {
    [text, mode] = await Promise.all([readFile(path, 'utf8'), stat(path).then((info) => info.mode)]);
  } catch (error) {
    throw new UsageError(
      `Cannot read the password file ${path} (${(error as NodeJS.ErrnoException).code ?? 'unknown error'}).`,
    );
  }
  const password = firstLine(text);
  if (password === '') throw new UsageError(`The password file ${path} is empty.`);
  const warning =
    (mode & 0o077) !== 0
      ? `the password file ${path} can be read by other users (chmod 600 ${path})`
      : undefined;
  return warning ? { password, warning } : { password };
}

/**
 * Cron mode (CLI-3): REDAKCJA_USERNAME with REDAKCJA_PASSWORD or REDAKCJA_PASSWORD_FILE. Returns
 * undefined when no username is set (the session file is used instead).
 */
export async function credentialsFromEnv(env: Env): Promise<EnvCredentials | undefined> {
  const username = env.REDAKCJA_USERNAME?.trim() || undefined;
  const password = env.REDAKCJA_PASSWORD || undefined;
  const passwordFile = env.REDAKCJA_PASSWORD_FILE || undefined;
  if (!username) {
    if (password || passwordFile) {
      throw new UsageError(
        `${password ? 'REDAKCJA_PASSWORD' : 'REDAKCJA_PASSWORD_FILE'} is set but REDAKCJA_USERNAME is not.`,
      );
    }
    return undefined;
  }
  if (password && passwordFile) {
    throw new UsageError('Set REDAKCJA_PASSWORD or REDAKCJA_PASSWORD_FILE, not both.');
  }
  if (password) return { username, password };
  if (passwordFile) return { username, ...(await readPasswordFile(passwordFile)) };
  throw new UsageError('REDAKCJA_USERNAME is set: also set REDAKCJA_PASSWORD or REDAKCJA_PASSWORD_FILE.');
}
