/**
 * Real image files for the upload tests: a PNG of the given size drawn here (zlib's deflate and CRC-32),
 * so a test chooses an actual picture through the photo field, as a user does, without fixtures.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG, width × height, a diagonal gradient. */
export function pngPicture(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      rows[at] = (x * 255) / width;
      rows[at + 1] = (y * 255) / height;
      rows[at + 2] = 160;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file for Playwright's `setInputFiles`. */
export function pngFile(name: string, width = 200, height = 200) {
  return { name, mimeType: 'image/png', buffer: pngPicture(width, height) };
}
