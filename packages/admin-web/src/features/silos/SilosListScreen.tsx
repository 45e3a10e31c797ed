import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { silosDefinition } from './definition';

export default function SilosListScreen() {
  return <CrudListScreen definition={silosDefinition} />;
}
