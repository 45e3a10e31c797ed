/**
 * Photo reportages, 'Fotoreportaże' (01 §2 disabled areas; 02 §7 the gallery select; D9; SDK-35,
 * WEB-RF4): disabled by default; title search; new and edit with title, type (gallery or video) and
 * publication; delete 'Usuwanie fotoreportażu' (soft: the row stays greyed, out of the article form's
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
import { PublicationToggle } from '@redakcja/ui';
import type { z } from 'zod';
import { defineCrud, type OptionSource } from '../../shared/crud/definition';
import { photoReportageQueries } from './queries';

// A record of an unknown type starts with the select empty (null); the schema requires a choice, so a
// validated form is a PhotoReportageForm.
const screenSchema = photoReportageFormSchema as unknown as z.ZodType<PhotoReportageFormDraft>;

const TYPE_OPTIONS: OptionSource = {
  source: 'sdk:photoReportageTypes',
  load: async () => PHOTO_REPORTAGE_TYPES.map(({ value, label }) => ({ value, label })),
};

const typeLabel = (type: string) =>
  PHOTO_REPORTAGE_TYPES.find((known) => known.value === type)?.label ?? type;

export const photoReportagesDefinition = defineCrud({
  queries: photoReportageQueries,
  routes: { list: 'photoReportages', new: 'photoReportageNew', edit: 'photoReportageEdit' },
  texts: {
    tableLabel: 'Lista fotoreportaży',
    deleteTitle: 'Usuwanie fotoreportażu',
    deleteQuestion: 'Czy na pewno chcesz usunąć fotoreportaż?',
    deleteRowLabel: (reportage) => `Usuń fotoreportaż ${reportage.id}`,
  },
  list: {
    searchLabel: 'Szukaj po tytule',
    columns: [
      { id: 'id', header: 'Id', cell: (reportage) => reportage.id },
      { id: 'title', header: 'Tytuł', cell: (reportage) => reportage.title, isRowHeader: true },
      { id: 'type', header: 'Typ', cell: (reportage) => typeLabel(reportage.type) },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (reportage) => <PublicationToggle isOn={reportage.isPublish} />,
      },
    ],
  },
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
