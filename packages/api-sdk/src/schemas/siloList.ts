/**
 * What the silos list reads (02 §7): id, name, ordering and deleted of a member of GET /api/silos, as
 * `siloSchema` (./silos) reads them. The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the silos list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import { deletedSchema, idSchema, numberOrZeroSchema, textOrEmptySchema } from './readers';

export const siloListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  ordering: numberOrZeroSchema,
  deleted: deletedSchema,
};

/** List items: id, name, ordering, deleted. */
export const siloListItemSchema = z.object(siloListItemShape);
export type SiloListItem = z.infer<typeof siloListItemSchema>;
