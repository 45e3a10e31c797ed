import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { siloGroupsDefinition } from './definition';

export default function SiloGroupsListScreen() {
  return <CrudListScreen definition={siloGroupsDefinition} />;
}
