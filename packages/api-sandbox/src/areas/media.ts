import type { FastifyInstance } from 'fastify';
import type { Context } from '../context';
import { defineResource } from '../db/resource';
import { noWhere, type Row, type Where } from '../db/store';
import { listDocument, registerCrud, registerSelect } from '../http/crud';
import { itemDocument, type Json } from '../http/hydra';
import { readMultipart } from '../http/multipart';
import { escapeLike, exactText, partial } from '../http/query';
import { guarded, route } from '../http/route';
import { validate } from '../http/validate';
import {
  FILE_SEARCH_LIMIT,
  fileManagerRequestSchema,
  IMAGE_SIZES,
  type ImageSizeConstraint,
  iri,
  MEDIA_KINDS,
  type MediaKind,
  mediaCaptionPayloadSchema,
  mediaUploadFieldsSchema,
  photoReportagePayloadSchema,
} from '../sdk';
import { staticLocation } from '../static/files';
import { checkImage, datedFolder, writeImage } from '../uploads/store-image';
import type { Area } from './types';

export const mediaResource = defineResource({
  name: 'media',
  type: 'Media',
  table: 'media',
  softDelete: false,
  fields: {
    kind: { type: 'text', readOnly: true },
    title: { type: 'text', default: '' },
    fileName: { type: 'text', readOnly: true },
    newPath: { type: 'bool', default: true, readOnly: true },
    fileDirectory: { type: 'text', readOnly: true },
    path: { type: 'text', hidden: true },
    thumbnailPath: { type: 'text', hidden: true },
    width: { type: 'int', readOnly: true },
    height: { type: 'int', readOnly: true },
    created: { type: 'datetime', readOnly: true },
  },
});

export const galleriesResource = defineResource({
  name: 'photo_reportages',
  type: 'PhotoReportage',
  table: 'photo_reportages',
  softDelete: true,
  fields: {
    title: { type: 'text' },
    type: { type: 'text', default: 'gallery' },
    isPublish: { type: 'bool', default: true },
    created: { type: 'datetime', readOnly: true },
  },
});

/** The size rule of a kind's upload endpoint (02 §2): its namesake in IMAGE_SIZES; the main photo has none. */
export function kindSize(kind: MediaKind): ImageSizeConstraint | undefined {
  return kind === 'main' ? undefined : IMAGE_SIZES[kind];
}

const kindScope =
  (kind: MediaKind) =>
  (where: Where): void => {
    where.clauses.push('kind = ?');
    where.params.push(kind);
  };

/** A media record with the `@id` and `@type` of the endpoint of its kind. */
export function mediaMember(ctx: Context, row: Row): Json {
  const kind = (row.kind as MediaKind) ?? 'main';
  const spec = MEDIA_KINDS[kind] ?? MEDIA_KINDS.main;
  const json = ctx.store('media').decode(row);
  return { ...json, '@id': iri(spec.resource, row.id), '@type': spec.type };
}

/** Stores an uploaded photo of a kind (the file checked first) and returns its record. */
export function createMedia(
  ctx: Context,
  kind: MediaKind,
  upload: Parameters<typeof checkImage>[0],
  title: string,
  field = 'file',
): Row {
  const { file, info } = checkImage(upload, field, kindSize(kind));
  // New uploads go to the new catalogue: /media/new/{fileName}, fileName with its dated folder (UI-N5).
  const stored = writeImage(ctx, 'media', `new/${datedFolder(ctx)}`, file, info);
  const id = ctx.store('media').insert({
    kind,
    title,
    fileName: stored.path.replace(/^new\//, ''),
    newPath: true,
    fileDirectory: stored.fileDirectory,
    path: stored.path,
    thumbnailPath: stored.thumbnailPath,
    width: info.width,
    height: info.height,
    created: ctx.now(),
  });
  return ctx.store('media').get(id);
}

function removeMediaFiles(ctx: Context, row: Row): void {
  if (typeof row.path === 'string' && row.path !== '') ctx.files.remove('media', row.path);
  const thumbnail = staticLocation(String(row.thumbnailPath ?? ''));
  if (thumbnail) ctx.files.remove(...thumbnail);
}

// -------------------------------------------------------------------------------------------------
// File manager: the catalogue of a photo kind (main photos unless the request names one, SDK-PH1) as a
// tree of folders, from the folders in their file names (`2026/11/kot.jpg`), in the new or the old
// catalogue.

interface TreeEntry {
  id: number | string;
  name: string;
  isDir: boolean;
  thumbnailUrl: string | null;
  childrenCount: number;
  files: TreeEntry[];
}

function fileEntry(row: Row): TreeEntry {
  const fileName = String(row.fileName ?? '');
  return {
    id: row.id,
    name: fileName.slice(fileName.lastIndexOf('/') + 1),
    isDir: false,
    thumbnailUrl: (row.thumbnailPath as string | null) ?? null,
    childrenCount: 0,
    files: [],
  };
}

/** The entries of the folder `path`: its subfolders (newest first) and its files (by name). */
function buildTree(rows: Row[], path: string, full: boolean): TreeEntry[] {
  const prefix = path === '' ? '' : `${path}/`;
  const folders = new Map<string, Row[]>();
  const files: TreeEntry[] = [];
  for (const row of rows) {
    const fileName = String(row.fileName ?? '');
    if (!fileName.startsWith(prefix)) continue;
    const rest = fileName.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) files.push(fileEntry(row));
    else {
      const folder = rest.slice(0, slash);
      const inside = folders.get(folder) ?? [];
      inside.push(row);
      folders.set(folder, inside);
    }
  }
  const folderEntries = [...folders.entries()]
    .sort(([a], [b]) => b.localeCompare(a, 'pl', { numeric: true }))
    .map(([name, inside]): TreeEntry => {
      const childPath = `${prefix}${name}`;
      const children = buildTree(inside, childPath, full);
      return {
        id: childPath,
        name,
        isDir: true,
        thumbnailUrl: null,
        childrenCount: children.length,
        files: full ? children : [],
      };
    });
  return [...folderEntries, ...files.sort((a, b) => a.name.localeCompare(b.name, 'pl'))];
}

