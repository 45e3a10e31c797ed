import { imageRef, metaFields } from '../db/fields';
import { defineResource } from '../db/resource';
import { type CrudSpec, registerCrud, registerSelect } from '../http/crud';
import { partial } from '../http/query';
import { categoryPayloadSchema, groupPayloadSchema, siloGroupPayloadSchema, siloPayloadSchema } from '../sdk';
import type { Area } from './types';

export const groupsResource = defineResource({
  name: 'groups',
  type: 'Group',
  table: 'groups',
  softDelete: true,
  fields: {
    name: { type: 'text' },
    slug: { type: 'text' },
    ...metaFields,
    isPublish: { type: 'bool', default: false },
    priority: { type: 'int', default: 0 },
  },
});

export const categoriesResource = defineResource({
  name: 'categories',
  type: 'Category',
  table: 'categories',
  softDelete: true,
  fields: {
    name: { type: 'text' },
    slug: { type: 'text' },
    ...metaFields,
    isPublish: { type: 'bool', default: false },
    ordering: { type: 'int', default: 0 },
    showInMainMenuOrdering: { type: 'bool', default: false, sentAs01: true },
    group: { type: 'ref', ref: 'groups' },
    parentId: { type: 'text', default: '0' },
  },
});

export const siloGroupsResource = defineResource({
  name: 'silos_groups',
  type: 'SilosGroup',
  table: 'silos_groups',
  softDelete: true,
  fields: {
    name: { type: 'text' },
    isPublish: { type: 'bool', default: false },
    priority: { type: 'int', default: 0 },
    date: { type: 'datetime' },
    authorID: { type: 'text', default: '' },
  },
});

export const silosResource = defineResource({
  name: 'silos',
  type: 'Silo',
  table: 'silos',
  softDelete: true,
  fields: {
    name: { type: 'text' },
    slug: { type: 'text' },
    ...metaFields,
    description: { type: 'text' },
    introduction: { type: 'text' },
    content: { type: 'text' },
    mediaId: imageRef,
    isPublish: { type: 'bool', default: false },
    ordering: { type: 'int', default: 0 },
    silosGroup: { type: 'refs', ref: 'silos_groups', default: [] },
    date: { type: 'datetime' },
    authorID: { type: 'text', default: '' },
  },
});

/** Groups, categories, silos and silo groups: root's CRUD, and the selects the article form reads. */
export const taxonomyArea: Area = {
  resources: [groupsResource, categoriesResource, siloGroupsResource, silosResource],
  register(app, ctx) {
    // Each: the CRUD of its list (searched by name) and the select the article form reads.
    const lists: { crud: CrudSpec; selectOrder?: string }[] = [
      { crud: { resource: 'groups', payload: groupPayloadSchema }, selectOrder: 'priority ASC, id ASC' },
      {
        // Stored as sent, parentId included: the SDK's toCategoryPayload derives it from the group (02 §3).
        crud: { resource: 'categories', payload: categoryPayloadSchema },
      },
      { crud: { resource: 'silos_groups', payload: siloGroupPayloadSchema } },
      { crud: { resource: 'silos', payload: siloPayloadSchema } },
    ];
    for (const { crud, selectOrder } of lists) {
      registerCrud(app, ctx, { ...crud, filters: { name: partial('name') } });
      registerSelect(app, ctx, {
        path: `/api/${crud.resource}/select`,
        resource: crud.resource,
        label: 'name',
        order: selectOrder,
      });
    }
  },
};
