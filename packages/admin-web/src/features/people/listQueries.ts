import {
  createPersonListResource,
  type PeopleFilter,
  type PersonListItem,
  resourceOf,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudListQueries } from '../../shared/crud/queries';

/** The people list searches by surname (02 §7: GET /api/people?surname={q}). */
export function bySurname({ page, searchQuery }: CrudListState): PeopleFilter {
  return { page, surname: searchQuery || undefined };
}

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen loads no
 * person record schema and no form rule. PersonFormScreen.tsx gives the forms the same keys.
 */
export const personListQueries = crudListQueries<PersonListItem, PeopleFilter>({
  root: 'people',
  listResource: (client) => resourceOf(client, createPersonListResource),
  filters: bySurname,
});
