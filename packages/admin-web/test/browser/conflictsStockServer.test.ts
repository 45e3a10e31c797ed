// Conflict-safe saves on a sandbox without ETags, as a stock API Platform server answers (the scenarios:
// conflictScenarios.ts).
import { describeConflicts } from './conflictScenarios';

describeConflicts({ mode: 'no ETags', etags: false });
