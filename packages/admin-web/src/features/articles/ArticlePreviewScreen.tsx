/**
 * 'Podgląd artykułu' (/articles/preview/:id): the article as a reader would see it on the portal — title,
 * the Top and banner photos with their captions, author, date, lead and content with its subpages. Every
 * piece of HTML from the server goes through DOMPurify first (no script, no event handler survives). The
 * screen leaves for the list when the article does not load (02 §2).
 */
import {
  type Article,
  createArticlesResource,
  embeddedPhotoPath,
  resolveLink,
  resourceOf,
} from '@redakcja/api-sdk';
import { formatDateTime, Spinner } from '@redakcja/ui';
import { sanitizeHtml } from '@redakcja/ui/html';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { pathTo } from '../../shared/routePaths';
import { useRuntimeConfig } from '../../shared/runtimeConfig';
import { Screen } from '../../shared/Screen';
import { useApiClient } from '../../shared/session';
import * as styles from './preview.css';
import { articleQueries } from './queries';

/** The divider the editor puts between the pages of a paged article. */
const SUBPAGE_DIVIDER = /<hr[^>]*class="[^"]*subpage-divider[^"]*"[^>]*>/i;

export const PREVIEW_TEXTS = {
  author: 'Autor',
  date: 'Data publikacji',
  page: (n: number, of: number) => `Strona ${n} z ${of}`,
} as const;

export default function ArticlePreviewScreen() {
  const { id = '' } = useParams();
  const client = useApiClient();
  const article = useQuery(articleQueries.detail(client, id));
  const slug = article.data?.slug ?? '';
  // The preview lookup by slug (02 §7): the main photo's caption.
  const lookup = useQuery({
    queryKey: articleQueries.keys.other('preview', slug),
    queryFn: ({ signal }) => resourceOf(client, createArticlesResource).preview(slug, { signal }),
    enabled: slug !== '',
    retry: false,
  });
  const listHref = pathTo(article.data?.sponsored ? 'sponsoredArticles' : 'articles');

  if (article.isError) return <Navigate to={pathTo('articles')} replace />;
  if (!article.data) {
    return (
      <Screen backHref={pathTo('articles')}>
        <Spinner centered />
      </Screen>
    );
  }
  return (
    <Screen backHref={listHref}>
      <ArticleView article={article.data} mainCaption={lookup.data?.mediaTitle ?? null} />
    </Screen>
  );
}

function ArticleView({ article, mainCaption }: { article: Article; mainCaption: string | null }) {
  const { staticBaseUrl } = useRuntimeConfig();
  const photoUrl = (photo: NonNullable<Article['mediaTop']>) =>
    resolveLink(embeddedPhotoPath(photo), staticBaseUrl);
  const pages = article.content.split(SUBPAGE_DIVIDER);
  return (
    <article aria-labelledby="preview-title" className={styles.article}>
      <h2 id="preview-title">{article.title}</h2>
      {article.mediaTop?.fileName ? (
        <figure>
          <img src={photoUrl(article.mediaTop)} alt={article.mediaTop.title ?? article.title} width={655} />
          {article.mediaTop.title || mainCaption ? (
            <figcaption>{article.mediaTop.title || mainCaption}</figcaption>
          ) : null}
        </figure>
      ) : null}
      <p>
        {article.authorName ? (
          <>
            {PREVIEW_TEXTS.author}: <strong>{article.authorName}</strong>
            {' · '}
          </>
        ) : null}
        {PREVIEW_TEXTS.date}: <time dateTime={article.date ?? undefined}>{formatDateTime(article.date)}</time>
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (sanitizeHtml), signed by the HTML policy. */}
      <div data-preview="lead" dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.introduction) }} />
      {pages.map((page, index) => (
        <section
          // Pages have no ids of their own; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          aria-label={pages.length > 1 ? PREVIEW_TEXTS.page(index + 1, pages.length) : undefined}
          data-preview="content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(page) }}
        />
      ))}
      {article.mediaArticleBanner?.fileName ? (
        <figure>
          <img
            src={photoUrl(article.mediaArticleBanner)}
            alt={article.mediaArticleBanner.title ?? ''}
            width={200}
            height={200}
          />
        </figure>
      ) : null}
    </article>
  );
}
