/**
 * Press centre server state (D5, D6): profiles (/api/companies, name search), news (/api/news, title
 * search), magazines (/api/press_magazines, title search) and the issues of one magazine.
 */
import type {
  Issue,
  IssuePayload,
  Magazine,
  MagazineListItem,
  MagazinePayload,
  NameFilter,
  PageFilter,
  PressCompany,
  PressCompanyCreatePayload,
  PressCompanyListItem,
  PressCompanyUpdatePayload,
  PressNews,
  TitleFilter,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

const byName = ({ page, searchQuery }: CrudListState): NameFilter => ({
  page,
  name: searchQuery || undefined,
});
const byTitle = ({ page, searchQuery }: CrudListState): TitleFilter => ({
  page,
  title: searchQuery || undefined,
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
    ...client.pressCompanies,
    create: (payload, options) => client.pressCompanies.create(payload as PressCompanyCreatePayload, options),
    update: (id, payload, options) => client.pressCompanies.update(id, payload, options),
  }),
  filters: byName,
});

/** News are never created, edited or deleted from the panel: only listed, previewed and toggled. */
export const pressNewsQueries = crudQueries<PressNews, PressNews, never, TitleFilter>({
  root: 'pressNews',
  resource: (client) => ({
    list: (filters, options) => client.pressNews.list(filters, options),
    get: (id, options) => client.pressNews.get(id, options),
    create: () => Promise.reject(new Error('Press news are not created in the panel')),
    update: () => Promise.reject(new Error('Press news are not edited in the panel')),
    remove: () => Promise.reject(new Error('Press news are not deleted in the panel (03 §2)')),
  }),
  filters: byTitle,
});

export const magazineQueries = crudQueries<Magazine, MagazineListItem, MagazinePayload, TitleFilter>({
  root: 'pressMagazines',
  resource: (client) => client.pressMagazines,
  filters: byTitle,
});

/** The issues of the magazine in the route (GET /api/press_magazines/{id}/numbers). */
export const issueQueries = crudQueries<Issue, Issue, IssuePayload, PageFilter & { magazine: string }>({
  root: 'pressIssues',
  resource: (client) => ({
    list: ({ magazine, page }, options) => client.pressMagazines.issues(magazine, { page }, options),
    get: (id, options) => client.pressIssues.get(id, options),
    create: (payload, options) => client.pressIssues.create(payload, undefined, options),
    update: (id, payload, options) => client.pressIssues.update(id, payload, undefined, options),
    remove: (id, options) => client.pressIssues.remove(id, options),
  }),
  filters: ({ page, parentId }) => ({ page, magazine: parentId }),
});
