/**
 * Photos and files (01 §3, §5, §7; 02 §3; D4): the photo record, the six upload endpoints with the
 * '@type' each answers, the file-manager tree and its request and the inline editor's image upload. The
 * size rules of new uploads with their Polish messages, and the tree's error entry, are in
 * `./mediaMessages` (no zod), re-exported here.
 */
import { z } from 'zod';
import {
  booleanishSchema,
  idSchema,
  jsonLdShape,
  listOrEmpty,
  nullableNumberishSchema,
  nullableStringSchema,
  objectOf,
  optionalText,
  sharedMessages,
  textOrEmptySchema,
} from './shared';

export {
  EDITOR_IMAGE_WIDTH_MESSAGE,
  FILE_MANAGER_ERROR_ENTRY,
  imageSizeMessages,
  imageSizeViolations,
} from './mediaMessages';

/** The six photo kinds: upload endpoint (D4), the '@type' it answers and the field it fills. */
export const MEDIA_KINDS = {
  main: { resource: 'media', type: 'Media', field: 'mediaId' },
  top: { resource: 'media_tops', type: 'MediaTop', field: 'mediaTopId' },
  top200: { resource: 'media_top200s', type: 'MediaTop200', field: 'mediaTop200Id' },
  onlyOnSite: { resource: 'media_onlywms', type: 'MediaOnlywm', field: 'mediaOnlywmId' },
  googleDiscovery: {
    resource: 'media_google_discoveries',
    type: 'MediaGoogleDiscovery',
    field: 'mediaGoogleDiscoveryId',
  },
  articleBanner: {
    resource: 'media_article_banners',
    type: 'MediaArticleBanner',
    field: 'mediaArticleBannerId',
  },
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;
export const MEDIA_TYPES = Object.values(MEDIA_KINDS).map((kind) => kind.type) as [
  (typeof MEDIA_KINDS)[MediaKind]['type'],
  ...(typeof MEDIA_KINDS)[MediaKind]['type'][],
];
export type MediaType = (typeof MEDIA_TYPES)[number];

export { FILE_API_PATH } from '../constants';

export function mediaUploadPath(kind: MediaKind): string {
  return `/api/${MEDIA_KINDS[kind].resource}`;
}

/** A photo record (GET {fileApiPath}{id}): caption, file name, which directory holds it. */
export const mediaSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  title: nullableStringSchema,
  fileName: textOrEmptySchema,
  newPath: booleanishSchema,
  /** Preview screens read the directory of Top and banner photos. */
  fileDirectory: z.optional(nullableStringSchema),
});
export type Media = z.infer<typeof mediaSchema>;

/** The answer of a photo upload: '@type' tells which endpoint stored it (02 §3). */
export const mediaUploadResponseSchema = z.object({
  '@context': z.unknown().optional(),
  '@id': z.string().optional(),
  '@type': z.enum(MEDIA_TYPES),
  id: idSchema,
  fileName: z.string(),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

/** The caption form of the picker (PATCH {fileApiPath}{id} with {title}). */
export const mediaCaptionFormSchema = objectOf({
  title: optionalText(),
});
export type MediaCaptionForm = z.infer<typeof mediaCaptionFormSchema>;
export const mediaCaptionPayloadSchema = objectOf(mediaCaptionFormSchema.shape);
export type MediaCaptionPayload = z.infer<typeof mediaCaptionPayloadSchema>;

export function fromMedia(record: Media): MediaCaptionForm {
  return { title: record.title ?? '' };
}

/** The text fields of a multipart photo upload (the file rides beside them as `file`). */
export const mediaUploadFieldsSchema = z.object({
  title: optionalText(),
});

// ---------------------------------------------------------------------------------------------------
// File manager (POST /api/filemenagerdata)

export interface FileManagerEntry {
  id: number | string;
  name: string;
  isDir: boolean;
  thumbnailUrl: string | null;
  childrenCount: number;
  files: FileManagerEntry[];
}

/** One node of the tree; folders carry their `files`. */
export const fileManagerEntrySchema: z.ZodType<FileManagerEntry> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    name: textOrEmptySchema,
    isDir: booleanishSchema,
    thumbnailUrl: nullableStringSchema,
    childrenCount: z.pipe(
      nullableNumberishSchema,
      z.transform((count) => count ?? 0),
    ),
    files: z.optional(listOrEmpty(fileManagerEntrySchema)).transform((files) => files ?? []),
  }),
);

/** The answer: the tree (an array of root entries; a single root object reads as one entry). */
export const fileManagerTreeSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : value),
  z.array(fileManagerEntrySchema),
);

/**
 * The request: `path` of the folder, `full` for the whole tree, `search` ('%' any string, '_' one
 * character, '\' escapes), `newPath` for the new catalogue. `kind` (SDK-PH1) names the photo kind whose
 * catalogue is browsed, so a Top field lists Top photos; absent, the main photos.
 */
export const fileManagerRequestSchema = objectOf({
  path: z.string({ error: sharedMessages.mustBeText }),
  full: z.boolean({ error: sharedMessages.invalidValue }),
  search: z.string({ error: sharedMessages.mustBeText }),
  newPath: z.boolean({ error: sharedMessages.invalidValue }),
  kind: z.optional(
    z.enum(Object.keys(MEDIA_KINDS) as [MediaKind, ...MediaKind[]], { error: sharedMessages.invalidValue }),
  ),
});
export type FileManagerRequest = z.infer<typeof fileManagerRequestSchema>;

export function newFileManagerRequest(overrides: Partial<FileManagerRequest> = {}): FileManagerRequest {
  return { path: '', full: false, search: '', newPath: true, ...overrides };
}

/** POST /api/article_images (multipart file) answer: the path of the stored image. */
export const articleImageResponseSchema = z.object({ filePath: z.string() });
export type ArticleImageResponse = z.infer<typeof articleImageResponseSchema>;
