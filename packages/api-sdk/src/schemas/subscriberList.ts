/**
 * What the subscribers list reads and sends (03 §7): a member of GET /api/subscribers as
 * `subscriberSchema` (./subscribers) reads it, the activeP toggle, the date filters and the answer of the
 * list generation (a download link). The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the subscribers list loads
// no classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  nullableStringSchema,
  textOrEmptySchema,
} from './readers';
import type { SubscriberPatch } from './subscribers';

export const subscriberListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  email: textOrEmptySchema,
  date: nullableStringSchema,
  activeP: booleanishSchema,
  addByAdmin: booleanishSchema,
  deleted: deletedSchema,
};

export const subscriberListItemSchema = z.object(subscriberListItemShape);
export type SubscriberListItem = z.infer<typeof subscriberListItemSchema>;

/** PATCH /api/subscribers/{id} with the toggled activeP (`subscriberPatchSchema` checks it). */
export function toSubscriberTogglePayload(current: boolean): SubscriberPatch {
  return { activeP: !current };
}

/** Filters of GET /api/subscribers and /api/subscribers/generate (date[after], date[before]). */
export const subscriberFilterSchema = z.object({
  after: z.optional(z.string()),
  before: z.optional(z.string()),
});
export type SubscriberFilter = z.infer<typeof subscriberFilterSchema>;

/** GET /api/subscribers/generate answer: the download link (a bare string, or `{link}`/`{url}`). */
export const subscribersExportSchema = z.pipe(
  z.transform((value: unknown) => {
    if (typeof value === 'string') return { link: value };
    if (value && typeof value === 'object' && !('link' in value)) {
      const record = value as Record<string, unknown>;
      return { ...record, link: record.url ?? record.fileName ?? record.path };
    }
    return value;
  }),
  z.looseObject({ link: z.string() }),
);
export type SubscribersExport = z.infer<typeof subscribersExportSchema>;
