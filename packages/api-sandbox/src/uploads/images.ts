import { imageSize } from 'image-size';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export type ImageType = 'jpg' | 'png' | 'gif' | 'webp';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

const ACCEPTED: ReadonlySet<string> = new Set(['jpg', 'png', 'gif', 'webp']);

/** What the bytes really are (never the name or the declared type); null when not an accepted image. */
export function inspectImage(bytes: Uint8Array): ImageInfo | null {
  try {
    const size = imageSize(bytes);
    if (!size.type || !ACCEPTED.has(size.type) || !size.width || !size.height) return null;
    return { type: size.type as ImageType, width: size.width, height: size.height };
  } catch {
    return null;
  }
}

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

function decode(bytes: Buffer, type: ImageType): Rgba | null {
  try {
    if (type === 'png') return PNG.sync.read(bytes);
    if (type === 'jpg') return jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 256 });
  } catch {
    return null;
  }
  return null;
}

function scale(image: Rgba, width: number): Rgba {
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sourceY = Math.min(image.height - 1, Math.floor((y * image.height) / height));
    for (let x = 0; x < width; x++) {
      const sourceX = Math.min(image.width - 1, Math.floor((x * image.width) / width));
      const from = (sourceY * image.width + sourceX) * 4;
      const to = (y * width + x) * 4;
      data[to] = image.data[from] ?? 0;
      data[to + 1] = image.data[from + 1] ?? 0;
      data[to + 2] = image.data[from + 2] ?? 0;
      data[to + 3] = image.data[from + 3] ?? 255;
    }
  }
  return { width, height, data };
}

function encode(image: Rgba, type: 'png' | 'jpg'): Buffer {
  if (type === 'jpg')
    return jpeg.encode({ width: image.width, height: image.height, data: image.data }, 80).data;
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return PNG.sync.write(png, { deflateLevel: 3 });
}

/**
 * A copy of a PNG or JPEG scaled to the given width (never enlarged). GIF and WebP cannot be decoded
 * in pure JS here: their thumbnail is the original file, which browsers scale themselves.
 */
export function thumbnail(bytes: Buffer, info: ImageInfo, width: number): Buffer {
  if (info.width <= width || (info.type !== 'png' && info.type !== 'jpg')) return bytes;
  const image = decode(bytes, info.type);
  if (!image) return bytes;
  return encode(scale(image, width), info.type);
}

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

/** How many different pictures `drawPicture` makes (its variants repeat after that). */
export const PICTURE_VARIANTS = PALETTE.length;

/**
 * A deterministic picture (the seed's photos, the tests' uploads): a horizontal gradient between two
 * colours picked by `variant`, in bands, with a darker strip across the middle, so different records
 * look different in the panel. Drawn a row at a time: a 1200×800 picture takes milliseconds.
 */
export function drawPicture(width: number, height: number, variant: number, type: 'png' | 'jpg'): Buffer {
  const a = PALETTE[variant % PALETTE.length] ?? PALETTE[0];
  const b = PALETTE[(variant * 3 + 1) % PALETTE.length] ?? PALETTE[1];
  const row = new Uint8Array(width * 4);
  for (let x = 0; x < width; x++) {
    const t = x / width;
    const band = Math.floor(t * 6) % 2 === 0 ? 1 : 0.86;
    row[x * 4] = (a[0] + (b[0] - a[0]) * t) * band;
    row[x * 4 + 1] = (a[1] + (b[1] - a[1]) * t) * band;
    row[x * 4 + 2] = (a[2] + (b[2] - a[2]) * t) * band;
    row[x * 4 + 3] = 255;
  }
  const strip = row.map((value, index) => (index % 4 === 3 ? value : value * 0.7));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    data.set(y > height / 3 && y < (height * 2) / 3 && y % 8 < 4 ? strip : row, y * width * 4);
  }
  return encode({ width, height, data }, type);
}
