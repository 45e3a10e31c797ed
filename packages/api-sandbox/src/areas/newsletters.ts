import type { Context } from '../context';
import { defineResource } from '../db/resource';
import { noWhere, type Row } from '../db/store';
import { listDocument, registerCrud } from '../http/crud';
import { ApiError } from '../http/errors';
import { itemDocument, type Json, plainCollectionDocument } from '../http/hydra';
import { readMultipart } from '../http/multipart';
import { dateFilters, partial } from '../http/query';
import { guarded, route } from '../http/route';
import { idParam, validate } from '../http/validate';
import {
  alternativeNewsletterPayloadSchema,
  iri,
  jobOfferPayloadSchema,
  markSentPayloadSchema,
  NEWSLETTER_BANNER_SLOTS,
  NEWSLETTER_CATEGORY_KEYS,
  newsletterHtmlPath,
  newsletterImageUploadFieldsSchema,
  newsletterImageUrlPayloadSchema,
  newsletterPayloadSchema,
  splitJobOffers,
} from '../sdk';
import { staticPath } from '../static/files';
import { checkImage, writeImage } from '../uploads/store-image';
import { formatDate, formatDateTime, toStored } from '../util/time';
import { currentPartnerBox } from './partner-news';
import type { Area } from './types';

const bannerFields = Object.fromEntries(
  NEWSLETTER_BANNER_SLOTS.flatMap((slot) => [
    [`baner${slot}Img`, { type: 'text' }],
    [`baner${slot}Url`, { type: 'text' }],
    [`baner${slot}Txt`, { type: 'text' }],
  ]),
) as Record<string, { type: 'text' }>;

export const newslettersResource = defineResource({
  name: 'newsletters',
  type: 'Newsletter',
  table: 'newsletters',
  softDelete: false,
  fields: {
    created: { type: 'datetime', readOnly: true },
    generated: { type: 'datetime' },
    closed: { type: 'datetime' },
    fileName: { type: 'text', readOnly: true },
    variant: { type: 'text', readOnly: true, default: 'standard' },
    ...bannerFields,
    leadSegmentTitle: { type: 'text' },
    leadSegment: { type: 'text' },
    author: { type: 'text' },
    exclusiveTitle: { type: 'text' },
    exclusiveDescription: { type: 'text' },
    exclusiveUrl: { type: 'text' },
    jobOfferValues: { type: 'text', hidden: true },
    html: { type: 'text', hidden: true },
    css: { type: 'text', hidden: true },
  },
});

export const newsletterImagesResource = defineResource({
  name: 'newsletters_images',
  type: 'NewsletterImage',
  table: 'newsletters_images',
  softDelete: false,
  fields: {
    fileName: { type: 'text', readOnly: true },
    label: { type: 'text' },
    url: { type: 'text' },
    created: { type: 'datetime', readOnly: true },
  },
});

export const jobOffersResource = defineResource({
  name: 'job_offers',
  type: 'JobOffer',
  table: 'job_offers',
  softDelete: false,
  fields: {
    position: { type: 'text' },
    company: { type: 'text' },
    absoluteUrl: { type: 'text' },
    created: { type: 'datetime', readOnly: true },
  },
});

/** A job offer as the builder reads it: its id as `value`. */
function jobOfferMember(row: Row): Json {
  return {
    '@id': iri('job_offers', row.id),
    '@type': 'JobOffer',
    value: String(row.id),
    position: row.position ?? '',
    company: row.company ?? '',
    absoluteUrl: row.absoluteUrl ?? '',
  };
}

function jobOffersByValues(ctx: Context, values: readonly string[]): Json[] {
  const store = ctx.store('job_offers');
  return values
    .map((value) => store.findRef(value))
    .filter((row): row is Row => row !== undefined)
    .map(jobOfferMember);
}

