import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { magazinesListDefinition } from './magazinesListDefinition';

export default function PressMagazinesListScreen() {
  return <CrudListScreen definition={magazinesListDefinition} />;
}
