import { useParams } from 'react-router';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { newUserDefinition, usersDefinition } from './definition';

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(usersDefinition);

/** 'Nowy użytkownik' (/users/new) and 'Edycja użytkownika {username}' (/users/edit/:id). */
export default function UserFormScreen() {
  const { id } = useParams();
  return <CrudFormScreen definition={id === undefined ? newUserDefinition : usersDefinition} />;
}
