/**
 * What the people list reads (02 §7): a member of GET /api/people as `personSchema` (./people) reads it,
 * the list's columns only (Id, Imię, Nazwisko, Data dodania, Publikacja). The record's schema spreads
 * this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the people list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  nullableStringSchema,
  textOrEmptySchema,
} from './readers';

export const personListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  surname: textOrEmptySchema,
  created: nullableStringSchema,
  isPublish: booleanishSchema,
  deleted: deletedSchema,
};

/** List columns: Id, Imię, Nazwisko, Data dodania, Publikacja. */
export const personListItemSchema = z.object(personListItemShape);
export type PersonListItem = z.infer<typeof personListItemSchema>;
