import {
  createProducerListResource,
  type NameFilter,
  PRODUCERS_PATH,
  type ProducerListItem,
  producerListItemSchema,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen loads no
 * producer record schema and no form rule. ProducerFormScreen.tsx gives the forms the same keys.
 */
export const producerListQueries = crudListQueries<ProducerListItem, NameFilter>({
  root: 'producers',
  listResource: (client) => resourceOf(client, createProducerListResource),
  listed: { path: PRODUCERS_PATH, schema: producerListItemSchema },
  filters: byName,
});
