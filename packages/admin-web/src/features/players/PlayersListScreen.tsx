import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { playersDefinition } from './definition';

export default function PlayersListScreen() {
  return <CrudListScreen definition={playersDefinition} />;
}
