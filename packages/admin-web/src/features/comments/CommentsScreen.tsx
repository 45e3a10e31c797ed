/**
 * Comments (01 §2, §4): a text search, numbered pagination, 'Usuń Wiele' at the top and the bottom, and
 * rows with id, the article's title (or '[Artykuł usunięty]'), the text, a checkbox, the date, nick and
 * ip; a link to edit the article (not without one) and delete ('Usuwanie komentarza'). 'Usuń Wiele'
 * deletes the checked comments one after another, then the list reloads. Page and searchQuery are kept
 * in the address.
 */
import {
  BAN_IP_BUTTON,
  banIpButtonLabel,
  type Comment,
  canAccess,
  commentArticleTitle,
  createCommentsResource,
  resourceOf,
} from '@redakcja/api-sdk';
import {
  Button,
  cssIcon,
  DataTable,
  type DataTableColumn,
  DELETE_LABEL,
  dateTimeColumn,
  LightButton,
  LightLink,
} from '@redakcja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { idColumn } from '../../shared/crud/columns';
import { DeleteFailedNotice } from '../../shared/DeleteFailedNotice';
import { ListToolbar } from '../../shared/ListToolbar';
import * as styles from '../../shared/layout.css';
import { OnDemandConfirmDialog } from '../../shared/lazyDialogs';
import { useListParams } from '../../shared/listParams';
import { useLiveList } from '../../shared/live/useLiveList';
import { PagedNavigation } from '../../shared/PagedNavigation';
import { pathTo } from '../../shared/routePaths';
import { Screen } from '../../shared/Screen';
import { useApiClient, useSession } from '../../shared/session';
import { commentKeys, commentListQuery, loadComments } from './queries';

export const COMMENTS_TEXTS = {
  tableLabel: 'Lista komentarzy',
  searchLabel: 'Szukaj w treści komentarzy',
  deleteMany: 'Usuń Wiele',
  deleteTitle: 'Usuwanie komentarza',
  deleteQuestion: 'Czy na pewno chcesz usunąć ten komentarz?',
  deleteManyTitle: 'Usuwanie komentarzy',
  deleteManyQuestion: (count: number) => `Czy na pewno chcesz usunąć zaznaczone komentarze (${count})?`,
  editArticle: 'Edytuj artykuł',
  deleteRow: (id: number) => `Usuń komentarz ${id}`,
  editArticleRow: (id: number) => `Edytuj artykuł komentarza ${id}`,
} as const;

type Pending = { kind: 'one'; comment: Comment } | { kind: 'many'; ids: number[] } | null;

// Module-level, so the table's rows are not rendered again when the screen re-renders (docs/admin-web.md).
const COLUMNS: DataTableColumn<Comment>[] = [
  idColumn(),
  // A title, kept readable as the row header's comment is (UI-53).
  { id: 'article', header: 'Artykuł', cell: commentArticleTitle, minCharacters: 14 },
  { id: 'comment', header: 'Komentarz', cell: (comment) => comment.comment, isRowHeader: true },
  dateTimeColumn('created', 'Data'),
  { id: 'nick', header: 'Nick', cell: (comment) => comment.nick ?? '', minCharacters: 12 },
  { id: 'ip', header: 'IP', cell: (comment) => comment.ip ?? '', wrap: 'words' },
];
const commentId = (comment: Comment) => comment.id;
// Its confirmation, call and undo load when first used (WEB-161).
const RowBan = lazy(() => import('./RowBan'));
const NOTHING_SELECTED: ReadonlySet<Key> = new Set();

