import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors';
import { checkWritable, writeFileAtomically } from '../../src/io/atomicFile';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'redakcja-atomic-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const text = (value: string) => [Readable.from([value])] as const;

describe('writeFileAtomically', () => {
  it('writes the whole file with the mode asked for, and leaves no temporary file', async () => {
    const path = join(dir, 'export.csv');
    await writeFileAtomically(path, text('id,email\n'), { mode: 0o600 });
    expect(await readFile(path, 'utf8')).toBe('id,email\n');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(['export.csv']);
  });

  it('a path the file system refuses is a usage error naming that path, not the temporary file', async () => {
    const inMissingFolder = join(dir, 'brak', 'export.csv');
    await expect(writeFileAtomically(inMissingFolder, text('x'))).rejects.toThrow(
      new UsageError(`Cannot write ${inMissingFolder} (ENOENT).`),
    );
    // A folder in the way: the rename fails, and the temporary file is removed.
    const folder = join(dir, 'folder');
    await mkdir(folder);
    await expect(writeFileAtomically(folder, text('x'))).rejects.toThrow(
      new UsageError(`Cannot write ${folder} (EISDIR).`),
    );
    expect(await readdir(dir)).toEqual(['folder']);
  });
});

describe('checkWritable', () => {
  it('accepts a new or existing file in a writable folder, refuses a missing folder or a folder', async () => {
    await expect(checkWritable(join(dir, 'new.csv'))).resolves.toBeUndefined();
    await writeFileAtomically(join(dir, 'old.csv'), text('x'));
    await expect(checkWritable(join(dir, 'old.csv'))).resolves.toBeUndefined();
    await expect(checkWritable(join(dir, 'brak', 'x.csv'))).rejects.toBeInstanceOf(UsageError);
    await expect(checkWritable(dir)).rejects.toThrow(`Cannot write ${dir} (EISDIR).`);
  });
});
