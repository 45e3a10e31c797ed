import {
  createPhotoReportagesResource,
  type PhotoReportage,
  type PhotoReportagePayload,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/photo_reportages: list by title, one reportage; saves refresh the article form's galleries. */
export const photoReportageQueries = crudQueries<
  PhotoReportage,
  PhotoReportage,
  PhotoReportagePayload,
  TitleFilter
>({
  root: 'photoReportages',
  resource: (client) => resourceOf(client, createPhotoReportagesResource),
  filters: byTitle,
  optionSource: '/api/photo_reportages/select?type=gallery',
});
