import {
  createProducersResource,
  type NameFilter,
  type Producer,
  type ProducerListItem,
  type ProducerPayload,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { producerListQueries } from './listQueries';

/** /api/producers: the list (listQueries.ts) and one producer. */
export const producerQueries = withRecordQueries<Producer, ProducerListItem, ProducerPayload, NameFilter>(
  producerListQueries,
  (client) => resourceOf(client, createProducersResource),
);
