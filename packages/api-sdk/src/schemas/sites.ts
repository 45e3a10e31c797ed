/**
 * Static pages, 'sites' (03 §2, §3, §5, §7): title 2-255 required, content at least 2 (may be null),
 * a hidden slug (from the title when blank) and priority sent as an integer. Saving does not navigate.
 */
import { z } from 'zod';
import {
  lengthLimits,
  nullableStringSchema,
  nullableText,
  numberOrZeroSchema,
  objectOf,
  optionalNumber,
  requiredText,
  richTextOf,
  sharedMessages,
  slugOr,
  slugRule,
} from './shared';
import { siteListItemShape } from './siteList';

const titleLength = lengthLimits('Tytuł', { min: 2, max: 255 });
/** SDK-9: completed by the pattern of the title messages. */
const contentLength = lengthLimits('Treść', { min: 2 });
/** The editor's HTML: its text is counted (an empty editor's `<p></p>` is no content). */
const contentRule = { ...contentLength, measure: 'richText' } as const;

export const siteMessages = {
  titleRequired: sharedMessages.required,
  titleMin: titleLength.min[1],
  titleMax: titleLength.max[1],
  contentMin: contentLength.min[1],
} as const;

/** One page (GET /api/sites/{id}): the list item's shape with its fields required. */
export const siteSchema = z.object({
  ...siteListItemShape,
  content: nullableStringSchema,
  slug: nullableStringSchema,
  priority: numberOrZeroSchema,
});
export type Site = z.infer<typeof siteSchema>;

const siteTextShape = {
  title: requiredText({ required: siteMessages.titleRequired, ...titleLength }),
  content: nullableText(contentRule),
  slug: slugRule(),
};

/** The form holds priority as typed; it becomes an integer on save. */
export const siteFormSchema = objectOf({
  ...siteTextShape,
  priority: z.preprocess(
    (value) =>
      typeof value === 'number' ? String(value) : value === null || value === undefined ? '' : value,
    z.string({ error: sharedMessages.mustBeText }),
  ),
});
export type SiteForm = z.infer<typeof siteFormSchema>;

export function newSiteForm(): SiteForm {
  return { title: '', content: '', slug: '', priority: '0' };
}

export function fromSite(record: Site): SiteForm {
  return {
    title: record.title,
    content: record.content ?? '',
    slug: record.slug ?? '',
    priority: String(record.priority),
  };
}

export const sitePayloadSchema = objectOf({ ...siteTextShape, priority: optionalNumber() });
export type SitePayload = z.infer<typeof sitePayloadSchema>;

/** An integer from what was typed ('12' → 12, '' or text → 0). */
export function toInteger(value: string | number): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** priority as an integer, slug from the title when blank, blank content (an empty editor too) as null. */
export function toSitePayload(form: SiteForm): SitePayload {
  return {
    title: form.title,
    content: form.content === null || richTextOf(form.content) === '' ? null : form.content,
    slug: slugOr(form.slug, form.title),
    priority: toInteger(form.priority),
  };
}
