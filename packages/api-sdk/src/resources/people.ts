import { type PersonPayload, personListItemSchema, personSchema } from '../schemas/people';
import { crudOps, type PageFilter } from './base';
import type { ResourceContext } from './context';

export interface PeopleFilter extends PageFilter {
  surname?: string | undefined;
}

/** /api/people (media people): list (surname), get, create, update, patch, remove. */
export function createPeopleResource(ctx: ResourceContext) {
  return crudOps<typeof personSchema, typeof personListItemSchema, PersonPayload, PeopleFilter>(ctx, {
    path: '/api/people',
    item: personSchema,
    listItem: personListItemSchema,
  });
}
export type PeopleResource = ReturnType<typeof createPeopleResource>;
