import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { jobOffersDefinition } from './definition';

/** 'Praca' (/jobs): mounted only where the runtime configuration enables it (D9). */
export default function JobOffersListScreen() {
  return <CrudListScreen definition={jobOffersDefinition} />;
}
