import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { sitesDefinition } from './definition';

export default function SiteFormScreen() {
  return <CrudFormScreen definition={sitesDefinition} />;
}
