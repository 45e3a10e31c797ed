import type { Context } from '../context';
import { defineResource } from '../db/resource';
import { noWhere } from '../db/store';
import { listDocument, registerMultipartForms } from '../http/crud';
import { collectionDocument, itemDocument, type Json } from '../http/hydra';
import { dateFilters } from '../http/query';
import { guarded, route } from '../http/route';
import { idParam, validate } from '../http/validate';
import {
  markSentPayloadSchema,
  PARTNER_NEWS_IMAGE_FIELDS,
  PARTNER_NEWS_TEXT_FIELDS,
  PARTNER_NEWS_UPLOADS,
  type PartnerNewsUploadField,
  partnerNewsPayloadSchema,
} from '../sdk';
import { checkImage, writeImage } from '../uploads/store-image';
import { toStored } from '../util/time';
import type { Area } from './types';

export const partnerNewsResource = defineResource({
  name: 'newsletter_partner_news',
  type: 'NewsletterPartnerNews',
  table: 'newsletter_partner_news',
  softDelete: false,
  fields: {
    start: { type: 'datetime' },
    imgDir: { type: 'text', readOnly: true },
    imageDir: { type: 'text', readOnly: true },
    ...Object.fromEntries(PARTNER_NEWS_TEXT_FIELDS.map((field) => [field, { type: 'text' as const }])),
    ...Object.fromEntries(
      PARTNER_NEWS_IMAGE_FIELDS.map((field) => [field, { type: 'text' as const, readOnly: true }]),
    ),
    closed: { type: 'datetime' },
    generated: { type: 'datetime' },
    created: { type: 'datetime', readOnly: true },
  },
});

/** Which stored image fields each upload fills (the box on the site and in the newsletter). */
const UPLOAD_TARGETS: Record<PartnerNewsUploadField, readonly string[]> = {
  firstImgFile: ['firstImg', 'firstNewsletterImg'],
  secondImgFile: ['secondImg', 'secondNewsletterImg'],
  logoImgFile: ['logoImg'],
  logoNewsletterImgFile: ['logoNewsletterImg'],
  logoNewsletterMobileImgFile: ['logoNewsletterMobileImg'],
};

/** The box shown now: the newest one that has started (null when none has). */
export function currentPartnerBox(ctx: Context): Json | null {
  const store = ctx.store('newsletter_partner_news');
  const row = store.list(
    { clauses: ['start <= ?'], params: [toStored(ctx.now())] },
    1,
    0,
    'start DESC, id DESC',
  )[0];
  return row ? store.decode(row) : null;
}

export const partnerNewsArea: Area = {
  resources: [partnerNewsResource],
  register(app, ctx) {
    const store = ctx.store('newsletter_partner_news');
    const path = '/api/newsletter_partner_news';

    route(app, 'GET', path, guarded, async (request) =>
      listDocument(ctx, request, store, { filters: dateFilters('start'), order: 'start DESC, id DESC' }),
    );

    // The latest box (the edit screen and the add rule read hydra:member[0]), with idAdditional and
    // startAdditional naming it.
    route(app, 'GET', `${path}/last`, guarded, async () => {
      const row = store.list(noWhere(), 1, 0, 'start DESC, id DESC')[0];
      const members = row
        ? [{ ...store.decode(row), idAdditional: String(row.id), startAdditional: store.decode(row).start }]
        : [];
      return collectionDocument({
        path: `${path}/last`,
        type: 'NewsletterPartnerNews',
        members,
        totalItems: members.length,
        page: 1,
        pageSize: 1,
        query: [],
      });
    });

    route(app, 'GET', `${path}/:id`, guarded, async (request) =>
      itemDocument('NewsletterPartnerNews', store.decode(store.get(idParam(request.params)))),
    );

    // Create and edit (`_method=PUT`): text fields by the SDK's schema, then the images, each by its
    // size rule; files go to /box_tvn/box_{id}/.
    registerMultipartForms(app, ctx, {
      resource: 'newsletter_partner_news',
      item: (id) => itemDocument('NewsletterPartnerNews', store.decode(store.get(id))),
      save({ fields, files }, existing) {
        const data = validate(partnerNewsPayloadSchema, fields) as Record<string, unknown>;
        const checked = Object.entries(PARTNER_NEWS_UPLOADS).flatMap(([field, constraint]) => {
          const file = files[field];
          return file
            ? [{ field: field as PartnerNewsUploadField, ...checkImage(file, field, constraint) }]
            : [];
        });
        return ctx.transaction(() => {
          const values: Record<string, unknown> = { start: data.start };
          for (const field of PARTNER_NEWS_TEXT_FIELDS) values[field] = data[field] ?? '';
          const id = existing ? existing.id : store.insert({ ...values, created: ctx.now() });
          const folder = `box_${id}`;
          for (const { field, file, info } of checked) {
            const stored = writeImage(ctx, 'box_tvn', folder, file, info);
            const name = stored.path.slice(folder.length + 1);
            for (const target of UPLOAD_TARGETS[field]) values[target] = name;
          }
          store.update(id, { ...values, imgDir: folder, imageDir: folder });
          return id;
        });
      },
    });
    // Marking sent: closed and generated, as JSON.
    route(app, 'PUT', `${path}/:id`, guarded, async (request) => {
      const row = store.get(idParam(request.params));
      const { closed, generated } = validate(markSentPayloadSchema, request.body);
      store.update(row.id, { closed, generated });
      return itemDocument('NewsletterPartnerNews', store.decode(store.get(row.id)));
    });
  },
};
