import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { playersListDefinition } from './listDefinition';

export default function PlayersListScreen() {
  return <CrudListScreen definition={playersListDefinition} />;
}
