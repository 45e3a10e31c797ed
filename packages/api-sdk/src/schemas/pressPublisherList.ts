/**
 * What the 'Wydawcy prasy' list reads: a member of GET /api/press_publishers as `pressPublisherSchema`
 * (./pressPublishers) reads it. The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the publishers list loads
// no classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import { idSchema, textOrEmptySchema } from './readers';

export const pressPublisherListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
};

export const pressPublisherListItemSchema = z.object(pressPublisherListItemShape);
export type PressPublisherListItem = z.infer<typeof pressPublisherListItemSchema>;
