import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { pressNewsDefinition } from './newsDefinition';

export default function PressNewsListScreen() {
  return <CrudListScreen definition={pressNewsDefinition} />;
}
