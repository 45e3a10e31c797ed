import type { NameFilter, PressPublisher, PressPublisherPayload } from '@redakcja/api-sdk';
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
  resource: (client) => client.pressPublishers,
  filters: byName,
  optionSource: '/api/press_publishers/select',
});
