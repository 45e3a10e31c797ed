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
  /** `{fileApiPath}{id}` for a main photo; a photo of another kind at its own endpoint (D4). */
  const recordPath = (id: Id, kind: MediaKind = 'main') =>
    kind === 'main' ? `${ctx.fileApiPath}${encodeId(id)}` : `${mediaUploadPath(kind)}/${encodeId(id)}`;
  return {
    /** Multipart POST of the file (and its title) to the kind's endpoint; answers '@type', id, fileName. */
    upload: (kind: MediaKind, file: UploadFile, fields: { title?: string } = {}, options?: CallOptions) =>
      postForm(ctx, mediaUploadPath(kind), { file, title: fields.title }, mediaUploadResponseSchema, options),
    /** GET {fileApiPath}{id}: fileName, title, id, newPath. */
    get: (id: Id, options?: CallOptions) =>
      ctx.sender.json({ method: 'GET', path: recordPath(id) }, mediaSchema, options),
    /** GET the record of another kind, e.g. `getOfKind('top', id)` → /api/media_tops/{id}. */
    getOfKind: (kind: MediaKind, id: Id, options?: CallOptions) =>
      ctx.sender.json({ method: 'GET', path: recordPath(id, kind) }, mediaSchema, options),
    /** PATCH {fileApiPath}{id} with {title} (the caption); `kind` for a photo of another kind. */
    updateTitle: (id: Id, title: string, options?: CallOptions, kind?: MediaKind) =>
      ctx.sender.json({ method: 'PATCH', path: recordPath(id, kind), json: { title } }, mediaSchema, options),
    /** DELETE {fileApiPath}{id}; `kind` for a photo of another kind. */
    remove: (id: Id, options?: CallOptions, kind?: MediaKind) =>
      ctx.sender.empty({ method: 'DELETE', path: recordPath(id, kind) }, options),
    /** POST /api/filemenagerdata {path, full, search, newPath, kind?}: the tree of folders and files. */
    fileTree: (request: FileManagerRequest, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'POST', path: '/api/filemenagerdata', json: request },
        fileManagerTreeSchema,
        options,
      ),
  };
}
export type MediaResource = ReturnType<typeof createMediaResource>;
