/**
 * Static pages, 'sites' (03 §2-§9): new and edit (the list is listDefinition.tsx; edit leaves for the list
 * when the page does not load); a rich-text content; saving does not navigate (a new page's screen becomes
 * its edit screen). Rules and messages: the SDK's siteFormSchema.
 */
import { fromSite, newSiteForm, siteFormSchema, toSitePayload } from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { SITE_ROUTES } from './listQueries';
import { siteQueries } from './queries';

export const sitesDefinition = defineCrudForm({
  queries: siteQueries,
  routes: SITE_ROUTES,
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
