import {
  type Article,
  type ArticleListFilter,
  type ArticleListItem,
  type ArticlePayload,
  createArticlesResource,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { articleListQueries, sponsoredArticleListQueries } from './listQueries';

/** The lists' queries (listQueries.ts) with the whole resource for one record and the saves. */
const withRecord = (list: typeof articleListQueries) =>
  withRecordQueries<Article, ArticleListItem, ArticlePayload, ArticleListFilter>(list, (client) =>
    resourceOf(client, createArticlesResource),
  );

/** /api/articles?sponsored=0: the articles list and one article (its token refreshed first, SDK). */
export const articleQueries = withRecord(articleListQueries);

/** /api/articles?sponsored=1: the sponsored list and one sponsored article. */
export const sponsoredArticleQueries = withRecord(sponsoredArticleListQueries);
