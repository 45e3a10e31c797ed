/**
 * Press profiles (03 §2, §5; D5, D15, D27), new and edit (the list is companiesListDefinition.tsx): the password
 * required on create, blank and optional on edit, never shown; a deleted profile's edit screen leaves;
 * 2 s redirect. Rules and messages: the SDK's press company schemas.
 */
import {
  fromPressCompany,
  newPressCompanyForm,
  type PressCompany,
  type PressCompanyEditForm,
  phoneWarning,
  pressCompanyCreateFormSchema,
  pressCompanyEditFormSchema,
  REDIRECT_DELAYS_MS,
  toPressCompanyCreatePayload,
  toPressCompanyUpdatePayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { productionBanner } from './ProductionBanner';
import { pressCompanyQueries } from './queries';

// One form shape for both screens: the edit schema accepts a blank password, the create payload refuses it.
type CompanyForm = PressCompanyEditForm;

export const pressCompaniesDefinition = defineCrudForm({
  queries: pressCompanyQueries,
  routes: crudRoutes('pressCompanies'),
  banner: productionBanner,
  deletedAt: (company) => company.deleted ?? null,
  form: {
    schema: pressCompanyEditFormSchema,
    createSchema: pressCompanyCreateFormSchema,
    empty: (): CompanyForm => newPressCompanyForm(),
    fromRecord: (record: PressCompany) => fromPressCompany(record),
    toPayload: toPressCompanyUpdatePayload,
    toCreatePayload: toPressCompanyCreatePayload,
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa firmy' },
      { kind: 'text', name: 'person', label: 'Osoba kontaktowa' },
      { kind: 'text', name: 'city', label: 'Miasto' },
      { kind: 'text', name: 'address', label: 'Adres' },
      { kind: 'text', name: 'phone', label: 'Telefon', warning: (value) => phoneWarning(value as string) },
      { kind: 'text', name: 'fax', label: 'Fax' },
      { kind: 'text', name: 'email', label: 'Email' },
      { kind: 'password', name: 'password', label: 'Hasło' },
      { kind: 'text', name: 'www', label: 'Adres www' },
      { kind: 'textarea', name: 'descr', label: 'Opis' },
      { kind: 'checkbox', name: 'moderationState', label: 'Publikacja' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.pressCompanies },
  },
  redirectIfDeleted: true,
});
