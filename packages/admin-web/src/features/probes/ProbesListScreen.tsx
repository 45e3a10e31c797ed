import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { probesDefinition } from './definition';

/** 'Sondy' (/probes): mounted only where the runtime configuration enables it (D9). */
export default function ProbesListScreen() {
  return <CrudListScreen definition={probesDefinition} />;
}
