import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { statsDefinition } from './definition';

export default function StatsListScreen() {
  return <CrudListScreen definition={statsDefinition} />;
}
