/**
 * What the press magazines list (03 §2: ID, Magazyn, Publikacja) and a magazine's issues list (ID, Data,
 * Okładka, Publikacja) read: members of GET /api/press_magazines and GET /api/press_magazines/{id}/numbers
 * as `magazineSchema` and `issueSchema` (./magazines) read them, the fields the magazines list may lack
 * optional. The records' schemas spread these shapes.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the press lists load no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { ISSUE_COVER_THUMBNAIL_SIZE } from '../constants';
import { cutDate10 } from './dates';
import { idFromIri, nullableRelationSchema } from './iris';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  nullableStringSchema,
  missingAsNull as orNull,
  textOrEmptySchema,
} from './readers';

export const PRESS_MAGAZINE_RESOURCE = 'press_magazines';
export const PRESS_PUBLISHER_RESOURCE = 'press_publishers';

/** The magazine's publisher (IRI), null when none. */
export const magazinePublisherSchema = orNull(nullableRelationSchema(PRESS_PUBLISHER_RESOURCE));
/** The stored regions' JSON string, as sent; null when none. */
export const magazineRegionSchema = orNull(nullableStringSchema);

export const magazineListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  title: textOrEmptySchema,
  /** The publisher's name (label). */
  publisher: orNull(nullableStringSchema),
  pressPublisher: z.optional(magazinePublisherSchema),
  magazineType: z.optional(nullableStringSchema),
  magazineArea: z.optional(nullableStringSchema),
  region: z.optional(magazineRegionSchema),
  isPublish: booleanishSchema,
  deleted: orNull(deletedSchema),
};

/** List columns: ID, Magazyn, Publikacja. */
export const magazineListItemSchema = z.object(magazineListItemShape);
export type MagazineListItem = z.infer<typeof magazineListItemSchema>;

/** The server may name an issue's flag isPublished (as it is sent) or isPublish. */
export function readIssuePublish(value: unknown): unknown {
  if (value && typeof value === 'object' && !('isPublish' in value) && 'isPublished' in value) {
    return { ...value, isPublish: (value as { isPublished: unknown }).isPublished };
  }
  return value;
}

export const issueShape = {
  ...jsonLdShape,
  id: idSchema,
  date: nullableStringSchema,
  datetxt: nullableStringSchema,
  person: nullableStringSchema,
  description: nullableStringSchema,
  isPublish: booleanishSchema,
  pressMagazine: nullableRelationSchema(PRESS_MAGAZINE_RESOURCE),
  imgExt: orNull(nullableStringSchema),
  deleted: orNull(deletedSchema),
};

/** An issue as the issues list reads it: the whole record (`issueSchema` reads the same). */
export const issueListItemSchema = z.pipe(z.transform(readIssuePublish), z.object(issueShape));
export type IssueListItem = z.infer<typeof issueListItemSchema>;

/**
 * The static path of an issue cover, built from the magazine id, the size, the date, the issue's id and
 * the extension (03 §3; the layout is SDK-21): '/media/press/12/120/2024-05-01_345.jpg'. The id keeps
 * two issues of one magazine with the same date from sharing (and overwriting) one file.
 */
export function issueCoverPath(
  issue: {
    readonly id: string | number;
    readonly pressMagazine: string | number | null;
    readonly date: string | null;
    readonly imgExt: string | null;
  },
  size: number = ISSUE_COVER_THUMBNAIL_SIZE,
): string | null {
  const magazineId = idFromIri(issue.pressMagazine);
  const date = cutDate10(issue.date);
  if (!magazineId || !date || !issue.imgExt || issue.id === '') return null;
  return `/media/press/${magazineId}/${size}/${date}_${issue.id}.${issue.imgExt}`;
}
