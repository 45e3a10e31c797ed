import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawPicture, PICTURE_VARIANTS } from '../uploads/images';

/**
 * The pictures of the seed (sharp cannot be installed here: they are drawn in pure JS). Each picture
 * and its thumbnail is drawn once per machine and kept in a cache folder, so every test file can seed
 * its own sandbox quickly.
 */
const CACHE_DIR = join(tmpdir(), 'redakcja-sandbox-seed-images-v2');
const memory = new Map<string, Buffer>();

/** A seed picture of this size and variant (from memory, the cache folder, or drawn now). */
export function seedPicture(width: number, height: number, variant: number, type: 'png' | 'jpg'): Buffer {
  const key = `${width}x${height}-${variant % PICTURE_VARIANTS}.${type}`;
  const cached = memory.get(key);
  if (cached) return cached;
  const file = join(CACHE_DIR, key);
  let bytes: Buffer | undefined;
  try {
    if (existsSync(file)) bytes = readFileSync(file);
  } catch {
    bytes = undefined;
  }
  if (!bytes) {
    bytes = drawPicture(width, height, variant, type);
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      writeFileSync(`${file}.${process.pid}`, bytes);
      // Renamed into place so a concurrent reader never sees half a file.
      renameSync(`${file}.${process.pid}`, file);
    } catch {
      // A cache that cannot be written only costs time.
    }
  }
  memory.set(key, bytes);
  return bytes;
}

/** The thumbnail of a seed picture: the same picture drawn at the thumbnail's width. */
export function seedThumbnail(
  width: number,
  height: number,
  variant: number,
  type: 'png' | 'jpg',
  thumbWidth: number,
) {
  if (width <= thumbWidth) return seedPicture(width, height, variant, type);
  return seedPicture(thumbWidth, Math.max(1, Math.round((height * thumbWidth) / width)), variant, type);
}
