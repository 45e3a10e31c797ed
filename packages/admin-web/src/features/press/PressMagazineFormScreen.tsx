import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { magazinesDefinition } from './magazinesDefinition';

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(magazinesDefinition);

/** 'Nowy magazyn' (/press_magazines/new) and 'Edycja magazynu' (/press_magazines/edit/:id). */
export default function PressMagazineFormScreen() {
  return <CrudFormScreen definition={magazinesDefinition} />;
}
