import type { UploadFile } from '../http/multipart';
import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import type { MarkSentPayload } from '../schemas/newsletters';
import { toMarkSentPayload } from '../schemas/newsletters';
import {
  type PartnerNewsPayload,
  type PartnerNewsUploadField,
  partnerNewsBoxSchema,
  partnerNewsListItemSchema,
} from '../schemas/partnerNews';
import {
  collectionOps,
  getOp,
  type Id,
  type PageFilter,
  payloadFields,
  postForm,
  postFormAsPut,
} from './base';
import type { ResourceContext } from './context';

const PATH = '/api/newsletter_partner_news';

export interface PartnerNewsListFilter extends PageFilter {
  /** start[before] */
  startBefore?: string | undefined;
}

/** The five image uploads of a box, each optional. */
export type PartnerNewsFiles = Partial<Record<PartnerNewsUploadField, UploadFile>>;

/**
 * Partner-news boxes of the newsletter: list (start[before]), the latest box (`last`, read from
 * hydra:member[0]), get, multipart create, multipart edit with `_method=PUT`, and marking sent.
 */
export function createPartnerNewsResource(ctx: ResourceContext) {
  return {
    ...collectionOps<typeof partnerNewsListItemSchema, PartnerNewsListFilter>(
      ctx,
      PATH,
      partnerNewsListItemSchema,
      (filter) => ({ page: filter.page, 'start[before]': filter.startBefore }),
    ),
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
    update: (id: Id, payload: PartnerNewsPayload, files: PartnerNewsFiles = {}, options?: CallOptions) =>
      postFormAsPut(ctx, PATH, id, { ...payloadFields(payload), ...files }, partnerNewsBoxSchema, options),
    /** PUT /api/newsletter_partner_news/{id} with closed and generated (default: now). */
    markSent: (id: Id, payload: MarkSentPayload = toMarkSentPayload(), options?: CallOptions) =>
      ctx.sender.json(
        { method: 'PUT', path: `${PATH}/${encodeId(id)}`, json: payload },
        partnerNewsBoxSchema,
        options,
      ),
  };
}
export type PartnerNewsResource = ReturnType<typeof createPartnerNewsResource>;
