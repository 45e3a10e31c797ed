import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { producersDefinition } from './definition';

/** 'Nowy producent telefonów' (/producers/new) and 'Edycja producenta telefonów' (/producers/edit/:id). */
export default function ProducerFormScreen() {
  return <CrudFormScreen definition={producersDefinition} />;
}
