import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { kfCompanyCreateDefinition } from './definition';

/** 'Tworzenie firmy' (/kf_companies/create, D24). */
export default function KfCompanyCreateScreen() {
  return <CrudFormScreen definition={kfCompanyCreateDefinition} />;
}
