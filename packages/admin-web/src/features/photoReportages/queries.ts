import {
  createPhotoReportagesResource,
  type PhotoReportage,
  type PhotoReportageListItem,
  type PhotoReportagePayload,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { photoReportageListQueries } from './listQueries';

/**
 * /api/photo_reportages: the list (listQueries.ts) and one reportage; saves refresh the article form's
 * galleries.
 */
export const photoReportageQueries = withRecordQueries<
  PhotoReportage,
  PhotoReportageListItem,
  PhotoReportagePayload,
  TitleFilter
>(photoReportageListQueries, (client) => resourceOf(client, createPhotoReportagesResource));
