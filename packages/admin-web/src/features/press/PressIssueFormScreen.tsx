import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { issuesDefinition } from './issuesDefinition';

/** 'Nowy numer' (/press_numbers/new/:magazine) and 'Edycja numeru' (/press_numbers/edit/:id). */
export default function PressIssueFormScreen() {
  return <CrudFormScreen definition={issuesDefinition} />;
}
