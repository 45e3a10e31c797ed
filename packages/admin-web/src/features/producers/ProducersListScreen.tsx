import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { producersListDefinition } from './listDefinition';

export default function ProducersListScreen() {
  return <CrudListScreen definition={producersListDefinition} />;
}
