import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { magazinesDefinition } from './magazinesDefinition';

export default function PressMagazinesListScreen() {
  return <CrudListScreen definition={magazinesDefinition} />;
}
