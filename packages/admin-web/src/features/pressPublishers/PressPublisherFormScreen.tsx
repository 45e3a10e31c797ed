import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { pressPublishersDefinition } from './definition';

/** 'Nowy wydawca' (/press_publishers/new) and 'Edycja wydawcy' (/press_publishers/edit/:id). */
export default function PressPublisherFormScreen() {
  return <CrudFormScreen definition={pressPublishersDefinition} />;
}
