import { extname } from 'node:path';
import type { Context } from '../context';
import type { Violation } from '../http/errors';
import { ValidationError } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { type ImageSizeConstraint, imageSizeViolations, sharedMessages } from '../sdk';
import { type StaticFolder, safeFileName } from '../static/files';
import { formatDate } from '../util/time';
import { type ImageInfo, inspectImage, thumbnail } from './images';

export const THUMBNAIL_WIDTH = 150;

/**
 * Checks an uploaded file is there and is an image (by its bytes) of the allowed size; the violations
 * are the picker's Polish messages, on the form field `field`. Answers the file with what it is.
 */
export function checkImage(
  file: UploadedFile | undefined,
  field: string,
  constraint: ImageSizeConstraint | undefined,
): { file: UploadedFile; info: ImageInfo } {
  if (!file) throw new ValidationError([{ propertyPath: field, message: sharedMessages.required }]);
  const info = inspectImage(file.bytes);
  if (!info) {
    throw new ValidationError([{ propertyPath: field, message: sharedMessages.notAnImage }]);
  }
  const messages = constraint ? imageSizeViolations(info, constraint) : [];
  if (messages.length > 0) {
    throw new ValidationError(messages.map((message): Violation => ({ propertyPath: field, message })));
  }
  return { file, info };
}

export interface StoredImage {
  /** Its path inside the static folder: `new/2026/11/kot.jpg`. */
  path: string;
  /** Its folder on the static host, no trailing slash: `/media/new/2026/11`. */
  fileDirectory: string;
  /** Its thumbnail's path on the static host. */
  thumbnailPath: string;
}

/**
 * Writes an image under a static folder in a subfolder (`new/2026/11`), with a free name made from
 * the upload's name (spaces to hyphens, Polish letters folded, the extension the bytes really have),
 * and a thumbnail under `thumbs/`.
 */
export function writeImage(
  ctx: Context,
  folder: StaticFolder,
  subfolder: string,
  file: UploadedFile,
  info: ImageInfo,
): StoredImage {
  const dir = subfolder.replace(/^\/+|\/+$/g, '');
  const prefix = dir === '' ? '' : `${dir}/`;
  const extension = info.type === 'jpg' ? '.jpg' : `.${info.type}`;
  const base = safeFileName(file.filename || `obraz${extension}`);
  const stem = base.slice(0, base.length - extname(base).length) || 'obraz';
  let name = `${stem}${extension}`;
  for (let n = 2; ctx.files.exists(folder, `${prefix}${name}`); n++) name = `${stem}-${n}${extension}`;
  const path = `${prefix}${name}`;
  ctx.files.write(folder, path, file.bytes);
  ctx.files.write(folder, `thumbs/${path}`, thumbnail(file.bytes, info, THUMBNAIL_WIDTH));
  return {
    path,
    fileDirectory: `/${folder}${dir === '' ? '' : `/${dir}`}`,
    thumbnailPath: `/${folder}/thumbs/${path}`,
  };
}

/** `2026/11`: the dated folder of today. */
export function datedFolder(ctx: Context): string {
  const [year, month] = formatDate(ctx.now()).split('-');
  return `${year}/${month}`;
}
