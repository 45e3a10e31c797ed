import {
  createPeopleResource,
  type PeopleFilter,
  type Person,
  type PersonListItem,
  type PersonPayload,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { personListQueries } from './listQueries';

/** /api/people: the list by surname (listQueries.ts) and one person. */
export const personQueries = withRecordQueries<Person, PersonListItem, PersonPayload, PeopleFilter>(
  personListQueries,
  (client) => resourceOf(client, createPeopleResource),
);
