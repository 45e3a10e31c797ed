import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { peopleDefinition } from './definition';

export default function PersonFormScreen() {
  return <CrudFormScreen definition={peopleDefinition} />;
}
