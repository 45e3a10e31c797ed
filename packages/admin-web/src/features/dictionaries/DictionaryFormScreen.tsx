import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { dictionariesDefinition } from './definition';

/** 'Nowe hasło' (/dictionaries/new) and 'Edycja hasła' (/dictionaries/edit/:id). */
export default function DictionaryFormScreen() {
  return <CrudFormScreen definition={dictionariesDefinition} />;
}
