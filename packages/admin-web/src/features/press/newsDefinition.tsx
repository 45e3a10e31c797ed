/**
 * Press news (03 §2, §7, §8; D5, D27): title search; Id (importCodeId), Publikacja, Tytuł, Treść; the
 * publication toggle as a check or cross (PATCH {isPublish}, reload, an alert on failure); a preview link
 * to the show screen; no add, no edit, no delete (03 §2: deletion is disabled). A list-only definition
 * (WEB-75): its path loads the SDK's list resource on zod/mini, no record schema.
 */
import { createPressNewsListResource, pressNewsDisplayId, resourceOf } from '@redakcja/api-sdk';
import { plainText } from '@redakcja/ui';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { pathTo } from '../../shared/routePaths';
import { pressNewsListQueries } from './listQueries';
import { productionBanner } from './ProductionBanner';
import { PublishToggle } from './PublishToggle';

const CONTENT_PREVIEW_LENGTH = 150;

export const pressNewsDefinition = defineCrudList({
  queries: pressNewsListQueries,
  routes: crudRoutes('pressNews'),
  banner: productionBanner,
  texts: {
    tableLabel: 'Lista newsów',
    deleteTitle: 'Usuwanie newsa',
    deleteQuestion: '',
    deleteRowLabel: (news) => `Usuń news ${news.id}`,
  },
  list: {
    searchLabel: 'Szukaj po tytule',
    add: () => ({ kind: 'none' }),
    canDelete: () => false,
    rowActions: (news) => [
      {
        kind: 'link',
        label: 'Podgląd',
        href: pathTo('pressNewsShow', { id: news.id }),
        accessibleLabel: `Podgląd newsa ${pressNewsDisplayId(news)}`,
      },
    ],
    columns: [
      { id: 'id', header: 'Id', cell: (news) => pressNewsDisplayId(news), minCharacters: 8 },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (news) => (
          <PublishToggle
            recordId={news.id}
            label={`Publikacja newsa ${pressNewsDisplayId(news)}`}
            isOn={news.isPublish}
            keys={pressNewsListQueries.keys}
            patch={(client, next) =>
              resourceOf(client, createPressNewsListResource).setPublished(news.id, next, { expected: news })
            }
          />
        ),
      },
      { id: 'title', header: 'Tytuł', cell: (news) => plainText(news.title), isRowHeader: true },
      {
        id: 'content',
        header: 'Treść',
        cell: (news) => {
          const text = plainText(news.content);
          return text.length > CONTENT_PREVIEW_LENGTH ? `${text.slice(0, CONTENT_PREVIEW_LENGTH)}…` : text;
        },
      },
    ],
  },
  deletedAt: () => null,
});
