import {
  createPhotoReportagesResource,
  type PhotoReportage,
  type PhotoReportagePayload,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { crudQueries } from '../../shared/crud/queries';
import { byTitle } from '../probes/queries';

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
