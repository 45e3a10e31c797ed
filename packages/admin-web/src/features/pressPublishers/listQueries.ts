import {
  createPressPublisherListResource,
  type NameFilter,
  PRESS_PUBLISHERS_PATH,
  type PressPublisherListItem,
  pressPublisherListItemSchema,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no publisher record schema and no form rule. PressPublisherFormScreen.tsx gives the forms the same
 * keys; saves refresh the magazine form's publishers.
 */
export const pressPublisherListQueries = crudListQueries<PressPublisherListItem, NameFilter>({
  root: 'pressPublishers',
  listResource: (client) => resourceOf(client, createPressPublisherListResource),
  listed: { path: PRESS_PUBLISHERS_PATH, schema: pressPublisherListItemSchema },
  filters: byName,
  optionSource: '/api/press_publishers/select',
});
