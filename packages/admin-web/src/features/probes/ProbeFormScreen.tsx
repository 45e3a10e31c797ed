import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { probesDefinition } from './definition';

/** 'Nowa sonda' (/probes/new) and 'Edycja sondy' (/probes/edit/:id). */
export default function ProbeFormScreen() {
  return <CrudFormScreen definition={probesDefinition} />;
}