/** The articles of the newsletter blocks, with their group, author and Top photo. */
export function newsletterArticle(ctx: Context, row: Row, groupSlug?: string): Json {
  const categoryIds = JSON.parse(String(row.categories ?? '[]')) as number[];
  const groups = categoryIds
    .map((id) => ctx.store('categories').find(id))
    .map((category) =>
      typeof category?.group === 'number' ? ctx.store('groups').find(category.group) : undefined,
    )
    .filter((group): group is Row => group !== undefined);
  // In a category block the article shows under that block's group; elsewhere under its first one.
  const group = groups.find((candidate) => candidate.slug === groupSlug) ?? groups[0];
  const author = ctx.store('authors').findRef(row.authorID);
  const top = ctx.store('media').findRef(row.mediaTopId);
  return {
    '@id': iri('articles', row.id),
    '@type': 'Article',
    id: row.id,
    slug: `artykul/${String(row.slug ?? '')}`,
    title: row.title ?? '',
    introduction: row.introduction ?? '',
    authorName: author ? String(author.name) : null,
    groupName: group ? String(group.name) : null,
    groupSlug: group ? String(group.slug ?? '') : null,
    mediaTopFilename: top ? String(top.fileName) : null,
    mediaTopNewPath: top ? Boolean(top.newPath) : false,
    partnerNews: Boolean(row.partnerNews),
  };
}

const DAY = 86_400_000;

/** The fields only the alternative version's body carries (03 §7). */
const ALTERNATIVE_FIELDS = [
  'author',
  'leadSegmentTitle',
  'leadSegment',
  'exclusiveTitle',
  'exclusiveDescription',
  'exclusiveUrl',
] as const;

function newsletterArticles(
  ctx: Context,
  extra: string,
  params: unknown[],
  since: Date,
  limit: number,
  groupSlug?: string,
): Json[] {
  const rows = ctx.db
    .prepare(
      `SELECT * FROM articles WHERE deleted IS NULL AND isPublish = 1 AND includeInNewsletter = 1 AND sponsored = 0
         AND date >= ? AND date <= ? ${extra} ORDER BY date DESC, id DESC LIMIT ?`,
    )
    .all(toStored(since), toStored(ctx.now()), ...params, limit) as Row[];
  return rows.map((row) => newsletterArticle(ctx, row, groupSlug));
}

/** The next free file name of a newsletter: newsletter_2026-11-22, then _2, _3 … */
function nextFileName(ctx: Context): string {
  const base = `newsletter_${formatDate(ctx.now())}`;
  const taken = (name: string) =>
    ctx.files.exists(...staticPath(newsletterHtmlPath(name))) ||
    ctx.db.prepare('SELECT 1 FROM newsletters WHERE fileName = ?').get(name) !== undefined;
  let name = base;
  for (let n = 2; taken(name); n++) name = `${base}_${n}`;
  return name;
}

/**
 * Puts the builder's CSS into the document's head (or before the body when there is no head), unless the
 * document already carries it: the panel's renderer writes the same CSS into its own head, and the static
 * copy must then be byte for byte the HTML the editor previewed.
 */
function withCss(html: string, css: string | undefined | null): string {
  if (!css || css.trim() === '' || html.includes(css)) return html;
  const style = `<style type="text/css">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${style}</head>`);
  return `${style}${html}`;
}

