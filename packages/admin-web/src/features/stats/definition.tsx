/**
 * Statistics reports (03 §2-§9; D12, D23): new ('Nowy raport') and edit (D23) with the from/to dates (the
 * SDK's statFormSchema; the list is listDefinition.tsx); the list 2.3 s after a create and 2 s after an
 * edit (D23).
 */
import { fromStat, newStatForm, REDIRECT_DELAYS_MS, statFormSchema, toStatPayload } from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { statQueries } from './queries';

export const statsDefinition = defineCrudForm({
  queries: statQueries,
  routes: crudRoutes('stats'),
  deletedAt: (stat) => stat.deleted,
  form: {
    schema: statFormSchema,
    empty: () => newStatForm(),
    fromRecord: fromStat,
    toPayload: toStatPayload,
    fields: [
      { kind: 'date', name: 'from', label: 'Data od' },
      { kind: 'date', name: 'to', label: 'Data do' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.stats },
  },
  redirectIfDeleted: true,
});

/** D23: the edit screen returns to the list 2 s after a save (2.3 s is the create's delay). */
export const statEditDefinition = {
  ...statsDefinition,
  form: { ...statsDefinition.form, afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.statEdit } },
} satisfies typeof statsDefinition;
