import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { categoriesListDefinition } from './listDefinition';

export default function CategoriesListScreen() {
  return <CrudListScreen definition={categoriesListDefinition} />;
}
