import { toBlob, type UploadFile } from '../http/multipart';
import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import {
  type AlternativeNewsletterPayload,
  bannerFileName,
  type NewsletterPayload,
  newsletterDataSchema,
  newsletterGenerateResponseSchema,
  newsletterImageSchema,
  newsletterImageUploadResponseSchema,
  newsletterSchema,
} from '../schemas/newsletters';
import { getOp, type Id, postForm } from './base';
import type { ResourceContext } from './context';
import { markSentOp } from './markSent';
import { createNewsletterListResource, NEWSLETTERS_PATH as PATH } from './newsletterList';

/**
 * Newsletters: the list (loggedAt[before]), one record, the generation data, generation of the standard and the
 * alternative version, marking sent, and the banner images (set url, upload). Banner options:
 * `selects.newsletterImages()`; job offers: `jobOffers.latest()`.
 */
export function createNewslettersResource(ctx: ResourceContext) {
  return {
    ...createNewsletterListResource(ctx),
    /** GET /api/newsletters/{id}: one record (banners, segments, offers, sent marker). */
    ...getOp(ctx, PATH, newsletterSchema),
    /** GET /api/newsletter_data: the last newsletter and the articles, offers and date for the next one. */
    data: (options?: CallOptions) =>
      ctx.sender.json({ method: 'GET', path: '/api/newsletter_data' }, newsletterDataSchema, options),
    /** POST /api/newsletters: generates the standard version; answers the file name. */
    generate: (payload: NewsletterPayload, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'POST', path: PATH, json: payload },
        newsletterGenerateResponseSchema,
        options,
      ),
    /** POST /api/newsletters/alternative: generates the alternative version (lead and exclusive segments). */
    generateAlternative: (payload: AlternativeNewsletterPayload, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'POST', path: `${PATH}/alternative`, json: payload },
        newsletterGenerateResponseSchema,
        options,
      ),
    /**
     * PUT /api/newsletters/{id} with the body of either generation (D25): regenerates that unsent record,
     * keeping its file name and rewriting its static copy. Answers the record.
     */
    regenerate: (id: Id, payload: NewsletterPayload | AlternativeNewsletterPayload, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'PUT', path: `${PATH}/${encodeId(id)}`, json: payload },
        newsletterSchema,
        options,
      ),
    /** PUT /api/newsletters/{id} with closed and generated (default: now), refused when changed meanwhile. */
    markSent: markSentOp(ctx, PATH, newsletterSchema),
    /** PUT /api/newsletters_images/{id} with {url}. */
    setImageUrl: (id: Id, url: string, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'PUT', path: `/api/newsletters_images/${encodeId(id)}`, json: { url } },
        newsletterImageSchema,
        options,
      ),
    /**
     * POST /api/newsletters_images (multipart file and url); spaces in the file name become hyphens.
     * Answers the stored fileName.
     */
    uploadImage: (file: UploadFile, fields: { url?: string } = {}, options?: CallOptions) => {
      const { blob, name } = toBlob(file);
      return postForm(
        ctx,
        '/api/newsletters_images',
        { file: { data: blob, name: bannerFileName(name), type: blob.type }, url: fields.url },
        newsletterImageUploadResponseSchema,
        options,
      );
    },
  };
}
export type NewslettersResource = ReturnType<typeof createNewslettersResource>;
