import { useParams } from 'react-router';
import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { statEditDefinition, statsDefinition } from './definition';

/** 'Nowy raport' (/stats/new, 2.3 s to the list) and 'Edycja raportu' (/stats/edit/:id, D23: 2 s). */
export default function StatFormScreen() {
  const { id } = useParams();
  return <CrudFormScreen definition={id === undefined ? statsDefinition : statEditDefinition} />;
}
