/**
 * Press news (03 §2, §7, §8; D5, D27): title search; Id (importCodeId), Publikacja, Tytuł, Treść; the
 * publication toggle as a check or cross (PATCH {isPublish}, reload, an alert on failure); a preview link
 * to the show screen; no add, no edit, no delete (03 §2: deletion is disabled).
 */
import { createPressNewsResource, pressNewsDisplayId, resourceOf } from '@redakcja/api-sdk';
import { defineCrud } from '../../shared/crud/definition';
import { pathTo } from '../../shared/routePaths';
import { productionBanner } from './ProductionBanner';
import { PublishToggle } from './PublishToggle';
import { pressNewsQueries } from './queries';
import { plainText } from './sanitize';

const CONTENT_PREVIEW_LENGTH = 150;

export const pressNewsDefinition = defineCrud({
  queries: pressNewsQueries,
  routes: { list: 'pressNews' },
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
      { id: 'id', header: 'Id', cell: (news) => pressNewsDisplayId(news) },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (news) => (
          <PublishToggle
            label={`Publikacja newsa ${pressNewsDisplayId(news)}`}
            isOn={news.isPublish}
            keys={pressNewsQueries.keys}
            patch={(client, next) => resourceOf(client, createPressNewsResource).setPublished(news.id, next)}
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
  form: {
    // News have no form in the panel; the definition's form is never mounted (no new or edit route).
    schema: undefined as never,
    empty: () => ({}),
    fromRecord: () => ({}),
    toPayload: () => undefined as never,
    fields: [],
    afterSave: { to: 'stay' },
  },
  redirectIfDeleted: false,
});
