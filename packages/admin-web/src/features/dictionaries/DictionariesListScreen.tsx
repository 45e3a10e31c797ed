import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { dictionariesListDefinition } from './listDefinition';

/** 'Słownik' (/dictionaries): mounted only where the runtime configuration enables it (D9). */
export default function DictionariesListScreen() {
  return <CrudListScreen definition={dictionariesListDefinition} />;
}
