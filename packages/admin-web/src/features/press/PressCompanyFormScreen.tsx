import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { pressCompaniesDefinition } from './companiesDefinition';

/** 'Nowy profil' (/pr_companies/new) and 'Edycja profilu' (/pr_companies/edit/:id). */
export default function PressCompanyFormScreen() {
  return <CrudFormScreen definition={pressCompaniesDefinition} />;
}
