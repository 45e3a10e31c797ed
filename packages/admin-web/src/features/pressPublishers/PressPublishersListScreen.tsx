import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { pressPublishersListDefinition } from './listDefinition';

/** 'Wydawcy prasy' (/press_publishers): mounted only where the runtime configuration enables it (D9). */
export default function PressPublishersListScreen() {
  return <CrudListScreen definition={pressPublishersListDefinition} />;
}
