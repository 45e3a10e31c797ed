import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { advertsDefinition } from './definition';

/** 'Reklamy' (/advs): mounted only where the runtime configuration enables it (D9). */
export default function AdvertsListScreen() {
  return <CrudListScreen definition={advertsDefinition} />;
}
