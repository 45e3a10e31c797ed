/**
 * Advertising industries, 'Branże reklamowe' (03 §2, §3, §5, §7, §8; D8, D9): the list is disabled by
 * default; name search; new and edit with name, slug, showInMainMenuOrdering and ordering; delete
 * 'Usuwanie branży'. Rules: the SDK's advertisingIndustryFormSchema; the slug (from the name when
 * blank) and the 1/0 flag: toAdvertisingIndustryPayload.
 */
import {
  advertisingIndustryFormSchema,
  fromAdvertisingIndustry,
  newAdvertisingIndustryForm,
  REDIRECT_DELAYS_MS,
  toAdvertisingIndustryPayload,
} from '@redakcja/api-sdk';
import { PublicationToggle } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { advertisingIndustryQueries } from './queries';

export const advertisingIndustriesDefinition = defineCrud({
  queries: advertisingIndustryQueries,
  routes: { list: 'advertisingIndustries', new: 'advertisingIndustryNew', edit: 'advertisingIndustryEdit' },
  texts: {
    tableLabel: 'Lista branż reklamowych',
    deleteTitle: 'Usuwanie branży',
    deleteQuestion: 'Czy na pewno chcesz usunąć branżę?',
    deleteRowLabel: (industry) => `Usuń branżę ${industry.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      { id: 'id', header: 'Id', cell: (industry) => industry.id },
      { id: 'name', header: 'Nazwa', cell: (industry) => industry.name, isRowHeader: true },
      { id: 'slug', header: 'Slug', cell: (industry) => industry.slug ?? '' },
      {
        id: 'showInMainMenuOrdering',
        header: 'W menu głównym',
        cell: (industry) => <PublicationToggle isOn={industry.showInMainMenuOrdering} />,
      },
      { id: 'ordering', header: 'Kolejność', cell: (industry) => industry.ordering },
    ],
  },
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
