/**
 * Press centre server state (D5, D6): profiles (/api/companies, name search), news (/api/news, title
 * search), magazines (/api/press_magazines, title search) and the issues of one magazine: the lists
 * (listQueries.ts) with the whole resources for one record and the saves.
 */

import {
  createPressCompaniesResource,
  createPressIssuesResource,
  createPressMagazinesResource,
  createPressNewsResource,
  type Issue,
  type IssueListItem,
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
  type PressNewsListItem,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import {
  issueListQueries,
  magazineListQueries,
  pressCompanyListQueries,
  pressNewsListQueries,
} from './listQueries';

export type PressCompanyPayload = PressCompanyCreatePayload | PressCompanyUpdatePayload;

export const pressCompanyQueries = withRecordQueries<
  PressCompany,
  PressCompanyListItem,
  PressCompanyPayload,
  NameFilter
>(pressCompanyListQueries, (client) => ({
  ...resourceOf(client, createPressCompaniesResource),
  create: (payload, options) =>
    resourceOf(client, createPressCompaniesResource).create(payload as PressCompanyCreatePayload, options),
  update: (id, payload, options) =>
    resourceOf(client, createPressCompaniesResource).update(id, payload, options),
}));

/** News are never created, edited or deleted from the panel: only listed, previewed and toggled. */
export const pressNewsQueries = withRecordQueries<PressNews, PressNewsListItem, never, TitleFilter>(
  pressNewsListQueries,
  (client) => ({
    list: (filters, options) => resourceOf(client, createPressNewsResource).list(filters, options),
    get: (id, options) => resourceOf(client, createPressNewsResource).get(id, options),
    create: () => Promise.reject(new Error('Press news are not created in the panel')),
    update: () => Promise.reject(new Error('Press news are not edited in the panel')),
    remove: () => Promise.reject(new Error('Press news are not deleted in the panel (03 §2)')),
  }),
);

export const magazineQueries = withRecordQueries<Magazine, MagazineListItem, MagazinePayload, TitleFilter>(
  magazineListQueries,
  (client) => resourceOf(client, createPressMagazinesResource),
);

/** The issues of the magazine in the route (GET /api/press_magazines/{id}/numbers). */
export const issueQueries = withRecordQueries<
  Issue,
  IssueListItem,
  IssuePayload,
  PageFilter & { magazine: string }
>(issueListQueries, (client) => ({
  list: ({ magazine, page }, options) =>
    resourceOf(client, createPressMagazinesResource).issues(magazine, { page }, options),
  get: (id, options) => resourceOf(client, createPressIssuesResource).get(id, options),
  create: (payload, options) =>
    resourceOf(client, createPressIssuesResource).create(payload, undefined, options),
  update: (id, payload, options) =>
    resourceOf(client, createPressIssuesResource).update(id, payload, undefined, options),
  remove: (id, options) => resourceOf(client, createPressIssuesResource).remove(id, options),
}));
