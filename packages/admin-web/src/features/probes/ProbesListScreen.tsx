import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { probesListDefinition } from './listDefinition';

/** 'Sondy' (/probes): mounted only where the runtime configuration enables it (D9). */
export default function ProbesListScreen() {
  return <CrudListScreen definition={probesListDefinition} />;
}
