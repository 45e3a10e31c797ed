import { imageRef, metaFields } from '../db/fields';
import { defineResource } from '../db/resource';
import { type CrudSpec, registerCrud, registerSelect, writable } from '../http/crud';
import { partial } from '../http/query';
import {
  categoryParentId,
  categoryPayloadSchema,
  groupPayloadSchema,
  siloGroupPayloadSchema,
  siloPayloadSchema,
} from '../sdk';
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
    showInMainMenuOrdering: { type: 'bool', default: false },
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
    const categories = ctx.store('categories');
    // Each: the CRUD of its list (searched by name) and the select the article form reads.
    const lists: { crud: CrudSpec; selectOrder?: string }[] = [
      { crud: { resource: 'groups', payload: groupPayloadSchema }, selectOrder: 'priority ASC, id ASC' },
      {
        crud: {
          resource: 'categories',
          payload: categoryPayloadSchema,
          // parentId is derived from the group (02 §3), whatever the client sent: its id, '0' without one.
          toValues: (data, info) => {
            const values = writable(categories, data, info);
            if (info.op !== 'patch' || 'group' in values)
              values.parentId = categoryParentId((values.group as string | null | undefined) ?? null);
            return values;
          },
        },
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
