import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { categoriesDefinition } from './definition';

export default function CategoriesListScreen() {
  return <CrudListScreen definition={categoriesDefinition} />;
}
