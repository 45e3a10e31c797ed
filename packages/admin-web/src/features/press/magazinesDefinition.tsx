/**
 * Press magazines (03 §2-§9; D6, D8, D27), new and edit (the list is magazinesListDefinition.tsx): the
 * publisher select, the type and area
 * enumerations, the sixteen regions only for 'regionalne' (stored as a JSON string by the SDK's
 * toMagazinePayload); delete 'Usuwanie magazynu' (the list reloads whatever the outcome); 1 s redirect.
 */
import {
  fromMagazine,
  type MagazineForm,
  type MagazineFormDraft,
  magazineFormSchema,
  newMagazineForm,
  REDIRECT_DELAYS_MS,
  REGIONAL_MAGAZINE_AREA,
  toMagazinePayload,
} from '@redakcja/api-sdk';
import type { z } from 'zod';
import { defineCrudForm } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { MAGAZINE_OPTIONS } from './enumerationOptions';
import { productionBanner } from './ProductionBanner';
import { magazineQueries } from './queries';

export const magazinesDefinition = defineCrudForm({
  queries: magazineQueries,
  routes: crudRoutes('pressMagazines'),
  banner: productionBanner,
  deletedAt: (magazine) => magazine.deleted ?? null,
  form: {
    // The draft's selects start empty; the schema refuses them empty ('Pole wymagane').
    schema: magazineFormSchema as unknown as z.ZodType<MagazineFormDraft>,
    empty: newMagazineForm,
    fromRecord: fromMagazine,
    toPayload: (form) => toMagazinePayload(form as MagazineForm),
    fields: [
      { kind: 'text', name: 'title', label: 'Tytuł' },
      { kind: 'select', name: 'pressPublisher', label: 'Wydawca', options: MAGAZINE_OPTIONS.publishers },
      { kind: 'select', name: 'magazineType', label: 'Typ', options: MAGAZINE_OPTIONS.types },
      { kind: 'select', name: 'magazineArea', label: 'Obszar', options: MAGAZINE_OPTIONS.areas },
      {
        kind: 'multiSelect',
        name: 'region',
        label: 'Województwa',
        options: MAGAZINE_OPTIONS.regions,
        visibleWhen: (values) => values.magazineArea === REGIONAL_MAGAZINE_AREA,
      },
      { kind: 'checkbox', name: 'isPublish', label: 'Publikacja' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.pressMagazines },
  },
  redirectIfDeleted: true,
});
