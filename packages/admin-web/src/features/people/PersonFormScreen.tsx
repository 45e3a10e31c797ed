import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { peopleDefinition } from './definition';

/** 'Nowy człowiek mediów' (/people/new) and 'Edycja człowieka mediów' (/people/edit/:id). */
export default function PersonFormScreen() {
  return <CrudFormScreen definition={peopleDefinition} />;
}
