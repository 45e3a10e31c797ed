import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { usersListDefinition } from './listDefinition';

export default function UsersListScreen() {
  return <CrudListScreen definition={usersListDefinition} />;
}
