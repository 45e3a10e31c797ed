import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { groupsDefinition } from './definition';

/** 'Nowa grupa' (/groups/new) and 'Edycja grupy' (/groups/edit/:id). */
export default function GroupFormScreen() {
  return <CrudFormScreen definition={groupsDefinition} />;
}