function registerFileManager(app: FastifyInstance, ctx: Context): void {
  const store = ctx.store('media');
  route(app, 'POST', '/api/filemenagerdata', guarded, async (request) => {
    const query = validate(fileManagerRequestSchema, request.body);
    const path = query.path
      .split('/')
      .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
      .join('/');
    const where: Where = {
      clauses: ['kind = ?', 'COALESCE(newPath, 0) = ?'],
      params: [query.kind ?? 'main', query.newPath ? 1 : 0],
    };
    if (path !== '') {
      where.clauses.push("fileName LIKE ? ESCAPE '\\'");
      where.params.push(`${escapeLike(path)}/%`);
    }
    if (query.search.trim() !== '') {
      // The picker's pattern: '%' any text, '_' one character, '\' escapes; matched anywhere in the
      // file name or the caption, case-insensitively; at most FILE_SEARCH_LIMIT files.
      where.clauses.push(`(pl_lower(fileName) LIKE ? ESCAPE '\\' OR pl_lower(title) LIKE ? ESCAPE '\\')`);
      const pattern = `%${query.search.trim().toLocaleLowerCase('pl')}%`;
      where.params.push(pattern, pattern);
      return store.list(where, FILE_SEARCH_LIMIT, 0, 'id DESC').map(fileEntry);
    }
    return buildTree(store.list(where, 1_000_000, 0, 'id DESC'), path, query.full);
  });
}

export const mediaArea: Area = {
  resources: [mediaResource, galleriesResource],
  register(app, ctx) {
    const store = ctx.store('media');
    for (const [kind, spec] of Object.entries(MEDIA_KINDS) as [
      MediaKind,
      (typeof MEDIA_KINDS)[MediaKind],
    ][]) {
      const scope = kindScope(kind);
      const present = (_json: Json, row: Row) => mediaMember(ctx, row);
      registerCrud(app, ctx, {
        resource: 'media',
        ops: ['get', 'patch', 'delete'],
        scope,
        patch: mediaCaptionPayloadSchema,
        present,
        beforeDelete: (row) => removeMediaFiles(ctx, row),
        path: `/api/${spec.resource}`,
      });
      route(app, 'GET', `/api/${spec.resource}`, guarded, async (request) => {
        const where = noWhere();
        scope(where);
        return listDocument(ctx, request, store, { filters: { title: partial('title') }, where, present });
      });
      app.route({
        method: 'POST',
        url: `/api/${spec.resource}`,
        config: { access: guarded, accepts: 'multipart' },
        handler: async (request, reply) => {
          const body = await readMultipart(request);
          const { title } = validate(mediaUploadFieldsSchema, body.fields);
          const row = ctx.transaction(() => createMedia(ctx, kind, body.files.file, title));
          reply.status(201).header('location', iri(spec.resource, row.id));
          return itemDocument(spec.type, mediaMember(ctx, row));
        },
      });
    }

    // The editor's inline images: width at most 1000 px; answers the image's path on the static host.
    app.route({
      method: 'POST',
      url: '/api/article_images',
      config: { access: guarded, accepts: 'multipart' },
      handler: async (request, reply) => {
        const body = await readMultipart(request);
        const { file, info } = checkImage(
          body.files.file ?? body.files.upload ?? Object.values(body.files)[0],
          'file',
          IMAGE_SIZES.editorImage,
        );
        const stored = writeImage(ctx, 'media', `article_images/${datedFolder(ctx)}`, file, info);
        reply.status(201);
        return { filePath: `/media/${stored.path}` };
      },
    });

    registerFileManager(app, ctx);

    // Photo reportages (SDK-35): the records behind the gallery select, deleted softly (an article
    // keeps naming its gallery).
    registerCrud(app, ctx, {
      resource: 'photo_reportages',
      filters: { title: partial('title') },
      payload: photoReportagePayloadSchema,
      createdAt: 'created',
    });

    // The article form's gallery select (02 §7): photo reportages of a type, newest first.
    registerSelect(app, ctx, {
      path: '/api/photo_reportages/select',
      resource: 'photo_reportages',
      label: 'title',
      order: 'id DESC',
      value: 'id',
      filters: { type: exactText('type') },
    });
  },
};
