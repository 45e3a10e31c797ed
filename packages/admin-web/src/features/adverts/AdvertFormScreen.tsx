/**
 * Adverts, 'Reklamy' (03 §2, §3, §5, §7, §8; D8, D9): 'Nowa reklama' with a back link to the list and
 * every field (title, media type, area, industries, author, date, external link, keywords, source, type,
 * isPublish) and the image, all sent multipart (the list, disabled by default, is AdvertsListScreen.tsx).
 * Rules: the SDK's advertFormSchema; isPublished and the date: toAdvertPayload.
 */
import {
  ADVERT_AREAS,
  ADVERT_MEDIA_TYPES,
  type Advert,
  type AdvertForm,
  type AdvertFormDraft,
  type AdvertListItem,
  type AdvertPayload,
  advertFormSchema,
  advertImagePath,
  createAdvertsResource,
  fromAdvert,
  newAdvertForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  type TitleFilter,
  toAdvertPayload,
} from '@redakcja/api-sdk';
import { z } from 'zod';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm, type OptionSource } from '../../shared/crud/definition';
import { fileAt } from '../../shared/crud/fields/fileAt';
import { OPTIONS } from '../../shared/crud/options';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { advertListQueries } from './listQueries';

/**
 * /api/advs: the list (listQueries.ts) and one advert; the saves are multipart with the image (the
 * definition's send).
 */
const advertQueries = withRecordQueries<Advert, AdvertListItem, AdvertPayload, TitleFilter>(
  advertListQueries,
  (client) => ({
    list: resourceOf(client, createAdvertsResource).list,
    get: resourceOf(client, createAdvertsResource).get,
    remove: resourceOf(client, createAdvertsResource).remove,
    create: (payload, options) =>
      resourceOf(client, createAdvertsResource).create(payload, undefined, options),
    update: (id, payload, options) =>
      resourceOf(client, createAdvertsResource).update(id, payload, undefined, options),
  }),
);

/** The form's values: the SDK's advert form, the chosen image and the path of the image the advert has. */
type AdvertScreenForm = AdvertFormDraft & { file: File | null; currentImage: string | null };

// The select kinds start empty (null); the schema requires a choice, so a validated form is an AdvertForm.
const advertScreenSchema = advertFormSchema.extend({
  file: z.instanceof(File).nullable(),
  currentImage: z.string().nullable(),
}) as unknown as z.ZodType<AdvertScreenForm>;

const MEDIA_TYPE_OPTIONS: OptionSource = {
  source: 'sdk:advertMediaTypes',
  load: async () => ADVERT_MEDIA_TYPES.map(({ value, label }) => ({ value, label })),
};
const AREA_OPTIONS: OptionSource = {
  source: 'sdk:advertAreas',
  load: async () => ADVERT_AREAS.map(({ value, label }) => ({ value, label })),
};

const toPayload = ({ file: _file, currentImage: _current, ...form }: AdvertScreenForm) =>
  toAdvertPayload(form as AdvertForm);

const advertsDefinition = defineCrudForm({
  queries: advertQueries,
  routes: crudRoutes('adverts'),
  deletedAt: () => null,
  form: {
    schema: advertScreenSchema,
    empty: () => ({ ...newAdvertForm(), file: null, currentImage: null }),
    fromRecord: (record) => ({ ...fromAdvert(record), file: null, currentImage: advertImagePath(record) }),
    toPayload,
    fields: [
      { kind: 'text', name: 'title', label: 'Tytuł' },
      { kind: 'select', name: 'mediaType', label: 'Typ mediów *', options: MEDIA_TYPE_OPTIONS },
      { kind: 'select', name: 'area', label: 'Obszar *', options: AREA_OPTIONS },
      { kind: 'multiSelect', name: 'advIndustries', label: 'Branże *', options: OPTIONS.advIndustries },
      { kind: 'text', name: 'author', label: 'Autor' },
      { kind: 'dateTime', name: 'date', label: 'Data' },
      { kind: 'text', name: 'externalLink', label: 'Link zewnętrzny' },
      { kind: 'text', name: 'keywords', label: 'Słowa kluczowe' },
      { kind: 'text', name: 'source', label: 'Źródło' },
      { kind: 'text', name: 'type', label: 'Typ' },
      {
        kind: 'file',
        name: 'file',
        label: 'Obraz',
        accept: ['image/*'],
        current: ({ currentImage }) => fileAt(currentImage),
      },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowana' },
    ],
    send: (client, payload, id, values, options) =>
      id === undefined
        ? resourceOf(client, createAdvertsResource).create(payload, values.file ?? undefined)
        : resourceOf(client, createAdvertsResource).update(id, payload, values.file ?? undefined, options),
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.adverts },
  },
  redirectIfDeleted: false,
});

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(advertsDefinition);

/** 'Nowa reklama' (/advs/new) with its back link to the ads list, and 'Edycja reklamy' (/advs/edit/:id). */
export default function AdvertFormScreen() {
  return <CrudFormScreen definition={advertsDefinition} />;
}
