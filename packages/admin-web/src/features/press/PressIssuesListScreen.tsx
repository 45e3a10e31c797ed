import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { issuesListDefinition } from './issuesListDefinition';

/** The issues of the magazine in the route (/press_magazines/numbers/:id). */
export default function PressIssuesListScreen() {
  return <CrudListScreen definition={issuesListDefinition} />;
}
