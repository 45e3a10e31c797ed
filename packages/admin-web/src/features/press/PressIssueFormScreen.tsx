import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { issuesDefinition } from './issuesDefinition';

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(issuesDefinition);

/** 'Nowy numer' (/press_numbers/new/:magazine) and 'Edycja numeru' (/press_numbers/edit/:id). */
export default function PressIssueFormScreen() {
  return <CrudFormScreen definition={issuesDefinition} />;
}
