import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { groupsDefinition } from './definition';

export default function GroupsListScreen() {
  return <CrudListScreen definition={groupsDefinition} />;
}
