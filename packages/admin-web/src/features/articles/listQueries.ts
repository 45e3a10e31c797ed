import {
  ARTICLES_PATH,
  type ArticleListFilter,
  type ArticleListItem,
  articleListItemSchema,
  createArticleListResource,
  resourceOf,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list search sends the same text as title and introduction (02 §7); the sandbox matches either.
 * `sponsored` picks the list: 0 for articles, 1 for sponsored articles.
 */
export const articleFilters =
  (sponsored: 0 | 1) =>
  ({ page, searchQuery }: CrudListState): ArticleListFilter => ({
    page,
    sponsored,
    ...(searchQuery ? { title: searchQuery, introduction: searchQuery } : {}),
  });

/**
 * The two lists' queries alone, on the SDK's list resource (zod/mini): the list screens and their routes'
 * prefetch load no article record schema and no form rule. queries.ts gives the forms the same keys.
 */
export const articleListQueries = crudListQueries<ArticleListItem, ArticleListFilter>({
  root: 'articles',
  listResource: (client) => resourceOf(client, createArticleListResource),
  listed: { path: ARTICLES_PATH, schema: articleListItemSchema },
  filters: articleFilters(0),
});

export const sponsoredArticleListQueries = crudListQueries<ArticleListItem, ArticleListFilter>({
  root: 'sponsoredArticles',
  listResource: (client) => resourceOf(client, createArticleListResource),
  listed: { path: ARTICLES_PATH, schema: articleListItemSchema },
  filters: articleFilters(1),
});
