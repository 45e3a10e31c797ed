import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { sitesDefinition } from './definition';

export default function SitesListScreen() {
  return <CrudListScreen definition={sitesDefinition} />;
}
