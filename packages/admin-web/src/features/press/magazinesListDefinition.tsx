/**
 * The press magazines list (03 §2, §4, §8) as a list-only definition (WEB-75): title search; ID, Magazyn,
 * Publikacja; the publication toggle with its failure alert; 'Numery' and 'Dodaj numer' per row (a deleted
 * magazine, greyed, has neither, nor the toggle); delete 'Usuwanie magazynu' (the list reloads whatever
 * the outcome). Its path loads the SDK's list resource on
 * zod/mini and none of the form's schema and rules, which magazinesDefinition.tsx adds.
 */
import { createPressMagazineListResource, resourceOf } from '@redakcja/api-sdk';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { pathTo } from '../../shared/routePaths';
import { magazineListQueries } from './listQueries';
import { productionBanner } from './ProductionBanner';
import { PublishToggle } from './PublishToggle';

export const ISSUES_LABEL = 'Numery';
export const ADD_ISSUE_LABEL = 'Dodaj numer';

export const magazinesListDefinition = defineCrudList({
  queries: magazineListQueries,
  routes: crudRoutes('pressMagazines'),
  banner: productionBanner,
  texts: {
    tableLabel: 'Lista magazynów',
    deleteTitle: 'Usuwanie magazynu',
    deleteQuestion: 'Czy na pewno chcesz usunąć magazyn?',
    deleteRowLabel: (magazine) => `Usuń magazyn ${magazine.id}`,
  },
  list: {
    searchLabel: 'Szukaj po tytule',
    rowActions: (magazine) =>
      magazine.deleted
        ? []
        : [
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
      { id: 'id', header: 'ID', cell: (magazine) => magazine.id, wrap: 'words' },
      { id: 'title', header: 'Magazyn', cell: (magazine) => magazine.title, isRowHeader: true },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (magazine) =>
          magazine.deleted ? null : (
            <PublishToggle
              recordId={magazine.id}
              label={`Publikacja magazynu ${magazine.title}`}
              isOn={magazine.isPublish}
              keys={magazineListQueries.keys}
              patch={(client, next) =>
                resourceOf(client, createPressMagazineListResource).setPublished(magazine.id, next, {
                  expected: magazine,
                })
              }
            />
          ),
      },
    ],
  },
  deletedAt: (magazine) => magazine.deleted ?? null,
});
