import type { z } from 'zod';
import type { WriteOptions } from '../http/conditional';
import type { UploadFile } from '../http/multipart';
import type { CallOptions } from '../http/types';
import {
  type PartnerNewsPayload,
  type PartnerNewsUploadField,
  partnerNewsBoxSchema,
} from '../schemas/partnerNews';
import { getOp, type Id, payloadFields, postForm, postFormAsPut } from './base';
import type { ResourceContext } from './context';
import { markSentOp } from './markSent';
import { createPartnerNewsListResource, PARTNER_NEWS_PATH as PATH } from './partnerNewsList';

/** The five image uploads of a box, each optional. */
export type PartnerNewsFiles = Partial<Record<PartnerNewsUploadField, UploadFile>>;

/**
 * Partner-news boxes of the newsletter: list (start[before]), the latest box (`last`, read from
 * hydra:member[0]), get, multipart create, multipart edit with `_method=PUT`, and marking sent. The
 * list's calls are `createPartnerNewsListResource`'s (./partnerNewsList), read there as the list reads them.
 */
export function createPartnerNewsResource(ctx: ResourceContext) {
  return {
    ...createPartnerNewsListResource(ctx),
    ...getOp(ctx, PATH, partnerNewsBoxSchema),
    /** GET /api/newsletter_partner_news/last: the latest box (hydra:member[0]), or null when there is none. */
    last: async (options?: CallOptions) => {
      const page = await ctx.pages.page(
        { method: 'GET', path: `${PATH}/last` },
        partnerNewsBoxSchema,
        options,
      );
      return page.items[0] ?? null;
    },
    /** Multipart POST of the fields and the chosen images. */
    create: (payload: PartnerNewsPayload, files: PartnerNewsFiles = {}, options?: CallOptions) =>
      postForm(ctx, PATH, { ...payloadFields(payload), ...files }, partnerNewsBoxSchema, options),
    /** Multipart POST to /{id} with `_method=PUT`, the fields and the newly chosen images. */
    update: (
      id: Id,
      payload: PartnerNewsPayload,
      files: PartnerNewsFiles = {},
      options?: WriteOptions<z.output<typeof partnerNewsBoxSchema>>,
    ) => postFormAsPut(ctx, PATH, id, { ...payloadFields(payload), ...files }, partnerNewsBoxSchema, options),
    /** PUT /api/newsletter_partner_news/{id} with closed and generated (default: now), refused when changed meanwhile. */
    markSent: markSentOp(ctx, PATH, partnerNewsBoxSchema),
  };
}
export type PartnerNewsResource = ReturnType<typeof createPartnerNewsResource>;
