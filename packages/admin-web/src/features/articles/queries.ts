import {
  type Article,
  type ArticleListFilter,
  type ArticleListItem,
  type ArticlePayload,
  createArticlesResource,
  resourceOf,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/**
 * The list search sends the same text as title and introduction (02 §7); the sandbox matches either.
 * `sponsored` picks the list: 0 for articles, 1 for sponsored articles.
 */
const articleFilters =
  (sponsored: 0 | 1) =>
  ({ page, searchQuery }: CrudListState): ArticleListFilter => ({
    page,
    sponsored,
    ...(searchQuery ? { title: searchQuery, introduction: searchQuery } : {}),
  });

/** /api/articles?sponsored=0: the articles list and one article (its token refreshed first, SDK). */
export const articleQueries = crudQueries<Article, ArticleListItem, ArticlePayload, ArticleListFilter>({
  root: 'articles',
  resource: (client) => resourceOf(client, createArticlesResource),
  filters: articleFilters(0),
});

/** /api/articles?sponsored=1: the sponsored list and one sponsored article. */
export const sponsoredArticleQueries = crudQueries<
  Article,
  ArticleListItem,
  ArticlePayload,
  ArticleListFilter
>({
  root: 'sponsoredArticles',
  resource: (client) => resourceOf(client, createArticlesResource),
  filters: articleFilters(1),
});
