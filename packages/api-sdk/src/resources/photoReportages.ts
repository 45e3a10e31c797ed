import { photoReportageListItemSchema } from '../schemas/photoReportageList';
import { type PhotoReportagePayload, photoReportageSchema } from '../schemas/photoReportages';
import { crudOps, type TitleFilter } from './base';
import type { ResourceContext } from './context';
import { PHOTO_REPORTAGES_PATH } from './photoReportageList';

/**
 * Photo reportages (SDK-35): /api/photo_reportages list (title), get, create, update, patch, remove
 * (a soft delete). The article form's galleries: `selects.galleries()`.
 */
export function createPhotoReportagesResource(ctx: ResourceContext) {
  return crudOps<
    typeof photoReportageSchema,
    typeof photoReportageListItemSchema,
    PhotoReportagePayload,
    TitleFilter
  >(ctx, {
    path: PHOTO_REPORTAGES_PATH,
    item: photoReportageSchema,
    listItem: photoReportageListItemSchema,
  });
}
export type PhotoReportagesResource = ReturnType<typeof createPhotoReportagesResource>;
