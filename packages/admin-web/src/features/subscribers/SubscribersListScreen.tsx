import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { subscribersDefinition } from './definition';

export default function SubscribersListScreen() {
  return <CrudListScreen definition={subscribersDefinition} />;
}
