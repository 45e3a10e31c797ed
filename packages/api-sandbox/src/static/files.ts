import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';

/** The static folders of D3, each served at `/{name}/` from the data dir. */
export const STATIC_FOLDERS = ['nsl', 'reports', 'media', 'newsletter_images', 'box_tvn', 'exports'] as const;
export type StaticFolder = (typeof STATIC_FOLDERS)[number];

/** Where a public path (`/reports/report_7.html`) lies: its static folder and the path inside it. */
export function staticLocation(publicPath: string): [folder: StaticFolder, relative: string] | null {
  const folder = STATIC_FOLDERS.find((name) => publicPath.startsWith(`/${name}/`));
  return folder ? [folder, publicPath.slice(folder.length + 2)] : null;
}

/** The same for a path the sandbox builds itself (with the SDK's path helpers): it must be static. */
export function staticPath(publicPath: string): [folder: StaticFolder, relative: string] {
  const location = staticLocation(publicPath);
  if (!location) throw new Error(`Not a static path: ${publicPath}`);
  return location;
}

/** A picture the seed promised but did not draw yet: drawn on first request. */
export interface PictureSpec {
  width: number;
  height: number;
  variant: number;
  type: 'png' | 'jpg';
  /** Draw it scaled to this width (a thumbnail). */
  thumbnail?: number;
}

/** Where pictures promised by the seed are recorded (a table of the database, so they survive restarts). */
export interface VirtualFiles {
  get(key: string): PictureSpec | undefined;
  set(key: string, spec: PictureSpec): void;
  delete(key: string): void;
  render(spec: PictureSpec): Buffer;
}

/**
 * The files the API writes and serves: uploads, generated newsletters, reports and exports. They live
 * in a folder next to the database (`sandbox.db` → `sandbox-files/`), or in a temporary folder that is
 * removed on close when the database is in memory. The seed's pictures are virtual until first asked
 * for: creating a thousand small files costs seconds on slow disks, drawing one on request costs
 * milliseconds.
 */
export class FileStore {
  private virtual: VirtualFiles | undefined;

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

  useVirtualFiles(virtual: VirtualFiles): void {
    this.virtual = virtual;
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

  /** A picture that is drawn when first requested. */
  promise(folder: StaticFolder, relative: string, spec: PictureSpec): void {
    this.path(folder, relative);
    if (!this.virtual) {
      throw new Error('No virtual file registry');
    }
    this.virtual.set(`${folder}/${relative}`, spec);
  }

  exists(folder: StaticFolder, relative: string): boolean {
    return (
      existsSync(this.path(folder, relative)) || this.virtual?.get(`${folder}/${relative}`) !== undefined
    );
  }

  /** Draws a promised picture onto the disk if it is not there yet; false when there is no such file. */
  materialize(folder: StaticFolder, relative: string): boolean {
    const full = this.path(folder, relative);
    if (existsSync(full)) return true;
    const spec = this.virtual?.get(`${folder}/${relative}`);
    if (!spec || !this.virtual) return false;
    this.write(folder, relative, this.virtual.render(spec));
    return true;
  }

  /** Moves a file (a promised picture is drawn first); nothing happens when there is no such file. */
  move(folder: StaticFolder, from: string, to: string): void {
    if (from === to || !this.materialize(folder, from)) return;
    const target = this.path(folder, to);
    mkdirSync(dirname(target), { recursive: true });
    renameSync(this.path(folder, from), target);
    this.virtual?.delete(`${folder}/${from}`);
  }

  remove(folder: StaticFolder, relative: string): void {
    this.virtual?.delete(`${folder}/${relative}`);
    try {
      unlinkSync(this.path(folder, relative));
    } catch {
      // Not on the disk (or already gone): nothing to do.
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
