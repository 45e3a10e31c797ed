import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { statsListDefinition } from './listDefinition';

export default function StatsListScreen() {
  return <CrudListScreen definition={statsListDefinition} />;
}
