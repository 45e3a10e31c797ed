import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, type FileHandle, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Duplex, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UsageError } from '../core/errors';
import { trackTemporaryFile } from './temporaryFiles';

export interface AtomicWriteOptions {
  /** Mode of the new file (default 0o644 before the umask). */
  mode?: number;
  signal?: AbortSignal | undefined;
}

/** A source and the transforms after it (e.g. rows, then the CSV stringifier). */
export type Stages = readonly [Readable, ...Duplex[]];

/** A hidden temporary name beside the target, so the final rename stays on one file system. */
export function temporaryPathFor(path: string): string {
  const absolute = resolve(path);
  return join(
    dirname(absolute),
    `.${basename(absolute)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
}

/** The file system refused `path` (no such folder, no permission, a folder in the way): exit 2. */
function cannotWrite(path: string, error: unknown): UsageError {
  return new UsageError(
    `Cannot write ${path} (${(error as NodeJS.ErrnoException).code ?? 'unknown error'}).`,
  );
}

/**
 * Checks that `path` can be written: its folder exists and is writable, and it is not a folder itself.
 * Commands with --out call it before anything is sent, so a wrong path costs no call, and `newsletter
 * generate` does not publish a newsletter whose local copy it then fails to write.
 */
export async function checkWritable(path: string): Promise<void> {
  const absolute = resolve(path);
  try {
    const existing = await stat(absolute).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (existing?.isDirectory()) throw Object.assign(new Error(`${path} is a folder`), { code: 'EISDIR' });
    await access(dirname(absolute), constants.W_OK);
  } catch (error) {
    throw cannotWrite(path, error);
  }
}

/**
 * Streams `source` into a temporary file next to `path` and renames it over `path` once complete, so a
 * reader never sees half a file. On any failure, or when the run is cancelled, the temporary file is
 * removed and `path` is left as it was. A path the file system refuses is a usage error naming `path`.
 */
export async function writeFileAtomically(
  path: string,
  stages: Stages,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const temporary = temporaryPathFor(path);
  // Known before it exists: a process ended at once (a second Ctrl-C) removes it too.
  const forget = trackTemporaryFile(temporary);
  try {
    let handle: FileHandle;
    try {
      handle = await open(temporary, 'wx', options.mode ?? 0o644);
    } catch (error) {
      throw cannotWrite(path, error);
    }
    const file = handle.createWriteStream();
    try {
      await pipeline([...stages, file], { signal: options.signal });
    } catch (error) {
      file.destroy();
      await rm(temporary, { force: true });
      throw error;
    }
    try {
      await rename(temporary, resolve(path));
    } catch (error) {
      await rm(temporary, { force: true });
      throw cannotWrite(path, error);
    }
  } finally {
    forget();
  }
}
