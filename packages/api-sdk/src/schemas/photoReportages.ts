/**
 * Photo reportages (02 §7: the article form's gallery select, GET /api/photo_reportages/select?type=
 * gallery): the records behind the select, for the 'Fotoreportaże' list (SDK-35: title 2-255 required,
 * the type gallery or video, isPublish). Their pictures are not described anywhere, so not edited here.
 */
import { z } from 'zod';
import { PHOTO_REPORTAGE_TYPE_VALUES, type PhotoReportageType } from '../constants';
import { photoReportageListItemShape } from './photoReportageList';
import {
  lengthLimits,
  objectOf,
  requiredBoolean,
  requiredChoice,
  requiredText,
  sharedMessages,
} from './shared';

const titleLength = lengthLimits('Tytuł', { min: 2, max: 255 });

export const photoReportageMessages = {
  required: sharedMessages.required,
  titleMin: titleLength.min[1],
  titleMax: titleLength.max[1],
} as const;

/** One reportage (GET /api/photo_reportages/{id}): the list item's shape (./photoReportageList). */
export const photoReportageSchema = z.object(photoReportageListItemShape);
export type PhotoReportage = z.infer<typeof photoReportageSchema>;

const photoReportageFormShape = {
  title: requiredText({ required: photoReportageMessages.required, ...titleLength }),
  type: requiredChoice(PHOTO_REPORTAGE_TYPE_VALUES, photoReportageMessages.required),
  isPublish: requiredBoolean(),
};

export const photoReportageFormSchema = objectOf(photoReportageFormShape);
export type PhotoReportageForm = z.infer<typeof photoReportageFormSchema>;
export type PhotoReportageFormDraft = Omit<PhotoReportageForm, 'type'> & { type: PhotoReportageType | null };

/** New reportages: galleries (what the article form offers), published. */
export function newPhotoReportageForm(): PhotoReportageFormDraft {
  return { title: '', type: 'gallery', isPublish: true };
}

export function fromPhotoReportage(record: PhotoReportage): PhotoReportageFormDraft {
  const type = (PHOTO_REPORTAGE_TYPE_VALUES as readonly string[]).includes(record.type)
    ? (record.type as PhotoReportageType)
    : null;
  return { title: record.title, type, isPublish: record.isPublish };
}

/** POST /api/photo_reportages, PUT /api/photo_reportages/{id}: {title, type, isPublish}. */
export const photoReportagePayloadSchema = photoReportageFormSchema;
export type PhotoReportagePayload = z.infer<typeof photoReportagePayloadSchema>;

export function toPhotoReportagePayload(form: PhotoReportageForm): PhotoReportagePayload {
  return { title: form.title, type: form.type, isPublish: form.isPublish };
}
