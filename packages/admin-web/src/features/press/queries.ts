/**
 * Press centre server state (D5, D6): profiles (/api/companies, name search), news (/api/news, title
 * search), magazines (/api/press_magazines, title search) and the issues of one magazine.
 */

import {
  createPressCompaniesResource,
  createPressIssuesResource,
  createPressMagazinesResource,
  createPressNewsResource,
  type Issue,
  type IssuePayload,
  type Magazine,
  type MagazineListItem,
  type MagazinePayload,
  type NameFilter,
  type PageFilter,
  type PressCompany,
  type PressCompanyCreatePayload,
  type PressCompanyListItem,
  type PressCompanyUpdatePayload,
  type PressNews,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

const byName = ({ page, searchQuery }: CrudListState): NameFilter => ({
  page,
  name: searchQuery || undefined,
});

export type PressCompanyPayload = PressCompanyCreatePayload | PressCompanyUpdatePayload;

export const pressCompanyQueries = crudQueries<
  PressCompany,
  PressCompanyListItem,
  PressCompanyPayload,
  NameFilter
>({
  root: 'pressCompanies',
  resource: (client) => ({
    ...resourceOf(client, createPressCompaniesResource),
    create: (payload, options) =>
      resourceOf(client, createPressCompaniesResource).create(payload as PressCompanyCreatePayload, options),
    update: (id, payload, options) =>
      resourceOf(client, createPressCompaniesResource).update(id, payload, options),
  }),
  filters: byName,
});

/** News are never created, edited or deleted from the panel: only listed, previewed and toggled. */
export const pressNewsQueries = crudQueries<PressNews, PressNews, never, TitleFilter>({
  root: 'pressNews',
  resource: (client) => ({
    list: (filters, options) => resourceOf(client, createPressNewsResource).list(filters, options),
    get: (id, options) => resourceOf(client, createPressNewsResource).get(id, options),
    create: () => Promise.reject(new Error('Press news are not created in the panel')),
    update: () => Promise.reject(new Error('Press news are not edited in the panel')),
    remove: () => Promise.reject(new Error('Press news are not deleted in the panel (03 §2)')),
  }),
  filters: byTitle,
});

export const magazineQueries = crudQueries<Magazine, MagazineListItem, MagazinePayload, TitleFilter>({
  root: 'pressMagazines',
  resource: (client) => resourceOf(client, createPressMagazinesResource),
  filters: byTitle,
});

/** The issues of the magazine in the route (GET /api/press_magazines/{id}/numbers). */
export const issueQueries = crudQueries<Issue, Issue, IssuePayload, PageFilter & { magazine: string }>({
  root: 'pressIssues',
  resource: (client) => ({
    list: ({ magazine, page }, options) =>
      resourceOf(client, createPressMagazinesResource).issues(magazine, { page }, options),
    get: (id, options) => resourceOf(client, createPressIssuesResource).get(id, options),
    create: (payload, options) =>
      resourceOf(client, createPressIssuesResource).create(payload, undefined, options),
    update: (id, payload, options) =>
      resourceOf(client, createPressIssuesResource).update(id, payload, undefined, options),
    remove: (id, options) => resourceOf(client, createPressIssuesResource).remove(id, options),
  }),
  filters: ({ page, parentId }) => ({ page, magazine: parentId }),
});
