/**
 * Press magazines (03 §2-§9; D6, D8, D27): title search; ID, Magazyn, Publikacja; the publication toggle
 * with its failure alert; 'Numery' and 'Dodaj numer' per row; the publisher select, the type and area
 * enumerations, the sixteen regions only for 'regionalne' (stored as a JSON string by the SDK's
 * toMagazinePayload); delete 'Usuwanie magazynu' (the list reloads whatever the outcome); 1 s redirect.
 */
import {
  createPressMagazinesResource,
  fromMagazine,
  type MagazineForm,
  type MagazineFormDraft,
  magazineFormSchema,
  newMagazineForm,
  REDIRECT_DELAYS_MS,
  REGIONAL_MAGAZINE_AREA,
  resourceOf,
  toMagazinePayload,
} from '@redakcja/api-sdk';
import type { z } from 'zod';
import { defineCrud } from '../../shared/crud/definition';
import { pathTo } from '../../shared/routePaths';
import { MAGAZINE_OPTIONS } from './enumerationOptions';
import { productionBanner } from './ProductionBanner';
import { PublishToggle } from './PublishToggle';
import { magazineQueries } from './queries';

export const ISSUES_LABEL = 'Numery';
export const ADD_ISSUE_LABEL = 'Dodaj numer';

export const magazinesDefinition = defineCrud({
  queries: magazineQueries,
  routes: { list: 'pressMagazines', new: 'pressMagazineNew', edit: 'pressMagazineEdit' },
  banner: productionBanner,
  texts: {
    tableLabel: 'Lista magazynów',
    deleteTitle: 'Usuwanie magazynu',
    deleteQuestion: 'Czy na pewno chcesz usunąć magazyn?',
    deleteRowLabel: (magazine) => `Usuń magazyn ${magazine.id}`,
  },
  list: {
    searchLabel: 'Szukaj po tytule',
    rowActions: (magazine) => [
      {
        kind: 'link',
        label: ISSUES_LABEL,
        href: pathTo('pressIssues', { id: magazine.id }),
        accessibleLabel: `${ISSUES_LABEL} magazynu ${magazine.title}`,
      },
      {
        kind: 'link',
        label: ADD_ISSUE_LABEL,
        href: pathTo('pressIssueNew', { id: magazine.id }),
        accessibleLabel: `${ADD_ISSUE_LABEL} magazynu ${magazine.title}`,
      },
    ],
    columns: [
      { id: 'id', header: 'ID', cell: (magazine) => magazine.id },
      { id: 'title', header: 'Magazyn', cell: (magazine) => magazine.title, isRowHeader: true },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (magazine) => (
          <PublishToggle
            label={`Publikacja magazynu ${magazine.title}`}
            isOn={magazine.isPublish}
            keys={magazineQueries.keys}
            patch={(client, next) =>
              resourceOf(client, createPressMagazinesResource).setPublished(magazine.id, next)
            }
          />
        ),
      },
    ],
  },
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
