/**
 * Photo reportages, 'Fotoreportaże' (01 §2 disabled areas; 02 §7 the gallery select; D9; SDK-35,
 * WEB-RF4): new and edit with title, type (gallery or video) and publication (the list, disabled by
 * default, is PhotoReportagesListScreen.tsx; its delete is soft: the row stays greyed, out of the article form's
 * galleries). The pictures of a reportage are described nowhere and not edited here.
 */
import {
  createPhotoReportagesResource,
  fromPhotoReportage,
  newPhotoReportageForm,
  PHOTO_REPORTAGE_TYPES,
  type PhotoReportage,
  type PhotoReportageForm,
  type PhotoReportageFormDraft,
  type PhotoReportageListItem,
  type PhotoReportagePayload,
  photoReportageFormSchema,
  REDIRECT_DELAYS_MS,
  resourceOf,
  type TitleFilter,
  toPhotoReportagePayload,
} from '@redakcja/api-sdk';
import type { z } from 'zod';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm, type OptionSource } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { photoReportageListQueries } from './listQueries';

/**
 * /api/photo_reportages: the list (listQueries.ts) and one reportage; saves refresh the article form's
 * galleries.
 */
const photoReportageQueries = withRecordQueries<
  PhotoReportage,
  PhotoReportageListItem,
  PhotoReportagePayload,
  TitleFilter
>(photoReportageListQueries, (client) => resourceOf(client, createPhotoReportagesResource));

// A record of an unknown type starts with the select empty (null); the schema requires a choice, so a
// validated form is a PhotoReportageForm.
const screenSchema = photoReportageFormSchema as unknown as z.ZodType<PhotoReportageFormDraft>;

const TYPE_OPTIONS: OptionSource = {
  source: 'sdk:photoReportageTypes',
  load: async () => PHOTO_REPORTAGE_TYPES.map(({ value, label }) => ({ value, label })),
};

const photoReportagesDefinition = defineCrudForm({
  queries: photoReportageQueries,
  routes: crudRoutes('photoReportages'),
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

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(photoReportagesDefinition);

/** 'Nowy fotoreportaż' (/photo_reportages/new) and 'Edycja fotoreportażu' (/photo_reportages/edit/:id). */
export default function PhotoReportageFormScreen() {
  return <CrudFormScreen definition={photoReportagesDefinition} />;
}
