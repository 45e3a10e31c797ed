/**
 * Photo reportages, 'Fotoreportaże' (01 §2 disabled areas; 02 §7 the gallery select; D9; SDK-35,
 * WEB-RF4): new and edit with title, type (gallery or video) and publication (the list, disabled by
 * default, is listDefinition.tsx; its delete is soft: the row stays greyed, out of the article form's
 * galleries). The pictures of a reportage are described nowhere and not edited here.
 */
import {
  fromPhotoReportage,
  newPhotoReportageForm,
  PHOTO_REPORTAGE_TYPES,
  type PhotoReportageForm,
  type PhotoReportageFormDraft,
  photoReportageFormSchema,
  REDIRECT_DELAYS_MS,
  toPhotoReportagePayload,
} from '@redakcja/api-sdk';
import type { z } from 'zod';
import { defineCrudForm, type OptionSource } from '../../shared/crud/definition';
import { PHOTO_REPORTAGE_ROUTES } from './listQueries';
import { photoReportageQueries } from './queries';

// A record of an unknown type starts with the select empty (null); the schema requires a choice, so a
// validated form is a PhotoReportageForm.
const screenSchema = photoReportageFormSchema as unknown as z.ZodType<PhotoReportageFormDraft>;

const TYPE_OPTIONS: OptionSource = {
  source: 'sdk:photoReportageTypes',
  load: async () => PHOTO_REPORTAGE_TYPES.map(({ value, label }) => ({ value, label })),
};

export const photoReportagesDefinition = defineCrudForm({
  queries: photoReportageQueries,
  routes: PHOTO_REPORTAGE_ROUTES,
  deletedAt: (reportage) => reportage.deleted,
  form: {
    schema: screenSchema,
    empty: newPhotoReportageForm,
    fromRecord: fromPhotoReportage,
    toPayload: (form) => toPhotoReportagePayload(form as PhotoReportageForm),
    fields: [
      { kind: 'text', name: 'title', label: 'Tytuł' },
      {
        kind: 'select',
        name: 'type',
        label: 'Typ',
        options: TYPE_OPTIONS,
      },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowany' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.photoReportages },
  },
  redirectIfDeleted: true,
});
