import {
  createProducersResource,
  type NameFilter,
  type Producer,
  type ProducerListItem,
  type ProducerPayload,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/producers: list by name, one producer. */
export const producerQueries = crudQueries<Producer, ProducerListItem, ProducerPayload, NameFilter>({
  root: 'producers',
  resource: (client) => resourceOf(client, createProducersResource),
  filters: byName,
});
