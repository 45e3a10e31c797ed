import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { producersDefinition } from './definition';

export default function ProducersListScreen() {
  return <CrudListScreen definition={producersDefinition} />;
}
