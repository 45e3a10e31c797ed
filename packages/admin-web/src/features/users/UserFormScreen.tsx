import { useParams } from 'react-router';
import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { newUserDefinition, usersDefinition } from './definition';

/** 'Nowy użytkownik' (/users/new) and 'Edycja użytkownika {username}' (/users/edit/:id). */
export default function UserFormScreen() {
  const { id } = useParams();
  return <CrudFormScreen definition={id === undefined ? newUserDefinition : usersDefinition} />;
}
