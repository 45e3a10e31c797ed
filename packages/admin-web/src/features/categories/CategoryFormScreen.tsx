import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { categoriesDefinition } from './definition';

/** 'Nowa kategoria' (/categories/new) and 'Edycja kategorii' (/categories/edit/:id). */
export default function CategoryFormScreen() {
  return <CrudFormScreen definition={categoriesDefinition} />;
}
