import { articlePreviewMessages, isArticlePreviewActive } from '@redakcja/api-sdk';
import { LinkButton } from '@redakcja/ui';
import { useId } from 'react';
import * as layout from '../../shared/layout.css';
import { pathTo } from '../../shared/routePaths';

interface SavedPreviewState {
  allowPreview: boolean;
  previewDateLimit: string | null;
}

/**
 * 'Podgląd' in the article form's save bar: the preview screen of the article as saved, in a new tab so
 * the form and what is typed in it stay. The preview reads the saved record, so while the form holds
 * changes a note beside the link says the preview does not show them. It is offered as the list offers
 * 'Podgląd SG': only while the saved article allows a preview with a limit ahead; otherwise, and for an
 * article not saved yet, a note says what makes it available.
 */
export function ArticlePreviewLink({
  id,
  saved,
  dirty,
}: {
  id: string | undefined;
  saved: SavedPreviewState;
  dirty: boolean;
}) {
  const noteId = useId();
  if (id === undefined) return <span className={layout.hint}>{articlePreviewMessages.unsavedArticle}</span>;
  if (!saved.allowPreview || !isArticlePreviewActive(saved)) {
    return <span className={layout.hint}>{articlePreviewMessages.notAllowed}</span>;
  }
  return (
    <>
      <LinkButton
        href={pathTo('articlePreview', { id })}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        variant="secondary"
        aria-label={articlePreviewMessages.openLabel}
        aria-describedby={dirty ? noteId : undefined}
      >
        {articlePreviewMessages.open}
      </LinkButton>
      {dirty ? (
        <span id={noteId} className={layout.hint}>
          {articlePreviewMessages.unsaved}
        </span>
      ) : null}
    </>
  );
}
