import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { silosListDefinition } from './listDefinition';

export default function SilosListScreen() {
  return <CrudListScreen definition={silosListDefinition} />;
}
