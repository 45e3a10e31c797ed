import {
  createSilosResource,
  type NameFilter,
  resourceOf,
  type Silo,
  type SiloListItem,
  type SiloPayload,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { siloListQueries } from './listQueries';

/** /api/silos: the list (listQueries.ts) and one silo; saves refresh /api/silos/select (the article's silos). */
export const siloQueries = withRecordQueries<Silo, SiloListItem, SiloPayload, NameFilter>(
  siloListQueries,
  (client) => resourceOf(client, createSilosResource),
);
