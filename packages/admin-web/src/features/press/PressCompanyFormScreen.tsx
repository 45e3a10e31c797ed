import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { pressCompaniesDefinition } from './companiesDefinition';

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(pressCompaniesDefinition);

/** 'Nowy profil' (/pr_companies/new) and 'Edycja profilu' (/pr_companies/edit/:id). */
export default function PressCompanyFormScreen() {
  return <CrudFormScreen definition={pressCompaniesDefinition} />;
}
