import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { authorsDefinition } from './definition';

export default function AuthorFormScreen() {
  return <CrudFormScreen definition={authorsDefinition} />;
}
