/**
 * Static pages, 'sites' (03 §2-§9): new and edit (the list is SitesListScreen.tsx; edit leaves for the list
 * when the page does not load); a rich-text content; saving does not navigate (a new page's screen becomes
 * its edit screen). Rules and messages: the SDK's siteFormSchema.
 */
import {
  createSitesResource,
  fromSite,
  type NameFilter,
  newSiteForm,
  resourceOf,
  type Site,
  type SiteListItem,
  type SitePayload,
  siteFormSchema,
  toSitePayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { siteListQueries } from './listQueries';

/** /api/sites (static pages): the list (listQueries.ts) and one page. */
const siteQueries = withRecordQueries<Site, SiteListItem, SitePayload, NameFilter>(
  siteListQueries,
  (client) => resourceOf(client, createSitesResource),
);

const sitesDefinition = defineCrudForm({
  queries: siteQueries,
  routes: crudRoutes('sites'),
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

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(sitesDefinition);

export default function SiteFormScreen() {
  return <CrudFormScreen definition={sitesDefinition} />;
}
