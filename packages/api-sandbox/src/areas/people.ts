import { imageRef, profileFields } from '../db/fields';
import { defineResource } from '../db/resource';
import { registerCrud } from '../http/crud';
import { partial } from '../http/query';
import { personPayloadSchema } from '../sdk';
import type { Area } from './types';

export const peopleResource = defineResource({
  name: 'people',
  type: 'Person',
  table: 'people',
  softDelete: true,
  fields: {
    name: { type: 'text' },
    surname: { type: 'text' },
    slug: { type: 'text' },
    isPublish: { type: 'bool', default: false },
    content: { type: 'text' },
    mediaId: imageRef,
    created: { type: 'datetime', readOnly: true },
    ...profileFields,
  },
});

/** Media people ('ludzie mediów'): a disabled area (D9) whose screens exist. */
export const peopleArea: Area = {
  resources: [peopleResource],
  register(app, ctx) {
    registerCrud(app, ctx, {
      resource: 'people',
      filters: { surname: partial('surname'), name: partial('name') },
      payload: personPayloadSchema,
      createdAt: 'created',
    });
  },
};
