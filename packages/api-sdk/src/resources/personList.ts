import { personListItemSchema } from '../schemas/personList';
import { crudListOps, type PageFilter } from './base';
import type { ResourceContext } from './context';

export const PEOPLE_PATH = '/api/people';

export interface PeopleFilter extends PageFilter {
  surname?: string | undefined;
}

/**
 * What the people list does with /api/people (02 §7), on zod/mini (SDK-C33): list (surname), pages,
 * remove. The record and its saves are `createPeopleResource`'s (./people).
 */
export function createPersonListResource(ctx: ResourceContext) {
  return crudListOps<typeof personListItemSchema, PeopleFilter>(ctx, {
    path: PEOPLE_PATH,
    listItem: personListItemSchema,
  });
}
export type PersonListResource = ReturnType<typeof createPersonListResource>;
