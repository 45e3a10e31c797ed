import { imageRef } from '../db/fields';
import { defineResource } from '../db/resource';
import type { Row } from '../db/store';
import { registerCrud } from '../http/crud';
import type { Json } from '../http/hydra';
import { partial } from '../http/query';
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
    mediaId: imageRef,
  },
});

/** Phone producers: the list for root and phone_editor; the forms and the delete for root (SDK access). */
export const producersArea: Area = {
  resources: [producersResource],
  register(app, ctx) {
    const present = (json: Json, row: Row): Json => {
      const media = ctx.store('media').findRef(row.mediaId);
      return { ...json, media: media ? mediaMember(ctx, media) : null };
    };
    registerCrud(app, ctx, {
      resource: 'producers',
      filters: { name: partial('name') },
      payload: producerPayloadSchema,
      present,
    });
  },
};
