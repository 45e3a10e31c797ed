import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { pressCompaniesDefinition } from './companiesDefinition';

export default function PressCompaniesListScreen() {
  return <CrudListScreen definition={pressCompaniesDefinition} />;
}
