import { defineResource } from '../db/resource';
import { registerCrud } from '../http/crud';
import { partial } from '../http/query';
import { sitePayloadSchema } from '../sdk';
import type { Area } from './types';

export const sitesResource = defineResource({
  name: 'sites',
  type: 'Site',
  table: 'sites',
  softDelete: true,
  fields: {
    title: { type: 'text' },
    content: { type: 'text' },
    slug: { type: 'text' },
    priority: { type: 'int', default: 0 },
  },
});

/** Static pages: the list's search box sends `name`, matched in the title. */
export const sitesArea: Area = {
  resources: [sitesResource],
  register(app, ctx) {
    registerCrud(app, ctx, {
      resource: 'sites',
      filters: { name: partial('title'), title: partial('title') },
      payload: sitePayloadSchema,
    });
  },
};
