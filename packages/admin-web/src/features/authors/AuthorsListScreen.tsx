import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { authorsDefinition } from './definition';

export default function AuthorsListScreen() {
  return <CrudListScreen definition={authorsDefinition} />;
}
