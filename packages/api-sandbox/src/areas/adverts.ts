import type { FastifyRequest } from 'fastify';
import { defineResource, iri } from '../db/resource';
import type { Row } from '../db/store';
import { registerCrud, registerSelect } from '../http/crud';
import { itemDocument } from '../http/hydra';
import { readMultipart } from '../http/multipart';
import { partial } from '../http/query';
import { guarded } from '../http/route';
import { idParam, validate } from '../http/validate';
import { ADVERT_INDUSTRY_RESOURCE, advertisingIndustryPayloadSchema, advertPayloadSchema } from '../sdk';
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
    type: { type: 'text', default: 'img' },
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
    showInMainMenuOrdering: { type: 'bool', default: false },
    ordering: { type: 'int', default: 0 },
  },
});

/** Adverts (multipart create and edit, both POST as the old panel coded them) and their industries. */
export const advertsArea: Area = {
  resources: [advertsResource, industriesResource],
  register(app, ctx) {
    const adverts = ctx.store('advs');
    const ADVERTS = guarded;

    async function save(request: FastifyRequest, existing: Row | undefined): Promise<number> {
      const body = await readMultipart(request);
      const { _method: _ignored, ...fields } = body.fields;
      const data = validate(advertPayloadSchema, fields) as Record<string, unknown>;
      const file = body.files.file;
      const info = file ? checkImage(file, 'file', undefined) : undefined;
      return ctx.transaction(() => {
        const values: Record<string, unknown> = {
          advIndustries: data.advIndustries,
          area: data.area,
          author: data.author ?? '',
          date: data.date || ctx.now(),
          externalLink: data.externalLink ?? '',
          isPublish: data.isPublish,
          keywords: data.keywords ?? '',
          mediaType: data.mediaType,
          source: data.source ?? '',
          title: data.title,
          type: data.type,
        };
        if (file && info) {
          const stored = writeImage(ctx, 'media', `advs/${datedFolder(ctx)}`, file, info);
          const name = stored.path.slice(stored.path.lastIndexOf('/') + 1);
          values.imgPath = stored.fileDirectory;
          values.imgName = name.replace(/\.[^.]+$/, '');
          values.imgExt = info.type;
        }
        if (existing) {
          adverts.update(existing.id, values);
          return existing.id;
        }
        return adverts.insert(values);
      });
    }

    app.route({
      method: 'POST',
      url: '/api/advs',
      config: { access: ADVERTS, accepts: 'multipart' },
      handler: async (request, reply) => {
        const id = await save(request, undefined);
        reply.status(201).header('location', iri('advs', id));
        return itemDocument('Adv', adverts.decode(adverts.get(id)));
      },
    });
    app.route({
      method: 'POST',
      url: '/api/advs/:id',
      config: { access: ADVERTS, accepts: 'multipart' },
      handler: async (request) => {
        const id = await save(request, adverts.get(idParam(request.params)));
        return itemDocument('Adv', adverts.decode(adverts.get(id)));
      },
    });
    registerCrud(app, ctx, {
      resource: 'advs',
      read: ADVERTS,
      write: ADVERTS,
      ops: ['list', 'get', 'delete'],
      filters: { title: partial('title') },
    });

    const INDUSTRIES = guarded;
    registerCrud(app, ctx, {
      resource: ADVERT_INDUSTRY_RESOURCE,
      read: INDUSTRIES,
      write: INDUSTRIES,
      filters: { name: partial('name') },
      payload: advertisingIndustryPayloadSchema,
    });
    registerSelect(app, ctx, {
      path: `/api/${ADVERT_INDUSTRY_RESOURCE}/select`,
      resource: ADVERT_INDUSTRY_RESOURCE,
      access: guarded,
      label: 'name',
      order: 'ordering ASC, name ASC',
    });
  },
};
