import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { subscribersListDefinition } from './listDefinition';

export default function SubscribersListScreen() {
  return <CrudListScreen definition={subscribersListDefinition} />;
}
