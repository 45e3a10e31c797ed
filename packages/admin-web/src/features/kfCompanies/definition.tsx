/**
 * The company directory, 'Katalog firm' (03 §2-§9; D24): new and edit with every field (district creatable
 * through /api/kf_regions, the category then its subcategories), and the short 'Tworzenie firmy' form; a
 * failed load returns to the list; the list 2 s after a save (the list is listDefinition.tsx). Rules and
 * messages: the SDK's kfCompanyFormSchema; 1/0 and the slug from the name: toKfCompanyPayload. The edit
 * load refreshes the token first (the SDK's kfCompanies.get).
 */
import {
  createKfCompaniesResource,
  createSelectsResource,
  fromKfCompany,
  type KfCompanyCreateForm,
  type KfCompanyForm,
  kfCompanyCreateFormSchema,
  kfCompanyFormSchema,
  newKfCompanyCreateForm,
  newKfCompanyForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toKfCompanyCreatePayload,
  toKfCompanyPayload,
} from '@redakcja/api-sdk';
import { z } from 'zod';
import { defineCrudForm, type FieldDefinition, type OptionSource } from '../../shared/crud/definition';
import { OPTIONS } from '../../shared/crud/options';
import { crudRoutes } from '../../shared/crud/routes';
import { kfCompanyQueries } from './queries';

/** The chosen category (not stored: it only narrows the subcategories). */
interface CategoryChoice {
  category: string | null;
}
export type KfCompanyScreenForm = KfCompanyForm & CategoryChoice;
export type KfCompanyCreateScreenForm = KfCompanyCreateForm & CategoryChoice;

const categoryRule = { category: z.string().nullable() };

/** A category's subcategories (all of them until a category is chosen, so an edit shows its choices). */
function subcategoriesOf({ category }: CategoryChoice): OptionSource {
  const id = category ? category.split('/').pop() : undefined;
  return {
    source: id ? `/api/kf_subcategories/select?category=${id}` : '/api/kf_subcategories/select',
    load: (client, options) => resourceOf(client, createSelectsResource).kfSubcategories(id, options),
  };
}

type SharedField = FieldDefinition<KfCompanyScreenForm> & FieldDefinition<KfCompanyCreateScreenForm>;
const field = (definition: FieldDefinition<KfCompanyCreateScreenForm>) => definition as SharedField;

const categoryFields = [
  field({
    kind: 'select',
    name: 'category',
    label: 'Kategoria',
    options: OPTIONS.kfCategories,
    noneLabel: 'Wszystkie',
  }),
  field({ kind: 'multiSelect', name: 'subCategories', label: 'Podkategorie *', options: subcategoriesOf }),
];

export const kfCompaniesDefinition = defineCrudForm({
  queries: kfCompanyQueries,
  routes: crudRoutes('kfCompanies'),
  deletedAt: () => null,
  form: {
    schema: kfCompanyFormSchema.extend(categoryRule),
    empty: () => ({ ...newKfCompanyForm(), category: null }),
    fromRecord: (record) => ({ ...fromKfCompany(record), category: null }),
    toPayload: ({ category: _category, ...form }) => toKfCompanyPayload(form),
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa' },
      { kind: 'number', name: 'createYear', label: 'Rok założenia' },
      { kind: 'number', name: 'numberWorkers', label: 'Liczba pracowników' },
      {
        kind: 'creatable',
        name: 'districtId',
        label: 'Województwo *',
        path: '/api/kf_regions',
        idLabel: async (client, id, options) =>
          (await resourceOf(client, createKfCompaniesResource).getRegion(id, options)).name,
      },
      { kind: 'text', name: 'city', label: 'Miasto' },
      { kind: 'text', name: 'address', label: 'Adres' },
      { kind: 'text', name: 'phone', label: 'Telefon' },
      { kind: 'text', name: 'fax', label: 'Fax' },
      { kind: 'text', name: 'email', label: 'E-mail' },
      { kind: 'text', name: 'www', label: 'WWW' },
      { kind: 'textarea', name: 'descr', label: 'Opis' },
      ...categoryFields,
      { kind: 'checkbox', name: 'moderationState', label: 'Opublikowana' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.kfCompanies },
  },
  redirectIfDeleted: false,
});

/** 'Tworzenie firmy' (D24): the eleven fields, posted to /api/kf_companies, then the list. */
export const kfCompanyCreateDefinition = defineCrudForm({
  queries: kfCompanyQueries,
  routes: { list: 'kfCompanies', new: 'kfCompanyCreate' },
  deletedAt: () => null,
  form: {
    schema: kfCompanyCreateFormSchema.extend(categoryRule),
    empty: () => ({ ...newKfCompanyCreateForm(), category: null }),
    fromRecord: (record) => ({ ...fromKfCompany(record), category: null }),
    toPayload: ({ category: _category, ...form }) => toKfCompanyCreatePayload(form),
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa' },
      { kind: 'text', name: 'address', label: 'Adres' },
      { kind: 'text', name: 'city', label: 'Miasto' },
      { kind: 'textarea', name: 'descr', label: 'Opis' },
      { kind: 'text', name: 'email', label: 'E-mail' },
      { kind: 'text', name: 'fax', label: 'Fax' },
      { kind: 'number', name: 'numberWorkers', label: 'Liczba pracowników' },
      { kind: 'text', name: 'phone', label: 'Telefon' },
      ...categoryFields,
      { kind: 'text', name: 'www', label: 'WWW' },
      { kind: 'checkbox', name: 'moderationState', label: 'Opublikowana' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.kfCompanies },
  },
  redirectIfDeleted: false,
});
