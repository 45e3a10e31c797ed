import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { sitesListDefinition } from './listDefinition';

export default function SitesListScreen() {
  return <CrudListScreen definition={sitesListDefinition} />;
}