export const newslettersArea: Area = {
  resources: [newslettersResource, newsletterImagesResource, jobOffersResource],
  register(app, ctx) {
    const store = ctx.store('newsletters');
    const images = ctx.store('newsletters_images');
    const offers = ctx.store('job_offers');

    /** The 20 newest job offers: the choice of 'Ustaw oferty' (D7). */
    const latestOffers = () => offers.list(noWhere(), 20, 0, 'id DESC').map(jobOfferMember);
    const present = (json: Json, row: Row): Json => ({
      ...json,
      jobOffers: jobOffersByValues(ctx, splitJobOffers(row.jobOfferValues as string | null)),
    });

    route(app, 'GET', '/api/newsletter_data', guarded, async () => {
      const now = ctx.now();
      const last = store.list(noWhere(), 1, 0, 'id DESC')[0];
      const categoryNews: Record<string, Json[]> = {};
      for (const key of NEWSLETTER_CATEGORY_KEYS) {
        categoryNews[key] = newsletterArticles(
          ctx,
          `AND EXISTS (SELECT 1 FROM json_each(articles.categories) c JOIN categories k ON k.id = c.value
             JOIN groups g ON g.id = k."group" WHERE g.slug = ?)`,
          [key],
          new Date(now.getTime() - 7 * DAY),
          5,
          key,
        );
      }
      const chosen = last ? splitJobOffers(last.jobOfferValues as string | null) : [];
      const latest = latestOffers();
      return {
        newsletter: last ? present(store.decode(last), last) : null,
        newsOfTheDay: newsletterArticles(ctx, '', [], new Date(now.getTime() - DAY), 10),
        newsOnlyOnWm: newsletterArticles(
          ctx,
          `AND mediaOnlywmId <> '0'`,
          [],
          new Date(now.getTime() - 7 * DAY),
          4,
        ),
        categoryNews,
        partnerNews: currentPartnerBox(ctx),
        jobOffers: chosen.length > 0 ? jobOffersByValues(ctx, chosen) : latest.slice(0, 4),
        latestOffers: latest,
        currentDate: formatDateTime(now),
        fileName: nextFileName(ctx),
      };
    });

    route(app, 'GET', '/api/newsletters', guarded, async (request) =>
      listDocument(ctx, request, store, {
        // The list's date filter is sent as loggedAt[before] (03 §7): it bounds the creation date.
        filters: { ...dateFilters('loggedAt', 'created'), ...dateFilters('created') },
        present,
      }),
    );
    route(app, 'GET', '/api/newsletters/:id', guarded, async (request) => {
      const row = store.get(idParam(request.params));
      return itemDocument('Newsletter', present(store.decode(row), row));
    });

    /** The record's values of a generation body (either version's). */
    const generationValues = (data: Record<string, unknown>): Record<string, unknown> => {
      const values: Record<string, unknown> = {
        generated: ctx.now(),
        html: data.html,
        css: data.css ?? '',
        jobOfferValues: data.praca_oferty ?? '',
      };
      for (const slot of NEWSLETTER_BANNER_SLOTS) {
        values[`baner${slot}Img`] = data[`baner${slot}_img`] ?? '';
        values[`baner${slot}Url`] = data[`baner${slot}_url`] ?? '';
        values[`baner${slot}Txt`] = data[`baner${slot}_txt`] ?? '';
      }
      for (const field of ALTERNATIVE_FIELDS) {
        if (field in data) values[field] = data[field];
      }
      return values;
    };
    const writeCopy = (fileName: string, data: Record<string, unknown>) =>
      ctx.files.write(
        ...staticPath(newsletterHtmlPath(fileName)),
        withCss(String(data.html), data.css as string | undefined),
      );

    // Generation: the builder's HTML becomes /nsl/{fileName}.html and the record prefills the next one.
    for (const variant of ['standard', 'alternative'] as const) {
      const path = variant === 'standard' ? '/api/newsletters' : '/api/newsletters/alternative';
      route(app, 'POST', path, guarded, async (request, reply) => {
        const data: Record<string, unknown> = validate(
          variant === 'standard' ? newsletterPayloadSchema : alternativeNewsletterPayloadSchema,
          request.body,
        );
        const id = ctx.transaction(() => {
          const fileName = nextFileName(ctx);
          const newId = store.insert({ created: ctx.now(), fileName, variant, ...generationValues(data) });
          writeCopy(fileName, data);
          return newId;
        });
        const row = store.get(id);
        reply.status(201).header('location', iri('newsletters', id));
        return itemDocument('Newsletter', present(store.decode(row), row));
      });
    }

    // PUT carries either a generation body (D25: regenerates an unsent record, keeping its file name and
    // rewriting its static copy; the lead and exclusive fields make it the alternative version) or the
    // mark-sent body, closed and generated (03 §4, D26).
    route(app, 'PUT', '/api/newsletters/:id', guarded, async (request) => {
      const row = store.get(idParam(request.params));
      const body = request.body;
      if (body !== null && typeof body === 'object' && 'html' in body) {
        if (row.closed) throw new ApiError(409, 'A sent newsletter cannot be generated again.');
        const alternative = ALTERNATIVE_FIELDS.some((field) => field in body);
        const data: Record<string, unknown> = validate(
          alternative ? alternativeNewsletterPayloadSchema : newsletterPayloadSchema,
          body,
        );
        const fileName = String(row.fileName ?? '') || nextFileName(ctx);
        ctx.transaction(() => {
          store.update(row.id, {
            fileName,
            variant: alternative ? 'alternative' : 'standard',
            ...generationValues(data),
          });
          writeCopy(fileName, data);
        });
      } else {
        const { closed, generated } = validate(markSentPayloadSchema, body);
        store.update(row.id, { closed, generated });
      }
      const updated = store.get(row.id);
      return itemDocument('Newsletter', present(store.decode(updated), updated));
    });

    // Banner images: the select, the link of one, and uploads (images only, spaces become hyphens).
    const imageMember = (row: Row): Json => ({
      ...images.decode(row),
      value: String(row.id),
      label: row.label || row.fileName,
      href: `/newsletter_images/${String(row.fileName ?? '')}`,
    });
    route(app, 'GET', '/api/newsletters_images/select', guarded, async () =>
      plainCollectionDocument(
        '/api/newsletters_images/select',
        'NewsletterImage',
        images.list(noWhere(), 10_000, 0, 'id DESC').map(imageMember),
      ),
    );
    route(app, 'GET', '/api/newsletters_images/:id', guarded, async (request) =>
      itemDocument('NewsletterImage', imageMember(images.get(idParam(request.params)))),
    );
    route(app, 'PUT', '/api/newsletters_images/:id', guarded, async (request) => {
      const row = images.get(idParam(request.params));
      const { url } = validate(newsletterImageUrlPayloadSchema, request.body);
      // A body without `url` leaves the link as it is.
      if (url !== undefined && url !== null) images.update(row.id, { url });
      return itemDocument('NewsletterImage', imageMember(images.get(row.id)));
    });
    app.route({
      method: 'POST',
      url: '/api/newsletters_images',
      config: { access: guarded, accepts: 'multipart' },
      handler: async (request, reply) => {
        const body = await readMultipart(request);
        const { url } = validate(newsletterImageUploadFieldsSchema, body.fields);
        const { file, info } = checkImage(body.files.file, 'file', undefined);
        const id = ctx.transaction(() => {
          const stored = writeImage(ctx, 'newsletter_images', '', file, info);
          return images.insert({
            fileName: stored.path,
            label: stored.path,
            url: url ?? '',
            created: ctx.now(),
          });
        });
        reply.status(201).header('location', iri('newsletters_images', id));
        return itemDocument('NewsletterImage', imageMember(images.get(id)));
      },
    });

    // Job offers (D7): the latest ones for 'Ustaw oferty'; the records written by the 'Praca' list
    // (SDK-35), each also carrying its id as `value`, as the builder reads them.
    route(app, 'GET', '/api/job_offers/latest', guarded, async () =>
      plainCollectionDocument('/api/job_offers/latest', 'JobOffer', latestOffers()),
    );
    registerCrud(app, ctx, {
      resource: 'job_offers',
      filters: { position: partial('position') },
      payload: jobOfferPayloadSchema,
      createdAt: 'created',
      present: (json, row) => ({ ...json, ...jobOfferMember(row) }),
    });
  },
};
