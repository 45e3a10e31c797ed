import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import { type MarkSentPayload, toMarkSentPayload } from '../schemas/markSent';
import { newsletterListItemSchema } from '../schemas/newsletterList';
import { collectionOps, type Id, type PageFilter } from './base';
import type { ResourceContext } from './context';

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
    /** PUT /api/newsletters/{id} with closed and generated (default: now). */
    markSent: (id: Id, payload: MarkSentPayload = toMarkSentPayload(), options?: CallOptions) =>
      ctx.sender.json(
        { method: 'PUT', path: `${NEWSLETTERS_PATH}/${encodeId(id)}`, json: payload },
        newsletterListItemSchema,
        options,
      ),
  };
}
export type NewsletterListResource = ReturnType<typeof createNewsletterListResource>;
