import type { PhotoReportage, PhotoReportagePayload, TitleFilter } from '@redakcja/api-sdk';
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
  resource: (client) => client.photoReportages,
  filters: byTitle,
  optionSource: '/api/photo_reportages/select?type=gallery',
});
