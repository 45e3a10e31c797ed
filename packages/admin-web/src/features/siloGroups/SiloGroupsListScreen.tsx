import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { siloGroupsListDefinition } from './listDefinition';

export default function SiloGroupsListScreen() {
  return <CrudListScreen definition={siloGroupsListDefinition} />;
}
