import { useParams } from 'react-router';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { statEditDefinition, statsDefinition } from './definition';

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(statEditDefinition);

/** 'Nowy raport' (/stats/new, 2.3 s to the list) and 'Edycja raportu' (/stats/edit/:id, D23: 2 s). */
export default function StatFormScreen() {
  const { id } = useParams();
  return <CrudFormScreen definition={id === undefined ? statsDefinition : statEditDefinition} />;
}
