/**
 * Partner-news boxes of the newsletter (03 §2-§9; D26), new and edit (the list is listDefinition.tsx):
 * 'Nowe newsy partnerskie' with every field and the five images with their size rules, saved as multipart
 * (edit with `_method=PUT`), the list 2 s after a save.
 */
import {
  createPartnerNewsResource,
  fromPartnerNewsBox,
  IMAGE_SIZES,
  type ImageSizeConstraint,
  newPartnerNewsForm,
  PARTNER_NEWS_TEXT_FIELDS,
  PARTNER_NEWS_UPLOAD_FIELDS,
  type PartnerNewsFiles,
  type PartnerNewsForm,
  type PartnerNewsUploadField,
  partnerNewsFormSchema,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toPartnerNewsPayload,
} from '@redakcja/api-sdk';
import { z } from 'zod';
import { defineCrudForm, type FieldDefinition } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { partnerNewsQueries } from './queries';

/** The box form with the five chosen images (sent beside the text fields, each optional). */
export type PartnerNewsFormWithFiles = PartnerNewsForm & Record<PartnerNewsUploadField, File | null>;

const fileValue = z.custom<File | null>((value) => value === null || value instanceof File);
const formWithFilesSchema: z.ZodType<PartnerNewsFormWithFiles> = partnerNewsFormSchema.extend(
  Object.fromEntries(PARTNER_NEWS_UPLOAD_FIELDS.map((field) => [field, fileValue])) as Record<
    PartnerNewsUploadField,
    typeof fileValue
  >,
);

const noFiles = () =>
  Object.fromEntries(PARTNER_NEWS_UPLOAD_FIELDS.map((field) => [field, null])) as Record<
    PartnerNewsUploadField,
    null
  >;

/** The text fields alone (the payload) and the chosen files (the uploads). */
function textsOf(form: PartnerNewsFormWithFiles): PartnerNewsForm {
  const texts: Record<string, string> = { start: form.start };
  for (const field of PARTNER_NEWS_TEXT_FIELDS) texts[field] = form[field];
  return texts as PartnerNewsForm;
}
function filesOf(form: PartnerNewsFormWithFiles): PartnerNewsFiles {
  const files: PartnerNewsFiles = {};
  for (const field of PARTNER_NEWS_UPLOAD_FIELDS) {
    const file = form[field];
    if (file) files[field] = file;
  }
  return files;
}

/** The size hint of an upload (03 §5: '460x200', 'logo 200x200' …). */
const sizeHint = (size: ImageSizeConstraint) => `Wymiary: ${String(size.width)}x${String(size.height)} px`;

type Field = FieldDefinition<PartnerNewsFormWithFiles>;
const text = (name: Extract<Field, { kind: 'text' }>['name'], label: string): Field => ({
  kind: 'text',
  name,
  label,
});
const image = (name: PartnerNewsUploadField, label: string, size: ImageSizeConstraint): Field => ({
  kind: 'file',
  name,
  label,
  accept: ['image/*'],
  dimensions: size,
  description: sizeHint(size),
});

export const partnerNewsDefinition = defineCrudForm({
  queries: partnerNewsQueries,
  routes: crudRoutes('partnerNews'),
  deletedAt: () => null,
  form: {
    schema: formWithFilesSchema,
    empty: () => ({ ...newPartnerNewsForm(), ...noFiles() }),
    fromRecord: (box) => ({ ...fromPartnerNewsBox(box), ...noFiles() }),
    toPayload: (form) => toPartnerNewsPayload(textsOf(form)),
    send: (client, payload, id, values, options) =>
      id === undefined
        ? resourceOf(client, createPartnerNewsResource).create(payload, filesOf(values))
        : resourceOf(client, createPartnerNewsResource).update(id, payload, filesOf(values), options),
    fields: [
      { kind: 'date', name: 'start', label: 'Start' },
      {
        kind: 'section',
        title: 'News 1',
        fields: [
          text('firstTitle', 'Tytuł newsa 1'),
          text('firstUrl', 'Adres URL newsa 1'),
          text('firstNewsletterTitle', 'Tytuł newsa 1 w newsletterze'),
          text('firstNewsletterUrl', 'Adres URL newsa 1 w newsletterze'),
          image('firstImgFile', 'Obrazek newsa 1', IMAGE_SIZES.partnerBox),
        ],
      },
      {
        kind: 'section',
        title: 'News 2',
        fields: [
          text('secondTitle', 'Tytuł newsa 2'),
          text('secondUrl', 'Adres URL newsa 2'),
          text('secondNewsletterTitle', 'Tytuł newsa 2 w newsletterze'),
          text('secondNewsletterUrl', 'Adres URL newsa 2 w newsletterze'),
          image('secondImgFile', 'Obrazek newsa 2', IMAGE_SIZES.partnerBox),
        ],
      },
      {
        kind: 'section',
        title: 'Logo',
        fields: [
          text('logoUrl', 'Adres URL logo'),
          text('logoNewsletterUrl', 'Adres URL logo w newsletterze'),
          image('logoImgFile', 'Logo', IMAGE_SIZES.partnerLogo),
          image('logoNewsletterImgFile', 'Logo w newsletterze', IMAGE_SIZES.partnerNewsletterLogo),
          image('logoNewsletterMobileImgFile', 'Logo mobilne w newsletterze', IMAGE_SIZES.partnerMobileLogo),
        ],
      },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.partnerNews },
  },
  redirectIfDeleted: false,
});
