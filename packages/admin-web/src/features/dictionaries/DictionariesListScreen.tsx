import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { dictionariesDefinition } from './definition';

/** 'Słownik' (/dictionaries): mounted only where the runtime configuration enables it (D9). */
export default function DictionariesListScreen() {
  return <CrudListScreen definition={dictionariesDefinition} />;
}
