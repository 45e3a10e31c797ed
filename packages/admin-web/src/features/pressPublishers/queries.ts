import {
  createPressPublishersResource,
  type NameFilter,
  type PressPublisher,
  type PressPublisherPayload,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/press_publishers: list by name, one publisher; saves refresh the magazine form's publishers. */
export const pressPublisherQueries = crudQueries<
  PressPublisher,
  PressPublisher,
  PressPublisherPayload,
  NameFilter
>({
  root: 'pressPublishers',
  resource: (client) => resourceOf(client, createPressPublishersResource),
  filters: byName,
  optionSource: '/api/press_publishers/select',
});
