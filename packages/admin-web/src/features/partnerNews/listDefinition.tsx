/**
 * The partner news list (03 §2; D26) as a list-only definition (WEB-75): the date filter; ID, Start,
 * News1, News2, Akcje; 'Edytuj' only on the latest box (the only one the edit screen takes), 'Dodaj
 * nowy' disabled with its reason while the latest box has not started, 'Oznacz jako wysłany' on unsent
 * boxes. Its path loads the SDK's list resource on zod/mini and none of the form's schema and rules,
 * which definition.tsx adds for the new and edit screens.
 */
import {
  canAddPartnerNewsBox,
  createPartnerNewsListResource,
  type PartnerNewsLatest,
  partnerNewsMessages,
  resourceOf,
} from '@redakcja/api-sdk';
import { dateColumn } from '@redakcja/ui';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { MARK_SENT } from '../../shared/markSent';
import { partnerNewsListQueries } from './listQueries';
import { MarkSentConfirm } from './MarkSentConfirm';

export const PARTNER_NEWS_LIST_TEXTS = { onlyOneAhead: partnerNewsMessages.onlyOneAhead } as const;

/** The list definition, with its rules read from the latest box (null: none yet). */
export function partnerNewsListDefinition(latest: PartnerNewsLatest | null | undefined) {
  return defineCrudList({
    queries: partnerNewsListQueries,
    routes: crudRoutes('partnerNews'),
    texts: {
      tableLabel: 'Lista boxów partnerskich',
      deleteTitle: '',
      deleteQuestion: '',
      deleteRowLabel: (box) => String(box.id),
    },
    list: {
      searchLabel: null,
      filters: [{ name: 'before', label: 'Data', kind: 'date' }],
      columns: [
        { id: 'id', header: 'ID', cell: (box) => box.id, wrap: 'words' },
        dateColumn('start', 'Start', { isRowHeader: true }),
        { id: 'news1', header: 'News1', cell: (box) => box.firstTitle },
        { id: 'news2', header: 'News2', cell: (box) => box.secondTitle },
      ],
      add: () =>
        latest === undefined || canAddPartnerNewsBox(latest)
          ? { kind: 'link' }
          : { kind: 'disabled', tooltip: partnerNewsMessages.onlyOneAhead },
      // Only the latest box (the first row) can be edited: the edit screen takes no other.
      canEdit: (box) =>
        latest !== undefined &&
        latest !== null &&
        String(latest.idAdditional ?? latest.id) === String(box.id),
      canDelete: () => false,
      rowActions: (box, context) =>
        box.closed
          ? []
          : [
              {
                kind: 'modal',
                label: MARK_SENT.label,
                accessibleLabel: `${MARK_SENT.label}: ${box.id}`,
                title: MARK_SENT.title,
                render: (row, close) => (
                  <MarkSentConfirm
                    send={() => resourceOf(context.client, createPartnerNewsListResource).markSent(row.id)}
                    reload={context.reload}
                    close={close}
                  />
                ),
              },
            ],
    },
    deletedAt: () => null,
  });
}
