import { readFile } from 'node:fs/promises';
import type { Deps } from '../../core/context';
import { UsageError } from '../../core/errors';
import { readAll } from '../../io/stdin';

/** The lines of the file, or of stdin for '-'. An unreadable file is a usage error. */
export async function readValues(file: string, deps: Pick<Deps, 'stdin' | 'signal'>): Promise<string[]> {
  if (file === '-') return (await readAll(deps.stdin, deps.signal)).split(/\r\n|\r|\n/);
  try {
    return (await readFile(file, { encoding: 'utf8', signal: deps.signal })).split(/\r\n|\r|\n/);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new UsageError(
      `Cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'unknown error'}).`,
    );
  }
}
