import { photoReportageListItemSchema } from '../schemas/photoReportageList';
import { crudListOps, type TitleFilter } from './base';
import type { ResourceContext } from './context';

export const PHOTO_REPORTAGES_PATH = '/api/photo_reportages';

/**
 * What the photo reportages list does with /api/photo_reportages (SDK-35), on zod/mini (SDK-C33): list
 * (title), pages, remove (a soft delete). The record and its saves are `createPhotoReportagesResource`'s
 * (./photoReportages).
 */
export function createPhotoReportageListResource(ctx: ResourceContext) {
  return crudListOps<typeof photoReportageListItemSchema, TitleFilter>(ctx, {
    path: PHOTO_REPORTAGES_PATH,
    listItem: photoReportageListItemSchema,
  });
}
export type PhotoReportageListResource = ReturnType<typeof createPhotoReportageListResource>;
