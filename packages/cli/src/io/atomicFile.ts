import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Duplex, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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

/**
 * Streams `source` into a temporary file next to `path` and renames it over `path` once complete, so a
 * reader never sees half a file. On any failure, or when the run is cancelled, the temporary file is
 * removed and `path` is left as it was.
 */
export async function writeFileAtomically(
  path: string,
  stages: Stages,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const temporary = temporaryPathFor(path);
  const file: Writable = createWriteStream(temporary, { flags: 'wx', mode: options.mode ?? 0o644 });
  try {
    await pipeline([...stages, file], { signal: options.signal });
    await rename(temporary, resolve(path));
  } catch (error) {
    file.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
}
