import type { PeopleFilter, Person, PersonListItem, PersonPayload } from '@redakcja/api-sdk';
import { crudQueries } from '../../shared/crud/queries';

/** /api/people: the list searched by surname (02 §7), one person. */
export const personQueries = crudQueries<Person, PersonListItem, PersonPayload, PeopleFilter>({
  root: 'people',
  resource: (client) => client.people,
  filters: ({ page, searchQuery }) => ({ page, surname: searchQuery || undefined }),
});
