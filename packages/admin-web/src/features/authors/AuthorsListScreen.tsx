import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { authorsListDefinition } from './listDefinition';

export default function AuthorsListScreen() {
  return <CrudListScreen definition={authorsListDefinition} />;
}
