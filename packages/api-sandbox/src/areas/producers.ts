import { defineResource } from '../db/resource';
import type { Row } from '../db/store';
import { registerCrud } from '../http/crud';
import type { Json } from '../http/hydra';
import { partial } from '../http/query';
import { guarded } from '../http/route';
import { producerPayloadSchema } from '../sdk';
import { mediaMember } from './media';
import type { Area } from './types';

export const producersResource = defineResource({
  name: 'producers',
  type: 'Producer',
  table: 'producers',
  softDelete: true,
  fields: {
    name: { type: 'text' },
    nameSlug: { type: 'text' },
    mediaId: { type: 'text', default: '0' },
  },
});

/** Phone producers: the list (and its delete) for root and phone_editor, the forms for root. */
export const producersArea: Area = {
  resources: [producersResource],
  register(app, ctx) {
    const present = (json: Json, row: Row): Json => {
      const id = Number(row.mediaId);
      const media = Number.isInteger(id) && id > 0 ? ctx.store('media').find(id) : undefined;
      return { ...json, media: media ? mediaMember(ctx, media) : null };
    };
    registerCrud(app, ctx, {
      resource: 'producers',
      read: guarded,
      write: guarded,
      access: { delete: guarded },
      filters: { name: partial('name') },
      payload: producerPayloadSchema,
      present,
    });
  },
};
