import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { usersDefinition } from './definition';

export default function UsersListScreen() {
  return <CrudListScreen definition={usersDefinition} />;
}
