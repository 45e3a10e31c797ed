import { type PhotoReportagePayload, photoReportageSchema } from '../schemas/photoReportages';
import { crudOps, type TitleFilter } from './base';
import type { ResourceContext } from './context';

/**
 * Photo reportages (SDK-35): /api/photo_reportages list (title), get, create, update, patch, remove
 * (a soft delete). The article form's galleries: `selects.galleries()`.
 */
export function createPhotoReportagesResource(ctx: ResourceContext) {
  return crudOps<
    typeof photoReportageSchema,
    typeof photoReportageSchema,
    PhotoReportagePayload,
    TitleFilter
  >(ctx, { path: '/api/photo_reportages', item: photoReportageSchema, listItem: photoReportageSchema });
}
export type PhotoReportagesResource = ReturnType<typeof createPhotoReportagesResource>;
