/**
 * Advertising industries, 'Branże reklamowe' (03 §2, §3, §5, §7, §8; D8, D9): new and edit with name,
 * slug, showInMainMenuOrdering and ordering (the list, disabled by default, is listDefinition.tsx). Rules:
 * the SDK's advertisingIndustryFormSchema; the slug (from the name when blank) and the 1/0 flag:
 * toAdvertisingIndustryPayload.
 */
import {
  advertisingIndustryFormSchema,
  fromAdvertisingIndustry,
  newAdvertisingIndustryForm,
  REDIRECT_DELAYS_MS,
  toAdvertisingIndustryPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { ADVERTISING_INDUSTRY_ROUTES } from './listQueries';
import { advertisingIndustryQueries } from './queries';

export const advertisingIndustriesDefinition = defineCrudForm({
  queries: advertisingIndustryQueries,
  routes: ADVERTISING_INDUSTRY_ROUTES,
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
