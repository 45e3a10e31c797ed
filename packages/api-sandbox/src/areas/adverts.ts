import { defineResource } from '../db/resource';
import { registerCrud, registerMultipartForms, registerSelect } from '../http/crud';
import { itemDocument } from '../http/hydra';
import { partial } from '../http/query';
import { validate } from '../http/validate';
import {
  ADVERT_INDUSTRY_RESOURCE,
  advertisingIndustryPayloadSchema,
  advertPayloadSchema,
  DEFAULT_ADVERT_TYPE,
} from '../sdk';
import { checkImage, datedFolder, writeImage } from '../uploads/store-image';
import type { Area } from './types';

export const advertsResource = defineResource({
  name: 'advs',
  type: 'Adv',
  table: 'advs',
  softDelete: false,
  fields: {
    advIndustries: { type: 'refs', ref: ADVERT_INDUSTRY_RESOURCE, default: [] },
    area: { type: 'text' },
    author: { type: 'text' },
    date: { type: 'datetime' },
    externalLink: { type: 'text' },
    isPublish: { type: 'bool', default: true },
    keywords: { type: 'text' },
    mediaType: { type: 'text' },
    source: { type: 'text' },
    title: { type: 'text' },
    type: { type: 'text', default: DEFAULT_ADVERT_TYPE },
    imgPath: { type: 'text', readOnly: true },
    imgName: { type: 'text', readOnly: true },
    imgExt: { type: 'text', readOnly: true },
  },
});

export const industriesResource = defineResource({
  name: ADVERT_INDUSTRY_RESOURCE,
  type: 'AdvIndustry',
  table: 'adv_industries',
  softDelete: false,
  fields: {
    name: { type: 'text' },
    slug: { type: 'text' },
    showInMainMenuOrdering: { type: 'bool', default: false, sentAs01: true },
    ordering: { type: 'int', default: 0 },
  },
});

/** Adverts (multipart create and edit, both POST as the old panel coded them) and their industries. */
export const advertsArea: Area = {
  resources: [advertsResource, industriesResource],
  register(app, ctx) {
    const adverts = ctx.store('advs');

    registerMultipartForms(app, ctx, {
      resource: 'advs',
      item: (id) => itemDocument('Adv', adverts.decode(adverts.get(id))),
      save({ fields, files }, existing) {
        const data = validate(advertPayloadSchema, fields) as Record<string, unknown>;
        // The image is optional: without one an edit keeps the advert's image.
        const image = files.file ? checkImage(files.file, 'file', undefined) : undefined;
        return ctx.transaction(() => {
          const values: Record<string, unknown> = {
            advIndustries: data.advIndustries,
            area: data.area,
            author: data.author ?? '',
            date: data.date || ctx.now(),
            externalLink: data.externalLink ?? '',
            // The portal reads the flag as the multipart field isPublished (03 §5), which toAdvertPayload sets.
            isPublish: data.isPublished,
            keywords: data.keywords ?? '',
            mediaType: data.mediaType,
            source: data.source ?? '',
            title: data.title,
            type: data.type,
          };
          if (image) {
            const stored = writeImage(ctx, 'media', `advs/${datedFolder(ctx)}`, image.file, image.info);
            const name = stored.path.slice(stored.path.lastIndexOf('/') + 1);
            values.imgPath = stored.fileDirectory;
            values.imgName = name.replace(/\.[^.]+$/, '');
            values.imgExt = image.info.type;
          }
          return adverts.save(existing?.id, values);
        });
      },
    });
    registerCrud(app, ctx, {
      resource: 'advs',
      ops: ['list', 'get', 'delete'],
      filters: { title: partial('title') },
    });
    registerCrud(app, ctx, {
      resource: ADVERT_INDUSTRY_RESOURCE,
      filters: { name: partial('name') },
      payload: advertisingIndustryPayloadSchema,
    });
    registerSelect(app, ctx, {
      path: `/api/${ADVERT_INDUSTRY_RESOURCE}/select`,
      resource: ADVERT_INDUSTRY_RESOURCE,
      label: 'name',
      order: 'ordering ASC, name ASC',
    });
  },
};
