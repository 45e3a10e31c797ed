import type { CallOptions } from '../http/types';
import { partnerNewsLatestSchema, partnerNewsListItemSchema } from '../schemas/partnerNewsList';
import { collectionOps, type PageFilter } from './base';
import type { ResourceContext } from './context';
import { markSentOp } from './markSent';

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
    /** PUT /api/newsletter_partner_news/{id} with closed and generated (default: now), refused when changed meanwhile. */
    markSent: markSentOp(ctx, PARTNER_NEWS_PATH, partnerNewsListItemSchema),
  };
}
export type PartnerNewsListResource = ReturnType<typeof createPartnerNewsListResource>;
