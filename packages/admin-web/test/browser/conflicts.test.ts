// Conflict-safe saves on a sandbox that sends ETags and honours If-Match (the scenarios: conflictScenarios.ts).
import { describeConflicts } from './conflictScenarios';

describeConflicts({ mode: 'ETags', etags: true });
