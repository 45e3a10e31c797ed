/**
 * Advertising industries, 'Branże reklamowe' (03 §2, §3, §5, §7, §8; D8, D9): new and edit with name,
 * slug, showInMainMenuOrdering and ordering (the list, disabled by default, is AdvertisingIndustriesListScreen.tsx). Rules:
 * the SDK's advertisingIndustryFormSchema; the slug (from the name when blank) and the 1/0 flag:
 * toAdvertisingIndustryPayload.
 */
import {
  type AdvertisingIndustry,
  type AdvertisingIndustryListItem,
  type AdvertisingIndustryPayload,
  advertisingIndustryFormSchema,
  createAdvIndustriesResource,
  fromAdvertisingIndustry,
  type NameFilter,
  newAdvertisingIndustryForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toAdvertisingIndustryPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { advertisingIndustryListQueries } from './listQueries';

/** /api/adv_industries: the list (listQueries.ts) and one industry; saves refresh the advert form's industry options. */
const advertisingIndustryQueries = withRecordQueries<
  AdvertisingIndustry,
  AdvertisingIndustryListItem,
  AdvertisingIndustryPayload,
  NameFilter
>(advertisingIndustryListQueries, (client) => resourceOf(client, createAdvIndustriesResource));

const advertisingIndustriesDefinition = defineCrudForm({
  queries: advertisingIndustryQueries,
  routes: crudRoutes('advertisingIndustries'),
  deletedAt: () => null,
  form: {
    schema: advertisingIndustryFormSchema,
    empty: newAdvertisingIndustryForm,
    fromRecord: fromAdvertisingIndustry,
    toPayload: toAdvertisingIndustryPayload,
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa' },
      { kind: 'text', name: 'slug', label: 'Slug', description: 'Pusty: utworzony z nazwy.' },
      { kind: 'checkbox', name: 'showInMainMenuOrdering', label: 'Pokaż w menu głównym' },
      { kind: 'number', name: 'ordering', label: 'Kolejność' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.advertisingIndustries },
  },
  redirectIfDeleted: false,
});

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(advertisingIndustriesDefinition);

/** 'Nowa branża' (/adv_industries/new) and 'Edycja branży' (/adv_industries/edit/:id). */
export default function AdvertisingIndustryFormScreen() {
  return <CrudFormScreen definition={advertisingIndustriesDefinition} />;
}
