import { type PersonPayload, personSchema } from '../schemas/people';
import { personListItemSchema } from '../schemas/personList';
import { crudOps } from './base';
import type { ResourceContext } from './context';
import { PEOPLE_PATH, type PeopleFilter } from './personList';

/** /api/people (media people): list (surname), get, create, update, patch, remove. */
export function createPeopleResource(ctx: ResourceContext) {
  return crudOps<typeof personSchema, typeof personListItemSchema, PersonPayload, PeopleFilter>(ctx, {
    path: PEOPLE_PATH,
    item: personSchema,
    listItem: personListItemSchema,
  });
}
export type PeopleResource = ReturnType<typeof createPeopleResource>;
