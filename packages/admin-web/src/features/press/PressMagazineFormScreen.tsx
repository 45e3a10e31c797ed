import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { magazinesDefinition } from './magazinesDefinition';

/** 'Nowy magazyn' (/press_magazines/new) and 'Edycja magazynu' (/press_magazines/edit/:id). */
export default function PressMagazineFormScreen() {
  return <CrudFormScreen definition={magazinesDefinition} />;
}
