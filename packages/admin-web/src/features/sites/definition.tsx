/**
 * Static pages, 'sites' (03 §2-§9): list with name search, new, edit (leaves for the list when the page
 * does not load); a rich-text content; saving does not navigate (a new page's screen becomes its edit
 * screen); 'Czy na pewno chcesz usunąć tą stronę?'. Rules and messages: the SDK's siteFormSchema.
 */
import { fromSite, newSiteForm, siteFormSchema, toSitePayload } from '@redakcja/api-sdk';
import { defineCrud } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { siteQueries } from './queries';

export const sitesDefinition = defineCrud({
  queries: siteQueries,
  routes: { list: 'sites', new: 'siteNew', edit: 'siteEdit' },
  texts: {
    tableLabel: 'Lista stron',
    deleteTitle: 'Usuwanie strony',
    deleteQuestion: 'Czy na pewno chcesz usunąć tą stronę?',
    deleteRowLabel: (site) => `Usuń stronę ${site.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      { id: 'id', header: 'Id', cell: (site) => site.id },
      { id: 'title', header: 'Tytuł', cell: (site) => site.title, isRowHeader: true },
      { id: 'priority', header: 'Priorytet', cell: (site) => site.priority ?? 0 },
    ],
  },
  deletedAt: (site) => site.deleted,
  form: {
    schema: siteFormSchema,
    empty: newSiteForm,
    fromRecord: fromSite,
    toPayload: toSitePayload,
    fields: [
      { kind: 'text', name: 'title', label: 'Tytuł' },
      { kind: 'richText', name: 'content', label: 'Treść' },
      { kind: 'text', name: 'priority', label: 'Priorytet' },
    ],
    afterSave: { to: 'stay' },
  },
  redirectIfDeleted: false,
});
