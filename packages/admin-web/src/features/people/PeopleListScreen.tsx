import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { peopleDefinition } from './definition';

export default function PeopleListScreen() {
  return <CrudListScreen definition={peopleDefinition} />;
}
