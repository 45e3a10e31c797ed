import type { UploadFile } from '../http/multipart';
import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import {
  type FileManagerRequest,
  fileManagerTreeSchema,
  type MediaKind,
  mediaSchema,
  mediaUploadPath,
  mediaUploadResponseSchema,
} from '../schemas/media';
import { type Id, postForm } from './base';
import type { ResourceContext } from './context';

/**
 * Photos (D4): uploads to the six endpoints, the picker's record at `{fileApiPath}{id}` (GET, PATCH
 * caption, DELETE), the records of the other kinds (preview: top, article banner) and the file-manager
 * tree.
 */
export function createMediaResource(ctx: ResourceContext) {
  const recordPath = (id: Id) => `${ctx.fileApiPath}${encodeId(id)}`;
  return {
    /** Multipart POST of the file (and its title) to the kind's endpoint; answers '@type', id, fileName. */
    upload: (kind: MediaKind, file: UploadFile, fields: { title?: string } = {}, options?: CallOptions) =>
      postForm(ctx, mediaUploadPath(kind), { file, title: fields.title }, mediaUploadResponseSchema, options),
    /** GET {fileApiPath}{id}: fileName, title, id, newPath. */
    get: (id: Id, options?: CallOptions) =>
      ctx.sender.json({ method: 'GET', path: recordPath(id) }, mediaSchema, options),
    /** GET the record of another kind, e.g. `getOfKind('top', id)` → /api/media_tops/{id}. */
    getOfKind: (kind: MediaKind, id: Id, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'GET', path: `${mediaUploadPath(kind)}/${encodeId(id)}` },
        mediaSchema,
        options,
      ),
    /** PATCH {fileApiPath}{id} with {title} (the caption). */
    updateTitle: (id: Id, title: string, options?: CallOptions) =>
      ctx.sender.json({ method: 'PATCH', path: recordPath(id), json: { title } }, mediaSchema, options),
    /** DELETE {fileApiPath}{id}. */
    remove: (id: Id, options?: CallOptions) =>
      ctx.sender.empty({ method: 'DELETE', path: recordPath(id) }, options),
    /** POST /api/filemenagerdata {path, full, search, newPath}: the tree of folders and files. */
    fileTree: (request: FileManagerRequest, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'POST', path: '/api/filemenagerdata', json: request },
        fileManagerTreeSchema,
        options,
      ),
  };
}
export type MediaResource = ReturnType<typeof createMediaResource>;
