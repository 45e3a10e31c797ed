/**
 * The phone producers list (03 §7) as a list-only definition (WEB-75): a name search for root and
 * phone_editor; new, edit and delete for root only (the SDK's access table: `producersEdit`). The screen
 * loads the SDK's list resource on zod/mini and none of the form's schema and rules, which ProducerFormScreen.tsx
 * adds for the new and edit screens.
 */
import { canAccess } from '@redakcja/api-sdk';
import { GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn, nameColumn } from '../../shared/crud/columns';
import { type CrudContext, defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { crudRoutes } from '../../shared/crud/routes';
import { producerListQueries } from './listQueries';

const mayEdit = (context: CrudContext) => canAccess(context.user.roles, 'producersEdit');

const producersListDefinition = defineCrudList({
  queries: producerListQueries,
  routes: crudRoutes('producers'),
  texts: {
    tableLabel: 'Lista producentów telefonów',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (producer) => `Usuń producenta ${producer.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [idColumn(), nameColumn()],
    add: (context) => (mayEdit(context) ? { kind: 'link' } : { kind: 'none' }),
    canEdit: (_, context) => mayEdit(context),
    canDelete: (_, context) => mayEdit(context),
  },
  deletedAt: (producer) => producer.deleted,
});

export default function ProducersListScreen() {
  return <CrudListScreen definition={producersListDefinition} />;
}
