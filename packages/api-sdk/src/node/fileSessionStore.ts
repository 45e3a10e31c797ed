import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import type { SessionStore, StoredSession } from '../http/session';

/** Owner read/write only: the file holds a bearer token and the refresh cookie. */
export const SESSION_FILE_MODE = 0o600;

/** The file's own format (not an API shape): the session plus the serialised refresh cookie. */
const storedSessionFileSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.number().nullable().optional(),
  username: z.string().optional(),
  roles: z.array(z.string()).optional(),
  forcePasswordChange: z.boolean().optional(),
  cookies: z.unknown().optional(),
});

/**
 * Keeps the CLI's session in a JSON file with mode 0600. Every write goes to a temporary file in the same
 * folder (created 0600), is renamed over the target (atomic on POSIX) and chmodded again, so a file that
 * someone loosened is tightened on the next write. Nothing here prints a token: errors name the path only.
 */
export class FileSessionStore implements SessionStore {
  constructor(readonly path: string) {}

  async load(): Promise<StoredSession | null> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if (isNotFound(error)) return null;
      throw new Error(`Cannot read the session file ${this.path} (${errorCode(error)})`);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      // JSON.parse's message quotes the text, which may hold a token: drop it and treat as logged out.
      return null;
    }
    const parsed = storedSessionFileSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  }

  async save(session: StoredSession): Promise<void> {
    const data: z.input<typeof storedSessionFileSchema> = {
      token: session.token,
      expiresAt: session.expiresAt ?? null,
      username: session.username,
      roles: session.roles ? [...session.roles] : undefined,
      forcePasswordChange: session.forcePasswordChange,
      cookies: session.cookies,
    };
    const folder = dirname(this.path);
    const temporary = join(
      folder,
      `.${basename(this.path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(temporary, `${JSON.stringify(data, null, 2)}\n`, {
        mode: SESSION_FILE_MODE,
        flag: 'wx',
      });
      await chmod(temporary, SESSION_FILE_MODE);
      await rename(temporary, this.path);
      await chmod(this.path, SESSION_FILE_MODE);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw new Error(`Cannot write the session file ${this.path} (${errorCode(error)})`);
    }
  }

  async clear(): Promise<void> {
    await rm(this.path, { force: true });
  }

  toJSON(): { path: string } {
    return { path: this.path };
  }
}

function isNotFound(error: unknown): boolean {
  return errorCode(error) === 'ENOENT';
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : 'unknown error';
}
