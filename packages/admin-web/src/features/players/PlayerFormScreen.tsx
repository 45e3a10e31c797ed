import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { playersDefinition } from './definition';

/** 'Nowy player' (/players/new) and 'Edycja playera' (/players/edit/:id); 'Powrót' to the players (D11). */
export default function PlayerFormScreen() {
  return <CrudFormScreen definition={playersDefinition} />;
}
