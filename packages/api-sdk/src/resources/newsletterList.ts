import type { z } from 'zod/mini';
import type { WriteOptions } from '../http/conditional';
import { encodeId } from '../http/url';
import { type MarkSentPayload, toMarkSentPayload } from '../schemas/markSent';
import { newsletterListItemSchema } from '../schemas/newsletterList';
import { collectionOps, guardedWrite, type Id, type PageFilter } from './base';
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
    markSent: (
      id: Id,
      payload: MarkSentPayload = toMarkSentPayload(),
      options?: WriteOptions<z.output<typeof newsletterListItemSchema>>,
    ) => {
      // With `expected`: refused (ConflictError) when the record changed since it was read, e.g. sent meanwhile.
      const target = `${NEWSLETTERS_PATH}/${encodeId(id)}`;
      return guardedWrite(
        ctx,
        { method: 'PUT', path: target, schema: newsletterListItemSchema },
        options,
        (sent) =>
          ctx.sender.json({ method: 'PUT', path: target, json: payload }, newsletterListItemSchema, sent),
      );
    },
  };
}
export type NewsletterListResource = ReturnType<typeof createNewsletterListResource>;
