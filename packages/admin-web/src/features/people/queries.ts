import {
  createPeopleResource,
  type PeopleFilter,
  type Person,
  type PersonListItem,
  type PersonPayload,
  resourceOf,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/** The people list searches by surname (02 §7: GET /api/people?surname={q}). */
export function bySurname({ page, searchQuery }: CrudListState): PeopleFilter {
  return { page, surname: searchQuery || undefined };
}

/** /api/people: list by surname, one person. */
export const personQueries = crudQueries<Person, PersonListItem, PersonPayload, PeopleFilter>({
  root: 'people',
  resource: (client) => resourceOf(client, createPeopleResource),
  filters: bySurname,
});
