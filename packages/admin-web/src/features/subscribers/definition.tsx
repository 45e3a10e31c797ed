/**
 * Newsletter subscribers (03 §2-§9): the list with the date range in the address, the confirmed state
 * (activeP) toggled by a click (PATCH, then the list reloads), list generation answering a download
 * link, delete behind the confirmation; the new form (the email rule 'Wprowadź poprawny adres email'),
 * created with addByAdmin and activeP true (toSubscriberPayload), the list 2 s after a save.
 */
import {
  createSubscribersResource,
  newSubscriberForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  subscriberFormSchema,
  toSubscriberPayload,
  toSubscriberTogglePayload,
} from '@redakcja/api-sdk';
import { formatDateTime, GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { PatchToggle } from '../../shared/crud/PatchToggle';
import { useApiClient } from '../../shared/session';
import { GenerateList } from './GenerateList';
import { subscriberQueries } from './queries';

function ActiveToggle({ id, email, isOn }: { id: number; email: string; isOn: boolean }) {
  const client = useApiClient();
  return (
    <PatchToggle
      label={`Potwierdzony: ${email}`}
      isOn={isOn}
      patch={() => resourceOf(client, createSubscribersResource).patch(id, toSubscriberTogglePayload(isOn))}
      keys={subscriberQueries.keys}
    />
  );
}

export const subscribersDefinition = defineCrud({
  queries: subscriberQueries,
  routes: { list: 'subscribers', new: 'subscriberNew' },
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
      { id: 'id', header: 'Id', cell: (subscriber) => subscriber.id },
      { id: 'email', header: 'Email', cell: (subscriber) => subscriber.email, isRowHeader: true },
      { id: 'date', header: 'Data zapisu', cell: (subscriber) => formatDateTime(subscriber.date) },
      {
        id: 'activeP',
        header: 'Potwierdzony',
        cell: (subscriber) =>
          subscriber.deleted ? null : (
            <ActiveToggle id={subscriber.id} email={subscriber.email} isOn={subscriber.activeP} />
          ),
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
  form: {
    schema: subscriberFormSchema,
    empty: newSubscriberForm,
    fromRecord: (subscriber) => ({ email: subscriber.email }),
    toPayload: toSubscriberPayload,
    fields: [{ kind: 'text', name: 'email', label: 'Email' }],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.subscribers },
  },
  redirectIfDeleted: false,
});
