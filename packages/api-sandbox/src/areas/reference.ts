import { defineResource } from '../db/resource';
import { registerCrud, registerSelect, writable } from '../http/crud';
import { partial } from '../http/query';
import {
  DICTIONARY_CATEGORY_RESOURCE,
  dictionaryPayloadSchema,
  PROBE_ANSWER_FIELDS,
  playerPayloadSchema,
  probePayloadSchema,
} from '../sdk';
import type { Area } from './types';

export const dictionariesResource = defineResource({
  name: 'dictionaries',
  type: 'Dictionary',
  table: 'dictionaries',
  softDelete: false,
  fields: {
    word: { type: 'text' },
    def: { type: 'text' },
    dictionaryCategory: { type: 'ref', ref: DICTIONARY_CATEGORY_RESOURCE },
    isPublish: { type: 'bool', default: false },
    slug: { type: 'text' },
    // The address the entry was added from: the server's record (SB-18), never written by a client.
    ip: { type: 'text', readOnly: true },
    created: { type: 'datetime', readOnly: true },
  },
});

export const dictionaryCategoriesResource = defineResource({
  name: DICTIONARY_CATEGORY_RESOURCE,
  type: 'DictionaryCategory',
  table: 'dictionary_categories',
  softDelete: false,
  fields: { name: { type: 'text' } },
});

export const probesResource = defineResource({
  name: 'probes',
  type: 'Probe',
  table: 'probes',
  softDelete: false,
  fields: {
    title: { type: 'text' },
    ...Object.fromEntries(PROBE_ANSWER_FIELDS.map((field) => [field, { type: 'text' as const }])),
    isPublish: { type: 'bool', default: false },
    isActive: { type: 'bool', default: false },
    slug: { type: 'text' },
    created: { type: 'datetime', readOnly: true },
  },
});

export const playersResource = defineResource({
  name: 'players',
  type: 'Player',
  table: 'players',
  softDelete: false,
  fields: {
    title: { type: 'text' },
    description: { type: 'text' },
    videoUrl: { type: 'text' },
    enabled: { type: 'bool', default: true },
    dateFrom: { type: 'datetime' },
    dateTo: { type: 'datetime' },
  },
});

/** Dictionaries and polls (disabled areas whose screens exist, D9) and video players. */
export const referenceArea: Area = {
  resources: [dictionariesResource, dictionaryCategoriesResource, probesResource, playersResource],
  register(app, ctx) {
    const dictionaries = ctx.store('dictionaries');
    registerCrud(app, ctx, {
      resource: 'dictionaries',
      filters: { word: partial('word') },
      payload: dictionaryPayloadSchema,
      createdAt: 'created',
      toValues: (data, info) => ({
        ...writable(dictionaries, data, info),
        // The form sends ip as null (03 §5): the server records where an entry was added from, once.
        ...(info.op === 'create' ? { ip: info.request.ip } : {}),
      }),
    });
    registerSelect(app, ctx, {
      path: `/api/${DICTIONARY_CATEGORY_RESOURCE}/select`,
      resource: DICTIONARY_CATEGORY_RESOURCE,
      label: 'name',
    });

    registerCrud(app, ctx, {
      resource: 'probes',
      filters: { title: partial('title') },
      payload: probePayloadSchema,
      createdAt: 'created',
    });

    registerCrud(app, ctx, {
      resource: 'players',
      filters: { title: partial('title') },
      payload: playerPayloadSchema,
    });
  },
};
