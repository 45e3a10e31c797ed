import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { silosDefinition } from './definition';

export default function SiloFormScreen() {
  return <CrudFormScreen definition={silosDefinition} />;
}
