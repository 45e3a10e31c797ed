import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { pressCompaniesListDefinition } from './companiesListDefinition';

export default function PressCompaniesListScreen() {
  return <CrudListScreen definition={pressCompaniesListDefinition} />;
}
