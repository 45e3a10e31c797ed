import { newsletterListItemSchema } from '../schemas/newsletterList';
import { collectionOps, type PageFilter } from './base';
import type { ResourceContext } from './context';
import { markSentOp } from './markSent';

export const NEWSLETTERS_PATH = '/api/newsletters';

export interface NewsletterListFilter extends PageFilter {
  /** loggedAt[before] */
  loggedAtBefore?: string | undefined;
}

/**
 * What the newsletter list does with /api/newsletters (03 §2), on zod/mini (SDK-C33): list
 * (loggedAt[before]), pages, and marking a newsletter sent (the answer read as a list item: the list
 * reloads afterwards). One record, the generation and the banners are `createNewslettersResource`'s
 * (./newsletters).
 */
export function createNewsletterListResource(ctx: ResourceContext) {
  return {
    ...collectionOps<typeof newsletterListItemSchema, NewsletterListFilter>(
      ctx,
      NEWSLETTERS_PATH,
      newsletterListItemSchema,
      (filter) => ({ page: filter.page, 'loggedAt[before]': filter.loggedAtBefore }),
    ),
    /** PUT /api/newsletters/{id} with closed and generated (default: now), refused when changed meanwhile. */
    markSent: markSentOp(ctx, NEWSLETTERS_PATH, newsletterListItemSchema),
  };
}
export type NewsletterListResource = ReturnType<typeof createNewsletterListResource>;
