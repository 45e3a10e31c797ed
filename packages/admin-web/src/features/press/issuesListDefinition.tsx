/**
 * A magazine's issues list (03 §2, §4, §8) as a list-only definition (WEB-75): 'Powrót do listy
 * magazynów' and add; ID, Data, Okładka (the 120 px thumbnail), Publikacja; the toggle with its failure
 * alert; delete 'Usuwanie numeru' at the issue's own path. Its path loads the SDK's list resources on
 * zod/mini and none of the form's schema and rules, which issuesDefinition.tsx adds.
 */
import { createPressIssueListResource, resourceOf } from '@redakcja/api-sdk';
import { formatDate } from '@redakcja/ui';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { backToMagazines } from './backToMagazines';
import { IssueCover } from './IssueCover';
import { issueListQueries } from './listQueries';
import { MagazineOfIssues } from './MagazineOfIssues';
import { productionBanner } from './ProductionBanner';
import { PublishToggle } from './PublishToggle';

export const issuesListDefinition = defineCrudList({
  queries: issueListQueries,
  routes: crudRoutes('pressIssues'),
  banner: (
    <>
      {productionBanner}
      <MagazineOfIssues />
    </>
  ),
  texts: {
    tableLabel: 'Lista numerów',
    deleteTitle: 'Usuwanie numeru',
    deleteQuestion: 'Czy na pewno chcesz usunąć numer?',
    deleteRowLabel: (issue) => `Usuń numer ${issue.id}`,
  },
  list: {
    searchLabel: null,
    headerExtras: () => backToMagazines,
    columns: [
      { id: 'id', header: 'ID', cell: (issue) => issue.id, wrap: 'words' },
      { id: 'date', header: 'Data', cell: (issue) => formatDate(issue.date), isRowHeader: true },
      { id: 'cover', header: 'Okładka', cell: (issue) => <IssueCover issue={issue} /> },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (issue) => (
          <PublishToggle
            recordId={issue.id}
            label={`Publikacja numeru ${formatDate(issue.date) || issue.id}`}
            isOn={issue.isPublish}
            keys={issueListQueries.keys}
            patch={(client, next) =>
              resourceOf(client, createPressIssueListResource).setPublished(issue.id, next, {
                expected: issue,
              })
            }
          />
        ),
      },
    ],
  },
  deletedAt: (issue) => issue.deleted ?? null,
});
