import { defineResource } from '../db/resource';
import { registerCrud, writable } from '../http/crud';
import { partial } from '../http/query';
import { guarded } from '../http/route';
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
    mediaId: { type: 'text', default: '0' },
    created: { type: 'datetime', readOnly: true },
    email: { type: 'text' },
    position: { type: 'text' },
    description: { type: 'text' },
    twitterLink: { type: 'text' },
    facebookLink: { type: 'text' },
    linkedinLink: { type: 'text' },
    nameSlug: { type: 'text' },
  },
});

/** Media people ('ludzie mediów'): a disabled area (D9) whose screens exist. */
export const peopleArea: Area = {
  resources: [peopleResource],
  register(app, ctx) {
    const store = ctx.store('people');
    registerCrud(app, ctx, {
      resource: 'people',
      read: guarded,
      write: guarded,
      filters: { surname: partial('surname'), name: partial('name') },
      payload: personPayloadSchema,
      toValues: (data, info) => ({
        ...writable(store, data, info),
        ...(info.op === 'create' ? { created: ctx.now() } : {}),
      }),
    });
  },
};
