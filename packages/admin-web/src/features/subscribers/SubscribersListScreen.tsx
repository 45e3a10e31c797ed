/**
 * The newsletter subscribers list (03 §2, §7) as a list-only definition (WEB-75): the date range in the
 * address, the confirmed state (activeP) toggled by a click (PATCH, then the list reloads), list generation
 * answering a download link, delete behind the confirmation. Its path (the screen, the route's prefetch)
 * loads the SDK's list resource on zod/mini and none of the form's schema and rules, which SubscriberFormScreen.tsx
 * adds for the new screen.
 */
import { createSubscriberListResource, resourceOf, type SubscriberListItem } from '@redakcja/api-sdk';
import { dateTimeColumn, GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { PatchToggle } from '../../shared/crud/PatchToggle';
import { crudRoutes } from '../../shared/crud/routes';
import { useApiClient } from '../../shared/session';
import { GenerateList } from './GenerateList';
import { subscriberListQueries } from './listQueries';

function ActiveToggle({ row }: { row: SubscriberListItem }) {
  const client = useApiClient();
  return (
    <PatchToggle
      recordId={row.id}
      label={`Potwierdzony: ${row.email}`}
      isOn={row.activeP}
      patch={() =>
        resourceOf(client, createSubscriberListResource).toggle(row.id, row.activeP, { expected: row })
      }
      keys={subscriberListQueries.keys}
    />
  );
}

const subscribersListDefinition = defineCrudList({
  queries: subscriberListQueries,
  routes: crudRoutes('subscribers'),
  texts: {
    tableLabel: 'Lista subskrybentów',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (subscriber) => `Usuń subskrybenta ${subscriber.id}`,
  },
  list: {
    searchLabel: null,
    filters: [
      { name: 'after', label: 'Data od', kind: 'date' },
      { name: 'before', label: 'Data do', kind: 'date' },
    ],
    columns: [
      idColumn(),
      {
        id: 'email',
        header: 'Email',
        cell: (subscriber) => subscriber.email,
        isRowHeader: true,
        // Most addresses whole at 1280 pixels; a longer one breaks (UI-51).
        minCharacters: 32,
      },
      dateTimeColumn('date', 'Data zapisu'),
      {
        id: 'activeP',
        header: 'Potwierdzony',
        cell: (subscriber) => (subscriber.deleted ? null : <ActiveToggle row={subscriber} />),
      },
      {
        id: 'addByAdmin',
        header: 'Dodany przez administratora',
        cell: (subscriber) => (subscriber.addByAdmin ? 'Tak' : 'Nie'),
      },
    ],
    headerExtras: () => <GenerateList />,
  },
  deletedAt: (subscriber) => subscriber.deleted,
});

export default function SubscribersListScreen() {
  return <CrudListScreen definition={subscribersListDefinition} />;
}
