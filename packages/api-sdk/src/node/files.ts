import { openAsBlob } from 'node:fs';
import { basename, extname } from 'node:path';

/** MIME types of the files the panel uploads (photos, covers, banners, PDFs). */
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** Reads a file from disk as an upload (a File backed by the file, not loaded into memory up front). */
export async function fileFromPath(
  path: string,
  options: { name?: string; type?: string } = {},
): Promise<File> {
  const type = options.type ?? TYPES_BY_EXTENSION[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const blob = await openAsBlob(path, { type });
  return new File([blob], options.name ?? basename(path), { type });
}

/** Wraps bytes (a Buffer) as an upload with a file name. */
export function fileFromBuffer(data: Uint8Array, name: string, type?: string): File {
  const resolved = type ?? TYPES_BY_EXTENSION[extname(name).toLowerCase()] ?? 'application/octet-stream';
  return new File([new Uint8Array(data)], name, { type: resolved });
}