export default function CommentsScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { page, searchQuery, setPage, setSearchQuery } = useListParams();
  const listOptions = commentListQuery(client, { page, searchQuery });
  const list = useQuery(listOptions);
  // The queue takes in comments posted meanwhile on request; deleted ones go (WEB-146).
  const live = useLiveList(
    listOptions.queryKey,
    list.data,
    (signal) => loadComments(client, { page, searchQuery }, signal),
    COMMENTS_TEXTS.tableLabel,
  );
  // A new page or search starts with nothing checked: the selection belongs to the page and search it
  // was made on (no effect clearing it after a render, which would render the rows again).
  const listKey = `${page}\u0000${searchQuery}`;
  const [selection, setSelection] = useState<{ listKey: string; keys: ReadonlySet<Key> }>({
    listKey,
    keys: NOTHING_SELECTED,
  });
  const selected = selection.listKey === listKey ? selection.keys : NOTHING_SELECTED;
  const setSelected = useCallback((keys: ReadonlySet<Key>) => setSelection({ listKey, keys }), [listKey]);
  const [pending, setPending] = useState<Pending>(null);

  const table = useRef<HTMLDivElement>(null);
  const remove = useMutation({
    // One after another, as the specification says; the SDK stops at the first failure.
    mutationFn: (ids: readonly number[]) => resourceOf(client, createCommentsResource).removeMany(ids),
    onSettled: async () => {
      setSelected(NOTHING_SELECTED);
      await queryClient.invalidateQueries({ queryKey: commentKeys.lists() });
      // 'Usuń Wiele', which had the focus back from the dialog, is disabled now that nothing is checked:
      // the focus goes on to the reloaded table's first row control (or the table) rather than to the
      // page's body.
      const active = document.activeElement;
      if (!active || active === document.body || (active as HTMLButtonElement).disabled) {
        const into = table.current?.querySelector<HTMLElement>(
          'tbody input:not(:disabled), tbody a[href], tbody button:not(:disabled)',
        );
        (into ?? table.current?.querySelector<HTMLElement>('table'))?.focus();
      }
    },
  });

  // 'Edytuj artykuł' only for the roles that may open an article's edit (not the comments-only roles).
  const { session } = useSession();
  const mayEditArticles = canAccess(session?.roles ?? [], 'articles');
  // 'Zablokuj IP' only for the roles that may edit the ban lists.
  const mayBan = canAccess(session?.roles ?? [], 'bans');
  const [banned, setBanned] = useState<{ ip: string; at: number } | null>(null);
  const renderActions = useCallback(
    (comment: Comment) => (
      <>
        {mayEditArticles && comment.article && !comment.article.deleted ? (
          <LightLink
            href={pathTo('articleEdit', { id: comment.article.id })}
            size="sm"
            aria-label={COMMENTS_TEXTS.editArticleRow(comment.id)}
          >
            {COMMENTS_TEXTS.editArticle}
          </LightLink>
        ) : null}
        {mayBan && comment.ip ? (
          <LightButton
            size="sm"
            aria-label={banIpButtonLabel(comment.ip, comment.id)}
            onPress={() => setBanned({ ip: comment.ip as string, at: Date.now() })}
          >
            {BAN_IP_BUTTON}
          </LightButton>
        ) : null}
        <LightButton
          variant="danger"
          size="sm"
          className={cssIcon.trash}
          aria-label={COMMENTS_TEXTS.deleteRow(comment.id)}
          onPress={() => setPending({ kind: 'one', comment })}
        >
          {DELETE_LABEL}
        </LightButton>
      </>
    ),
    [mayEditArticles, mayBan],
  );

  const deleteMany = (
    <Button
      variant="danger"
      isDisabled={selected.size === 0 || remove.isPending}
      onPress={() => setPending({ kind: 'many', ids: [...selected].map(Number) })}
    >
      {COMMENTS_TEXTS.deleteMany}
    </Button>
  );

  return (
    <Screen>
      <ListToolbar
        searchLabel={COMMENTS_TEXTS.searchLabel}
        searchQuery={searchQuery}
        onSearch={setSearchQuery}
      />
      <div className={styles.actions}>{deleteMany}</div>
      <DeleteFailedNotice show={remove.isError} />
      {banned ? (
        <Suspense fallback={null}>
          <RowBan key={banned.at} ip={banned.ip} onClose={() => setBanned(null)} />
        </Suspense>
      ) : null}
      {live.line}
      <PagedNavigation page={list.data} current={page} onPageChange={setPage} isLoading={list.isFetching}>
        <div ref={table}>
          <DataTable
            aria-label={COMMENTS_TEXTS.tableLabel}
            rows={list.data?.items ?? []}
            isLoading={list.isLoading}
            getRowId={commentId}
            getDeleted={live.markedDeleted}
            selectionMode="multiple"
            selectedKeys={selected}
            onSelectionChange={setSelected}
            columns={COLUMNS}
            renderActions={renderActions}
            // A new page updates the rows in place (WEB-80); the selection is the screen's, by id.
            rowIdentity="position"
          />
        </div>
      </PagedNavigation>
      <div className={styles.actions}>{deleteMany}</div>
      {pending !== null ? (
        <OnDemandConfirmDialog
          onClose={() => setPending(null)}
          title={pending.kind === 'many' ? COMMENTS_TEXTS.deleteManyTitle : COMMENTS_TEXTS.deleteTitle}
          onConfirm={() => remove.mutate(pending.kind === 'one' ? [pending.comment.id] : pending.ids)}
        >
          {pending.kind === 'many'
            ? COMMENTS_TEXTS.deleteManyQuestion(pending.ids.length)
            : COMMENTS_TEXTS.deleteQuestion}
        </OnDemandConfirmDialog>
      ) : null}
    </Screen>
  );
}
