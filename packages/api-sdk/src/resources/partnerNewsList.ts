import type { z } from 'zod/mini';
import type { WriteOptions } from '../http/conditional';
import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import { type MarkSentPayload, toMarkSentPayload } from '../schemas/markSent';
import { partnerNewsLatestSchema, partnerNewsListItemSchema } from '../schemas/partnerNewsList';
import { collectionOps, guardedWrite, type Id, type PageFilter } from './base';
import type { ResourceContext } from './context';

export const PARTNER_NEWS_PATH = '/api/newsletter_partner_news';

export interface PartnerNewsListFilter extends PageFilter {
  /** start[before] */
  startBefore?: string | undefined;
}

/**
 * What the partner news list does with /api/newsletter_partner_news (03 §2), on zod/mini (SDK-C33): list
 * (start[before]), pages, the latest box as the add and edit rules read it (`last`, hydra:member[0]), and
 * marking a box sent (the answer read as a list item: the list reloads afterwards). Boxes are never
 * deleted. One box, its saves and the whole latest box are `createPartnerNewsResource`'s (./partnerNews).
 */
export function createPartnerNewsListResource(ctx: ResourceContext) {
  return {
    ...collectionOps<typeof partnerNewsListItemSchema, PartnerNewsListFilter>(
      ctx,
      PARTNER_NEWS_PATH,
      partnerNewsListItemSchema,
      (filter) => ({ page: filter.page, 'start[before]': filter.startBefore }),
    ),
    /** GET /api/newsletter_partner_news/last: the latest box (hydra:member[0]), or null when there is none. */
    last: async (options?: CallOptions) => {
      const page = await ctx.pages.page(
        { method: 'GET', path: `${PARTNER_NEWS_PATH}/last` },
        partnerNewsLatestSchema,
        options,
      );
      return page.items[0] ?? null;
    },
    /** PUT /api/newsletter_partner_news/{id} with closed and generated (default: now). */
    markSent: (
      id: Id,
      payload: MarkSentPayload = toMarkSentPayload(),
      options?: WriteOptions<z.output<typeof partnerNewsListItemSchema>>,
    ) => {
      // With `expected`: refused (ConflictError) when the record changed since it was read, e.g. sent meanwhile.
      const target = `${PARTNER_NEWS_PATH}/${encodeId(id)}`;
      return guardedWrite(
        ctx,
        { method: 'PUT', path: target, schema: partnerNewsListItemSchema },
        options,
        (sent) =>
          ctx.sender.json({ method: 'PUT', path: target, json: payload }, partnerNewsListItemSchema, sent),
      );
    },
  };
}
export type PartnerNewsListResource = ReturnType<typeof createPartnerNewsListResource>;
