/**
 * Groups, the top-level sections (02 §3, §5, §7): name 2-255 (the rule categories share, ../schemas/groupName), optional meta
 * fields 2-255, isPublish, priority; new groups default to priority 0 and unpublished. The record's
 * schema, the form's rules and the resource; the list's half, on zod/mini, is in the area's module
 * (../areas/groups).
 */
import { z } from 'zod';
import { GROUPS_PATH, groupListItemSchema, groupListItemShape } from '../areas/groups';
import { groupNameRule } from '../schemas/groupName';
import {
  metaFieldsPayload,
  metaFieldsShape,
  nullableStringSchema,
  numberOrZeroSchema,
  objectOf,
  requiredBoolean,
  requiredNumber,
} from '../schemas/shared';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

/** One group (GET /api/groups/{id}): the list item's shape with its fields required. */
export const groupSchema = z.object({
  ...groupListItemShape,
  metaTitle: nullableStringSchema,
  metaKeywords: nullableStringSchema,
  metaDescription: nullableStringSchema,
  priority: numberOrZeroSchema,
});
export type Group = z.infer<typeof groupSchema>;

const groupFormShape = {
  name: groupNameRule,
  ...metaFieldsShape(),
  isPublish: requiredBoolean(),
  priority: requiredNumber(),
};

export const groupFormSchema = objectOf(groupFormShape);
export type GroupForm = z.infer<typeof groupFormSchema>;

export function newGroupForm(): GroupForm {
  return { name: '', metaTitle: '', metaKeywords: '', metaDescription: '', isPublish: false, priority: 0 };
}

export function fromGroup(record: Group): GroupForm {
  return {
    name: record.name,
    metaTitle: record.metaTitle ?? '',
    metaKeywords: record.metaKeywords ?? '',
    metaDescription: record.metaDescription ?? '',
    isPublish: record.isPublish,
    priority: record.priority,
  };
}

export const groupPayloadSchema = objectOf(groupFormShape);
export type GroupPayload = z.infer<typeof groupPayloadSchema>;

/** Blank meta fields are sent as null. */
export function toGroupPayload(form: GroupForm): GroupPayload {
  return {
    ...form,
    ...metaFieldsPayload(form),
  };
}

/** /api/groups: list (name), get, create, update, patch, remove. Options: `selects.groups()`. */
export function createGroupsResource(ctx: ResourceContext) {
  return crudOps<typeof groupSchema, typeof groupListItemSchema, GroupPayload, NameFilter>(ctx, {
    path: GROUPS_PATH,
    item: groupSchema,
    listItem: groupListItemSchema,
  });
}
export type GroupsResource = ReturnType<typeof createGroupsResource>;
