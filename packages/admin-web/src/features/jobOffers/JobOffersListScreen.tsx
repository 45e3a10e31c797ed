import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { jobOffersListDefinition } from './listDefinition';

/** 'Praca' (/jobs): mounted only where the runtime configuration enables it (D9). */
export default function JobOffersListScreen() {
  return <CrudListScreen definition={jobOffersListDefinition} />;
}
