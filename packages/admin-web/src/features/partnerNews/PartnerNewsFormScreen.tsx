import { canAddPartnerNewsBox, isLatestPartnerNewsBox } from '@redakcja/api-sdk';
import { Spinner } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { pathTo } from '../../shared/routePaths';
import { Screen } from '../../shared/Screen';
import { useApiClient } from '../../shared/session';
import { partnerNewsDefinition } from './definition';
import { latestPartnerNewsQuery } from './listQueries';

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(partnerNewsDefinition);

/**
 * 'Nowe newsy partnerskie' and its edit (03 §2): both read the latest box first. The new screen leaves
 * for the list while the latest box has not started (one box ahead at most); the edit screen leaves
 * when the route's box is not the latest one.
 */
export default function PartnerNewsFormScreen() {
  const { id } = useParams();
  const client = useApiClient();
  const latest = useQuery(latestPartnerNewsQuery(client));
  const list = pathTo('partnerNews');
  if (latest.isError) return <Navigate to={list} replace />;
  if (!latest.isFetchedAfterMount || latest.data === undefined) {
    return (
      <Screen backHref={list}>
        <Spinner centered />
      </Screen>
    );
  }
  const leave =
    id === undefined
      ? !canAddPartnerNewsBox(latest.data)
      : latest.data === null || !isLatestPartnerNewsBox(latest.data, id);
  if (leave) return <Navigate to={list} replace />;
  return <CrudFormScreen definition={partnerNewsDefinition} />;
}
