import { Spinner } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { pathTo } from '../../shared/routePaths';
import { Screen } from '../../shared/Screen';
import { useApiClient } from '../../shared/session';
import { productionBanner } from './ProductionBanner';
import { pressNewsQueries } from './queries';
import { safeHtml } from './sanitize';

/**
 * 'Podgląd newsa' (/prs/admin_index_news/show/:id): the title and the content rendered as HTML, cleaned
 * by DOMPurify first (the content comes from outside the newsroom); a failed load leads to the list.
 */
export default function PressNewsShowScreen() {
  const client = useApiClient();
  const id = useParams().id ?? '';
  const news = useQuery(pressNewsQueries.detail(client, id));
  const listPath = pathTo('pressNews');
  if (news.isError) return <Navigate to={listPath} replace />;
  return (
    <Screen backHref={listPath}>
      {productionBanner}
      {news.data ? (
        <article aria-label="Treść newsa">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify */}
          <h2 dangerouslySetInnerHTML={{ __html: safeHtml(news.data.title) }} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify */}
          <div dangerouslySetInnerHTML={{ __html: safeHtml(news.data.content) }} />
        </article>
      ) : (
        <Spinner centered />
      )}
    </Screen>
  );
}
