import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { kfCompaniesDefinition } from './definition';

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(kfCompaniesDefinition);

/** 'Nowa firma' (/kf_companies/new) and 'Edycja firmy' (/kf_companies/edit/:id). */
export default function KfCompanyFormScreen() {
  return <CrudFormScreen definition={kfCompaniesDefinition} />;
}
