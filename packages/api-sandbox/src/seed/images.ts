import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * The pictures of the seed, drawn in pure JS (sharp cannot be installed here): a horizontal gradient in
 * banded colours, different per variant. Each picture and its thumbnail is drawn once per machine and
 * kept in a cache folder, so every test file can seed its own sandbox quickly.
 */
const CACHE_DIR = join(tmpdir(), 'redakcja-sandbox-seed-images-v1');
const memory = new Map<string, Buffer>();

const PALETTE = [
  [196, 30, 58],
  [20, 90, 160],
  [34, 139, 84],
  [230, 140, 20],
  [110, 60, 150],
  [40, 40, 48],
  [0, 140, 150],
  [180, 90, 40],
] as const;

function pixels(width: number, height: number, variant: number): Buffer {
  const a = PALETTE[variant % PALETTE.length] ?? PALETTE[0];
  const b = PALETTE[(variant * 3 + 1) % PALETTE.length] ?? PALETTE[1];
  const row = Buffer.alloc(width * 4);
  for (let x = 0; x < width; x++) {
    const t = x / width;
    const band = Math.floor(t * 6) % 2 === 0 ? 1 : 0.86;
    row[x * 4] = (a[0] + (b[0] - a[0]) * t) * band;
    row[x * 4 + 1] = (a[1] + (b[1] - a[1]) * t) * band;
    row[x * 4 + 2] = (a[2] + (b[2] - a[2]) * t) * band;
    row[x * 4 + 3] = 255;
  }
  const data = Buffer.alloc(width * height * 4);
  // A darker strip across the middle third, so the picture is not a plain gradient.
  const strip = Buffer.from(row.map((value, index) => (index % 4 === 3 ? value : value * 0.7)));
  for (let y = 0; y < height; y++) {
    (y > height / 3 && y < (height * 2) / 3 && y % 8 < 4 ? strip : row).copy(data, y * width * 4);
  }
  return data;
}

function encode(width: number, height: number, variant: number, type: 'png' | 'jpg'): Buffer {
  const data = pixels(width, height, variant);
  if (type === 'jpg') return jpeg.encode({ width, height, data }, 78).data;
  const png = new PNG({ width, height, colorType: 2, inputHasAlpha: true, filterType: 2 });
  png.data = data;
  return PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, filterType: 2, deflateLevel: 1 });
}

/** A seed picture of this size and variant (from memory, the cache folder, or drawn now). */
export function seedPicture(width: number, height: number, variant: number, type: 'png' | 'jpg'): Buffer {
  const key = `${width}x${height}-${variant % PALETTE.length}.${type}`;
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
    bytes = encode(width, height, variant % PALETTE.length, type);
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
