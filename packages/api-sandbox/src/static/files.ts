import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';

/** The static folders of D3, each served at `/{name}/` from the data dir. */
export const STATIC_FOLDERS = ['nsl', 'reports', 'media', 'newsletter_images', 'box_tvn', 'exports'] as const;
export type StaticFolder = (typeof STATIC_FOLDERS)[number];

/**
 * The files the API writes and serves: uploads, generated newsletters, reports and exports. They live
 * in a folder next to the database (`sandbox.db` → `sandbox-files/`), or in a temporary folder that is
 * removed on close when the database is in memory.
 */
export class FileStore {
  private constructor(
    readonly root: string,
    private readonly temporary: boolean,
  ) {
    for (const folder of STATIC_FOLDERS) mkdirSync(join(root, folder), { recursive: true });
  }

  static open(dbFile: string, dataDir: string | undefined): FileStore {
    if (dataDir) return new FileStore(resolve(dataDir), false);
    if (dbFile === ':memory:') return new FileStore(mkdtempSync(join(tmpdir(), 'redakcja-sandbox-')), true);
    const absolute = resolve(dbFile);
    const stem = basename(absolute, extname(absolute));
    return new FileStore(join(dirname(absolute), `${stem}-files`), false);
  }

  folder(folder: StaticFolder): string {
    return join(this.root, folder);
  }

  /** Absolute path of a file inside a static folder; refuses anything that would leave it. */
  path(folder: StaticFolder, relative: string): string {
    const base = this.folder(folder);
    const full = resolve(base, relative);
    if (!full.startsWith(base + sep)) throw new Error(`Path outside ${folder}: ${relative}`);
    return full;
  }

  write(folder: StaticFolder, relative: string, contents: Buffer | string): string {
    const full = this.path(folder, relative);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, contents);
    return full;
  }

  remove(folder: StaticFolder, relative: string): void {
    try {
      unlinkSync(this.path(folder, relative));
    } catch {
      // Already gone: nothing to do.
    }
  }

  dispose(): void {
    if (this.temporary) rmSync(this.root, { recursive: true, force: true });
  }
}

/** A file name safe for a URL and a file system: Polish letters folded, spaces to hyphens. */
export function safeFileName(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[\u0300-\u036f]/g, '');
  const extension = extname(folded)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '');
  const stem = basename(folded, extname(folded))
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return `${stem || 'plik'}${extension}`;
}
