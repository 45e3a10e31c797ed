import type { NameFilter, Producer, ProducerListItem, ProducerPayload } from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/producers: list by name, one producer. */
export const producerQueries = crudQueries<Producer, ProducerListItem, ProducerPayload, NameFilter>({
  root: 'producers',
  resource: (client) => client.producers,
  filters: byName,
});
