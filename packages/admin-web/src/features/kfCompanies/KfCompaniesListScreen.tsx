import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { kfCompaniesListDefinition } from './listDefinition';

/** 'Katalog firm' (/kf_companies), with the 'Tworzenie firmy' button (D24). */
export default function KfCompaniesListScreen() {
  return <CrudListScreen definition={kfCompaniesListDefinition} />;
}
