import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { usersDefinition } from './definition';

/** 'Nowy użytkownik' (/users/new) and 'Edycja użytkownika {username}' (/users/edit/:id). */
export default function UserFormScreen() {
  return <CrudFormScreen definition={usersDefinition} />;
}
