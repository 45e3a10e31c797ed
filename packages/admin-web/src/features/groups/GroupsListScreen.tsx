import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { groupsListDefinition } from './listDefinition';

export default function GroupsListScreen() {
  return <CrudListScreen definition={groupsListDefinition} />;
}
