/**
 * The Google statistics of one published article in a modal (02 §2, §8): GSC impressions and clicks, GA3
 * and GA4 users, new users, sessions and page views, fetched together by the SDK. When any source fails,
 * the whole fails: the modal is titled 'Błąd' and says 'Wystąpił błąd podczas próby uzyskania statystyk
 * artykułu.' with the error texts joined.
 */
import {
  type ArticleGaStatistics,
  type ArticleStatistics,
  articleListMessages,
  createArticleListResource,
  HttpError,
  type Id,
  type PagingClient,
  resourceOf,
} from '@redakcja/api-sdk';
import { Button, CLOSE_LABEL, LightButton, PANEL_LOCALE, Spinner } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { LazyModal } from '../../shared/lazyDialogs';
import { articleListQueries } from './listQueries';

export const STATISTICS_BUTTON_LABEL = 'Statystyki Google';
export const STATISTICS_TITLE = 'Statystyki artykułu';
export const STATISTICS_ERROR_TITLE = 'Błąd';

/** The texts of a failure: the server's description where it gave one, the error's message otherwise. */
export function statisticsFailureText(error: unknown): string {
  const errors = error instanceof AggregateError ? error.errors : [error];
  const texts = errors.map((one) =>
    one instanceof HttpError
      ? (one.description ?? one.message)
      : one instanceof Error
        ? one.message
        : String(one),
  );
  return [articleListMessages.statisticsFailure, ...texts].join(' ');
}

export function ArticleStatisticsButton({
  client,
  id,
  title,
}: {
  client: PagingClient;
  id: Id;
  title: string;
}) {
  // The article whose modal is open, not a flag: a list keeps its rows by position (DataTable's
  // rowIdentity), so this button may next stand for another article.
  const [openFor, setOpenFor] = useState<Id | null>(null);
  const open = openFor === id;
  return (
    <>
      {/* A light button: one in each published row. */}
      <LightButton
        size="sm"
        variant="secondary"
        onPress={() => setOpenFor(id)}
        aria-label={`${STATISTICS_BUTTON_LABEL}: ${title}`}
      >
        {STATISTICS_BUTTON_LABEL}
      </LightButton>
      {open ? (
        // The modal's code loads on the first opening (shared/lazyDialogs), not with the list.
        <Suspense fallback={null}>
          <StatisticsModal client={client} id={id} onClose={() => setOpenFor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

function StatisticsModal({ client, id, onClose }: { client: PagingClient; id: Id; onClose: () => void }) {
  const statistics = useQuery({
    queryKey: articleListQueries.keys.other('statistics', String(id)),
    queryFn: ({ signal }) => resourceOf(client, createArticleListResource).statistics(id, { signal }),
    retry: false,
    // Each opening asks again: the figures change through the day.
    gcTime: 0,
  });
  return (
    <LazyModal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={statistics.isError ? STATISTICS_ERROR_TITLE : STATISTICS_TITLE}
      role={statistics.isError ? 'alertdialog' : 'dialog'}
      isDismissable
      size="wide"
    >
      {(close) => (
        <>
          {statistics.isPending ? <Spinner /> : null}
          {statistics.isError ? <p>{statisticsFailureText(statistics.error)}</p> : null}
          {statistics.data ? <StatisticsTables statistics={statistics.data} /> : null}
          <Button variant="secondary" onPress={close}>
            {CLOSE_LABEL}
          </Button>
        </>
      )}
    </LazyModal>
  );
}

const figure = (value: number | null) => (value === null ? '—' : value.toLocaleString(PANEL_LOCALE));

function StatisticsTables({ statistics }: { statistics: ArticleStatistics }) {
  return (
    <>
      <table aria-label="Google Search Console">
        <caption>Google Search Console</caption>
        <tbody>
          <tr>
            <th scope="row">Wyświetlenia</th>
            <td>{figure(statistics.gsc.impressions)}</td>
          </tr>
          <tr>
            <th scope="row">Kliknięcia</th>
            <td>{figure(statistics.gsc.clicks)}</td>
          </tr>
        </tbody>
      </table>
      <AnalyticsTable caption="Google Analytics 3" data={statistics.ga3} />
      <AnalyticsTable caption="Google Analytics 4" data={statistics.ga4} />
    </>
  );
}

export const ANALYTICS_ROWS: readonly { key: keyof ArticleGaStatistics; label: string }[] = [
  { key: 'users', label: 'Użytkownicy' },
  { key: 'newUsers', label: 'Nowi użytkownicy' },
  { key: 'sessions', label: 'Sesje' },
  { key: 'pageviews', label: 'Odsłony' },
];

function AnalyticsTable({ caption, data }: { caption: string; data: ArticleGaStatistics }) {
  return (
    <table aria-label={caption}>
      <caption>{caption}</caption>
      <tbody>
        {ANALYTICS_ROWS.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{figure(data[row.key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
