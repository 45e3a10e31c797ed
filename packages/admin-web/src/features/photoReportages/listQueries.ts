import {
  createPhotoReportageListResource,
  PHOTO_REPORTAGES_PATH,
  type PhotoReportageListItem,
  photoReportageListItemSchema,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no reportage record schema and no form rule. PhotoReportageFormScreen.tsx gives the forms the same
 * keys; saves refresh the article form's galleries.
 */
export const photoReportageListQueries = crudListQueries<PhotoReportageListItem, TitleFilter>({
  root: 'photoReportages',
  listResource: (client) => resourceOf(client, createPhotoReportageListResource),
  listed: { path: PHOTO_REPORTAGES_PATH, schema: photoReportageListItemSchema },
  filters: byTitle,
  optionSource: '/api/photo_reportages/select?type=gallery',
});
