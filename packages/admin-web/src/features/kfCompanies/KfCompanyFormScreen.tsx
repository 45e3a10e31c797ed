import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { kfCompaniesDefinition } from './definition';

/** 'Nowa firma' (/kf_companies/new) and 'Edycja firmy' (/kf_companies/edit/:id). */
export default function KfCompanyFormScreen() {
  return <CrudFormScreen definition={kfCompaniesDefinition} />;
}
