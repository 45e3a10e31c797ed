import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { advertsDefinition } from './definition';

/** 'Nowa reklama' (/advs/new) with its back link to the ads list, and 'Edycja reklamy' (/advs/edit/:id). */
export default function AdvertFormScreen() {
  return <CrudFormScreen definition={advertsDefinition} />;
}
