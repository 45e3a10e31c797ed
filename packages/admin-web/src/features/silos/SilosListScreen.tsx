/**
 * The silos list (02 §7) as a list-only definition (WEB-75): the screen loads the SDK's list resource on
 * zod/mini and none of the form's schema and rules, which SiloFormScreen.tsx adds for the new and edit screens.
 */

import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { crudRoutes } from '../../shared/crud/routes';
import * as styles from '../../shared/layout.css';
import { SILO_GROUP_DELETE_TEXTS } from '../../shared/siloGroupDeleteTexts';
import { siloListQueries } from './listQueries';

const silosListDefinition = defineCrudList({
  queries: siloListQueries,
  routes: crudRoutes('silos'),
  texts: {
    tableLabel: 'Lista silosów',
    ...SILO_GROUP_DELETE_TEXTS,
    deleteRowLabel: (silo) => `Usuń silos ${silo.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      idColumn(),
      {
        id: 'name',
        header: 'Nazwa',
        isRowHeader: true,
        cell: (silo) => (
          <>
            {silo.name}
            <span className={styles.cellLine}>Priorytet: {silo.ordering}</span>
          </>
        ),
      },
    ],
  },
  deletedAt: (silo) => silo.deleted,
});

export default function SilosListScreen() {
  return <CrudListScreen definition={silosListDefinition} />;
}
