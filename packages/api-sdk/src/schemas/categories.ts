/**
 * Categories (02 §3, §5, §7): name 2-255, optional meta fields 2-255, isPublish, ordering (a number,
 * 'Wartość musi być liczbą!'), showInMainMenuOrdering sent as 1/0, the group as an IRI and parentId
 * derived from it ('0' without a group).
 */
import { z } from 'zod';
import { categoryListItemShape } from './categoryList';
import { groupMessages, groupNameRule } from './groupName';
import { numberOrZeroSchema } from './readers';
import {
  booleanishSchema,
  flag01,
  idFromIri,
  iri,
  iriSchema,
  metaFieldsPayload,
  metaFieldsShape,
  nullableStringSchema,
  objectOf,
  optionalBoolean,
  requiredBoolean,
  requiredNumber,
  sharedMessages,
  slugOr,
  slugRule,
  toFlag01,
} from './shared';

export const categoryMessages = groupMessages;

/** One category (GET /api/categories/{id}): the list item's shape with its fields required. */
export const categorySchema = z.object({
  ...categoryListItemShape,
  slug: nullableStringSchema,
  metaTitle: nullableStringSchema,
  metaKeywords: nullableStringSchema,
  metaDescription: nullableStringSchema,
  ordering: numberOrZeroSchema,
  showInMainMenuOrdering: booleanishSchema,
});
export type Category = z.infer<typeof categorySchema>;

const nullableGroupField = z.preprocess(
  (value) => (value === undefined || value === '' ? null : value),
  z.nullable(iriSchema),
);

const categoryFormShape = {
  name: groupNameRule,
  slug: slugRule(),
  ...metaFieldsShape(),
  isPublish: requiredBoolean(),
  ordering: requiredNumber(),
  showInMainMenuOrdering: optionalBoolean(),
  group: nullableGroupField,
};

export const categoryFormSchema = objectOf(categoryFormShape);
export type CategoryForm = z.infer<typeof categoryFormSchema>;

/** New categories: ordering 0 and unpublished (02 §9, SDK-18). */
export function newCategoryForm(): CategoryForm {
  return {
    name: '',
    slug: '',
    metaTitle: '',
    metaKeywords: '',
    metaDescription: '',
    isPublish: false,
    ordering: 0,
    showInMainMenuOrdering: false,
    group: null,
  };
}

export function fromCategory(record: Category): CategoryForm {
  const parent = record.parentId && record.parentId !== '0' ? iri('groups', record.parentId) : null;
  return {
    name: record.name,
    slug: record.slug ?? '',
    metaTitle: record.metaTitle ?? '',
    metaKeywords: record.metaKeywords ?? '',
    metaDescription: record.metaDescription ?? '',
    isPublish: record.isPublish,
    ordering: record.ordering,
    showInMainMenuOrdering: record.showInMainMenuOrdering,
    group: record.group ?? parent,
  };
}

/** parentId: the id of the group, '0' without one. */
export function categoryParentId(group: string | null): string {
  return idFromIri(group) ?? '0';
}

/**
 * The body as the portal receives it: the slug, parentId (an id as text, '0' for none) and the 1/0 flag
 * are checked here and derived only by `toCategoryPayload`.
 */
export const categoryPayloadSchema = objectOf({
  ...categoryFormShape,
  showInMainMenuOrdering: flag01(),
  parentId: z
    .string({ error: sharedMessages.mustBeText })
    .regex(/^\d+$/, { error: sharedMessages.invalidValue }),
});
export type CategoryPayload = z.infer<typeof categoryPayloadSchema>;

/** showInMainMenuOrdering as 1/0, parentId from the group, slug from the name when blank. */
export function toCategoryPayload(form: CategoryForm): CategoryPayload {
  return {
    ...form,
    slug: slugOr(form.slug, form.name),
    ...metaFieldsPayload(form),
    showInMainMenuOrdering: toFlag01(form.showInMainMenuOrdering),
    parentId: categoryParentId(form.group),
  };
}
