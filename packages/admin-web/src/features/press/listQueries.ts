/**
 * The press centre lists' queries alone (D5, D6), on the SDK's list resources (zod/mini, SDK-C33): the
 * list screens and their routes' prefetches load no record schema and no form rule. queries.ts gives the
 * forms and the news preview the same keys.
 */
import {
  createPressCompanyListResource,
  createPressIssueListResource,
  createPressMagazineListResource,
  createPressNewsListResource,
  type IssueListItem,
  type MagazineListItem,
  magazineListItemSchema,
  type NameFilter,
  type PageFilter,
  PRESS_COMPANIES_PATH,
  PRESS_MAGAZINES_PATH,
  PRESS_NEWS_PATH,
  type PressCompanyListItem,
  type PressNewsListItem,
  pressCompanyListItemSchema,
  pressNewsListItemSchema,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

const byName = ({ page, searchQuery }: CrudListState): NameFilter => ({
  page,
  name: searchQuery || undefined,
});

export const pressCompanyListQueries = crudListQueries<PressCompanyListItem, NameFilter>({
  root: 'pressCompanies',
  listResource: (client) => resourceOf(client, createPressCompanyListResource),
  listed: { path: PRESS_COMPANIES_PATH, schema: pressCompanyListItemSchema },
  filters: byName,
});

/** News are never created, edited or deleted from the panel: only listed, previewed and toggled. */
export const pressNewsListQueries = crudListQueries<PressNewsListItem, TitleFilter>({
  root: 'pressNews',
  listResource: (client) => ({
    list: (filters, options) => resourceOf(client, createPressNewsListResource).list(filters, options),
    remove: () => Promise.reject(new Error('Press news are not deleted in the panel (03 §2)')),
  }),
  listed: { path: PRESS_NEWS_PATH, schema: pressNewsListItemSchema },
  filters: byTitle,
});

export const magazineListQueries = crudListQueries<MagazineListItem, TitleFilter>({
  root: 'pressMagazines',
  listResource: (client) => resourceOf(client, createPressMagazineListResource),
  listed: { path: PRESS_MAGAZINES_PATH, schema: magazineListItemSchema },
  filters: byTitle,
});

/** The issues of the magazine in the route (GET /api/press_magazines/{id}/numbers). */
export const issueListQueries = crudListQueries<IssueListItem, PageFilter & { magazine: string }>({
  root: 'pressIssues',
  listResource: (client) => ({
    list: ({ magazine, page }, options) =>
      resourceOf(client, createPressMagazineListResource).issues(magazine, { page }, options),
    remove: (id, options) => resourceOf(client, createPressIssueListResource).remove(id, options),
  }),
  filters: ({ page, parentId }) => ({ page, magazine: parentId }),
});
