import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { peopleListDefinition } from './listDefinition';

/** 'Ludzie mediów' (/people): mounted only where the runtime configuration enables it (D9). */
export default function PeopleListScreen() {
  return <CrudListScreen definition={peopleListDefinition} />;
}
