/**
 * The articles list and the sponsored list (02 §2, §7) as list-only definitions: their path (the screen,
 * the route's prefetch) loads the SDK's list resource on zod/mini and none of the forms' schemas and
 * rules, which definition.tsx adds for the new and edit screens.
 */
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { articleColumns, articleRowActions } from './listColumns';
import { articleListQueries, sponsoredArticleListQueries } from './listQueries';

export const ARTICLE_SEARCH_LABEL = 'Szukaj po tytule i opisie';

export const articleTexts = (sponsored: boolean) => ({
  tableLabel: sponsored ? 'Lista artykułów sponsorowanych' : 'Lista artykułów',
  deleteTitle: 'Usuwanie artykułu',
  deleteQuestion: 'Czy na pewno chcesz usunąć ten artykuł?',
  deleteRowLabel: (article: { id: string | number }) => `Usuń artykuł ${article.id}`,
});

export const articlesListDefinition = defineCrudList({
  queries: articleListQueries,
  routes: crudRoutes('articles'),
  texts: articleTexts(false),
  list: {
    searchLabel: ARTICLE_SEARCH_LABEL,
    columns: articleColumns(articleListQueries.keys),
    rowActions: articleRowActions,
  },
  deletedAt: (article) => article.deleted,
});

export const sponsoredArticlesListDefinition = defineCrudList({
  queries: sponsoredArticleListQueries,
  routes: crudRoutes('sponsoredArticles'),
  texts: articleTexts(true),
  list: {
    searchLabel: ARTICLE_SEARCH_LABEL,
    columns: articleColumns(sponsoredArticleListQueries.keys),
    rowActions: articleRowActions,
  },
  deletedAt: (article) => article.deleted,
});
