/**
 * The newsletter list (03 §2; D25, D26): the date filter in the address, the link to the partner-news
 * boxes, 'Dodaj nowy' choosing the original or the alternative version, columns ID, Utworzony,
 * Wygenerowany, Wysłany, Akcje, Nazwa pliku. Unsent rows have the builder's edit links (D25) and
 * 'Oznacz jako wysłany' behind a confirmation (D26); sent rows say 'wysłany'. The file name opens the
 * static copy (/nsl/{fileName}.html, D3) and has a download link.
 *
 * A screen of its own rather than a crud definition: 'Akcje' stands before 'Nazwa pliku' and a newsletter
 * is built, not edited by a form.
 */
import {
  createNewsletterListResource,
  isNewsletterSent,
  type NewsletterListItem,
  newsletterHtmlPath,
  resourceOf,
} from '@redakcja/api-sdk';
import { Button, ConfirmDialog, DataTable, dateTimeColumn, LinkButton, Modal } from '@redakcja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useListParams } from '../../../shared/listParams';
import { MARK_SENT } from '../../../shared/markSent';
import { PagedNavigation } from '../../../shared/PagedNavigation';
import { pathTo } from '../../../shared/routePaths';
import { useStaticUrl } from '../../../shared/runtimeConfig';
import { ADD_NEW_LABEL, Screen } from '../../../shared/Screen';
import { useApiClient } from '../../../shared/session';
import * as styles from './NewslettersListScreen.css';
import { newsletterListKeys, newsletterListQuery } from './queries';

const ListFilters = lazy(() => import('../../../shared/crud/ListFilters'));

export const NEWSLETTER_TEXTS = {
  tableLabel: 'Lista newsletterów',
  partnerNewsLink: 'Newsy partnerskie',
  chooseTitle: 'Wybierz wersję newslettera',
  original: 'Wersja oryginalna',
  alternative: 'Wersja alternatywna',
  editOriginal: 'edytuj (wersja oryginalna)',
  editAlternative: 'edytuj (wersja alternatywna)',
  sent: 'wysłany',
  download: 'Pobierz',
  dateFilter: 'Data',
} as const;

const FILTERS = [{ name: 'before', label: NEWSLETTER_TEXTS.dateFilter, kind: 'date' as const }];

export default function NewslettersListScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const staticUrl = useStaticUrl();
  const { page, filters, setPage, setFilter } = useListParams(['before']);
  const list = useQuery(newsletterListQuery(client, { page, before: filters.before ?? '' }));
  const [choosing, setChoosing] = useState(false);
  const [toMark, setToMark] = useState<NewsletterListItem | null>(null);
  const markSent = useMutation({
    mutationFn: (id: number) => resourceOf(client, createNewsletterListResource).markSent(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsletterListKeys.lists() }),
  });

  const fileLink = (row: NewsletterListItem) => {
    if (!row.fileName) return null;
    const url = staticUrl(newsletterHtmlPath(row.fileName));
    return (
      <span className={styles.fileCell}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {row.fileName}
        </a>
        <a
          href={url}
          download={`${row.fileName}.html`}
          aria-label={`${NEWSLETTER_TEXTS.download} ${row.fileName}`}
        >
          {NEWSLETTER_TEXTS.download}
        </a>
      </span>
    );
  };

  const actions = (row: NewsletterListItem) =>
    isNewsletterSent(row) ? (
      <span>{NEWSLETTER_TEXTS.sent}</span>
    ) : (
      <span className={styles.actions}>
        <LinkButton href={pathTo('newsletterEdit', { id: row.id })} size="sm" variant="secondary">
          {NEWSLETTER_TEXTS.editOriginal}
        </LinkButton>
        <LinkButton href={pathTo('newsletterAlternativeEdit', { id: row.id })} size="sm" variant="secondary">
          {NEWSLETTER_TEXTS.editAlternative}
        </LinkButton>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setToMark(row)}
          aria-label={`${MARK_SENT.label}: ${row.id}`}
        >
          {MARK_SENT.label}
        </Button>
      </span>
    );

  return (
    <Screen
      actions={
        <>
          <LinkButton href={pathTo('partnerNews')} variant="secondary">
            {NEWSLETTER_TEXTS.partnerNewsLink}
          </LinkButton>
          <Button variant="primary" onPress={() => setChoosing(true)}>
            {ADD_NEW_LABEL}
          </Button>
        </>
      }
    >
      <Suspense fallback={null}>
        <ListFilters filters={FILTERS} values={filters} onChange={setFilter} />
      </Suspense>
      <PagedNavigation page={list.data} current={page} onPageChange={setPage} isLoading={list.isFetching}>
        <DataTable
          aria-label={NEWSLETTER_TEXTS.tableLabel}
          rows={list.data?.items ?? []}
          isLoading={list.isLoading}
          getRowId={(row) => row.id}
          columns={[
            { id: 'id', header: 'ID', cell: (row) => row.id, isRowHeader: true, wrap: 'words' },
            dateTimeColumn('created', 'Utworzony'),
            dateTimeColumn('generated', 'Wygenerowany'),
            dateTimeColumn('closed', 'Wysłany'),
            { id: 'actions', header: 'Akcje', cell: actions },
            { id: 'fileName', header: 'Nazwa pliku', cell: fileLink, minCharacters: 21 },
          ]}
        />
      </PagedNavigation>
      <Modal isOpen={choosing} onOpenChange={setChoosing} title={NEWSLETTER_TEXTS.chooseTitle} isDismissable>
        <nav aria-label={NEWSLETTER_TEXTS.chooseTitle} className={styles.actions}>
          <LinkButton href={pathTo('newsletterNew')} variant="secondary">
            {NEWSLETTER_TEXTS.original}
          </LinkButton>
          <LinkButton href={pathTo('newsletterAlternativeNew')} variant="secondary">
            {NEWSLETTER_TEXTS.alternative}
          </LinkButton>
        </nav>
      </Modal>
      <ConfirmDialog
        isOpen={toMark !== null}
        onOpenChange={(open) => {
          if (!open) setToMark(null);
        }}
        title={MARK_SENT.title}
        confirmLabel={MARK_SENT.label}
        onConfirm={() => {
          if (toMark) markSent.mutate(toMark.id);
        }}
      >
        {MARK_SENT.question}
      </ConfirmDialog>
    </Screen>
  );
}
