import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { siloGroupsDefinition } from './definition';

export default function SiloGroupFormScreen() {
  return <CrudFormScreen definition={siloGroupsDefinition} />;
}
