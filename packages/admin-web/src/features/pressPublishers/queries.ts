import {
  createPressPublishersResource,
  type NameFilter,
  type PressPublisher,
  type PressPublisherListItem,
  type PressPublisherPayload,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { pressPublisherListQueries } from './listQueries';

/**
 * /api/press_publishers: the list (listQueries.ts) and one publisher; saves refresh the magazine form's
 * publishers.
 */
export const pressPublisherQueries = withRecordQueries<
  PressPublisher,
  PressPublisherListItem,
  PressPublisherPayload,
  NameFilter
>(pressPublisherListQueries, (client) => resourceOf(client, createPressPublishersResource));
