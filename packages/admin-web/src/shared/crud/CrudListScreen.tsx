import { ConflictError, conflictMessages, type Id } from '@redakcja/api-sdk';
import type { DataTableColumn } from '@redakcja/ui';
import {
  Button,
  cssIcon,
  DataTable,
  DELETE_LABEL,
  LightButton,
  LightLink,
  LinkButton,
  NO_RESULTS_TEXT,
} from '@redakcja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useParams } from 'react-router';
import { DeleteFailedNotice } from '../DeleteFailedNotice';
import { ListToolbar } from '../ListToolbar';
import * as styles from '../layout.css';
import { OnDemandConfirmDialog, OnDemandModal } from '../lazyDialogs';
import { LinkIntentContext } from '../linkIntent';
import { useListParams } from '../listParams';
import { useLiveList } from '../live/useLiveList';
import { PagedNavigation } from '../PagedNavigation';
import { pathTo } from '../routePaths';
import { ADD_NEW_LABEL, Screen } from '../Screen';
import { useApiClient, useSession } from '../session';

const ListFilters = lazy(() => import('./ListFilters'));

import type { AddControl, CrudContext, CrudListScreenDefinition, RowAction } from './definition';

/**
 * A list screen from its definition (01 §1): search after 500 ms, the list's filters, page and search in
 * the address, numbered paging at the top and the bottom, a spinner while loading, an empty list on
 * failure, greyed deleted rows without an edit link, the row actions the definition offers, delete
 * behind a confirmation (a failure said in an alert), then the list reloads. The delete names the row
 * as listed (`expected`): a record changed since is not deleted, the question is asked again with its
 * new values; one deleted meanwhile is just shown greyed by the reload.
 */
export function CrudListScreen<ListItem extends { id: Id }, Filters>({
  definition,
}: {
  definition: CrudListScreenDefinition<ListItem, Filters>;
}) {
  const client = useApiClient();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const filterNames = useMemo(
    () => (definition.list.filters ?? []).map((filter) => filter.name),
    [definition],
  );
  const { page, searchQuery, filters, setPage, setSearchQuery, setFilter } = useListParams(filterNames);
  const parentId = useParams().id ?? '';
  const { texts, queries, routes, list: listDefinition } = definition;

  const listState = { page, searchQuery, filters, parentId };
  const listOptions = queries.list(client, listState);
  const list = useQuery(listOptions);
  const live = useLiveList(
    listOptions.queryKey,
    list.data,
    (signal) => queries.listResource(client).list(queries.filters(listState), { signal }),
    texts.tableLabel,
  );
  const context: CrudContext | null = useMemo(
    () =>
      session
        ? {
            user: session,
            client,
            reload: () => queryClient.invalidateQueries({ queryKey: queries.keys.lists() }),
          }
        : null,
    [session, client, queryClient, queries],
  );

  const [toDelete, setToDelete] = useState<{ row: ListItem; changed: readonly string[] } | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const remove = useMutation({
    mutationFn: (row: ListItem) => queries.listResource(client).remove(row.id, { expected: row }),
    onMutate: () => setDeleteFailed(false),
    onError: (error) => {
      if (!(error instanceof ConflictError)) setDeleteFailed(true);
      else if (!error.deleted && error.current !== null)
        setToDelete({ row: error.current as ListItem, changed: error.changed });
    },
    // The list reloads after a delete, whatever its outcome.
    onSettled: () => queries.invalidate(queryClient),
  });
  const [modal, setModal] = useState<{
    row: ListItem;
    action: Extract<RowAction<ListItem>, { kind: 'modal' }>;
  } | null>(null);
  const parentParams: Record<string, string> = parentId ? { id: parentId } : {};

  const add: AddControl =
    context && listDefinition.add
      ? listDefinition.add(context)
      : routes.new
        ? { kind: 'link' }
        : { kind: 'none' };

  // Stable callbacks: the table renders its rows again only when one of these or the rows change
  // (not when `isFetching` or a dialog's state re-renders the screen).
  const { markedDeleted } = live;
  const getDeleted = useCallback(
    (row: ListItem) => definition.deletedAt(row) ?? markedDeleted(row),
    [definition, markedDeleted],
  );
  const getEditHref = useCallback(
    (row: ListItem) =>
      routes.edit && (!listDefinition.canEdit || (context && listDefinition.canEdit(row, context)))
        ? pathTo(routes.edit, { id: row.id })
        : undefined,
    [routes, listDefinition, context],
  );
  const renderActions = useCallback(
    (row: ListItem, { isDeleted }: { isDeleted: boolean }) => {
      const actions = context && listDefinition.rowActions ? listDefinition.rowActions(row, context) : [];
      const canDelete =
        !isDeleted && (!listDefinition.canDelete || (context && listDefinition.canDelete(row, context)));
      if (actions.length === 0 && !canDelete) return null;
      return (
        <>
          {actions.map((action) => (
            <RowActionControl
              key={action.label}
              action={action}
              onOpen={() => action.kind === 'modal' && setModal({ row, action })}
            />
          ))}
          {canDelete ? (
            <LightButton
              variant="danger"
              size="sm"
              className={cssIcon.trash}
              aria-label={texts.deleteRowLabel(row)}
              onPress={() => setToDelete({ row, changed: [] })}
            >
              {DELETE_LABEL}
            </LightButton>
          ) : null}
        </>
      );
    },
    [listDefinition, context, texts],
  );

  useLinkIntent();

  return (
    <Screen
      actions={
        <>
          {listDefinition.headerExtras && context ? listDefinition.headerExtras(context) : null}
          <AddButton control={add} href={routes.new ? pathTo(routes.new, parentParams) : ''} />
        </>
      }
    >
      {definition.banner ?? null}
      {listDefinition.searchLabel !== null ? (
        <ListToolbar
          searchLabel={listDefinition.searchLabel}
          searchQuery={searchQuery}
          onSearch={setSearchQuery}
        />
      ) : null}
      {listDefinition.filters?.length ? (
        <Suspense fallback={null}>
          <ListFilters filters={listDefinition.filters} values={filters} onChange={setFilter} />
        </Suspense>
      ) : null}
      <DeleteFailedNotice show={deleteFailed} />
      {live.line}
      <PagedNavigation page={list.data} current={page} onPageChange={setPage} isLoading={list.isFetching}>
        <DataTable
          aria-label={texts.tableLabel}
          columns={listDefinition.columns}
          rows={list.data?.items ?? []}
          isLoading={list.isLoading}
          // A list that loaded empty says so; a failed load stays empty without a message (01 §2).
          emptyText={list.isSuccess ? NO_RESULTS_TEXT : undefined}
          getRowId={rowId}
          getDeleted={getDeleted}
          getEditHref={getEditHref}
          renderActions={renderActions}
          // A new page or search updates the rows in place (WEB-80): the definitions' cells keep no
          // state of their own, or tie it to their record (PatchToggle, a keyed cell).
          rowIdentity="position"
        />
      </PagedNavigation>
      {/* The dialogs mount while open, their code loading on first use (shared/lazyDialogs). */}
      {toDelete !== null ? (
        <OnDemandConfirmDialog
          onClose={() => setToDelete(null)}
          title={texts.deleteTitle}
          onConfirm={() => remove.mutate(toDelete.row)}
        >
          {toDelete.changed.length > 0 ? (
            <ChangedSinceListed
              row={toDelete.row}
              changed={toDelete.changed}
              columns={listDefinition.columns}
            />
          ) : null}
          {texts.deleteQuestion}
        </OnDemandConfirmDialog>
      ) : null}
      {modal !== null ? (
        <OnDemandModal onClose={() => setModal(null)} title={modal.action.title} isDismissable>
          {(close) => modal.action.render(modal.row, close)}
        </OnDemandModal>
      ) : null}
    </Screen>
  );
}

const rowId = (row: { id: Id }) => row.id;

/**
 * WEB-133: while the list is shown, a link of its table that the pointer comes onto or the focus reaches
 * ('Edytuj') starts its screen (shared/linkIntent.ts), once until another link has been.
 */
function useLinkIntent(): void {
  const startLink = useContext(LinkIntentContext);
  useEffect(() => {
    let last: Element | null = null;
    const onIntent = ({ target }: Event) => {
      const link = target instanceof Element ? target.closest('table a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link === last) return;
      last = link;
      startLink(link);
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [startLink]);
}

function AddButton({ control, href }: { control: AddControl; href: string }): ReactNode {
  const [choosing, setChoosing] = useState(false);
  switch (control.kind) {
    case 'none':
      return null;
    case 'link':
      return (
        <LinkButton href={href} variant="primary">
          {ADD_NEW_LABEL}
        </LinkButton>
      );
    case 'disabled':
      return <DisabledAddButton reason={control.tooltip} />;
    case 'choice':
      return (
        <>
          <Button variant="primary" onPress={() => setChoosing(true)}>
            {ADD_NEW_LABEL}
          </Button>
          {choosing ? (
            <OnDemandModal onClose={() => setChoosing(false)} title={control.title} isDismissable>
              <nav aria-label={control.title}>
                {control.choices.map((choice) => (
                  <LinkButton key={choice.href} href={choice.href} variant="secondary">
                    {choice.label}
                  </LinkButton>
                ))}
              </nav>
            </OnDemandModal>
          ) : null}
        </>
      );
  }
}

/**
 * A disabled react-aria Button takes no focus, so a tooltip on it reaches neither keyboard nor
 * screen-reader users (react-aria's guidance: say why beside the control instead). The reason is shown
 * as text next to the button and is the button's description; the tooltip stays for the pointer.
 */
function DisabledAddButton({ reason }: { reason: string }) {
  const reasonId = useId();
  return (
    <>
      <span title={reason}>
        <Button variant="primary" isDisabled aria-describedby={reasonId}>
          {ADD_NEW_LABEL}
        </Button>
      </span>
      <span id={reasonId} className={styles.hint}>
        {reason}
      </span>
    </>
  );
}

function RowActionControl<ListItem>({ action, onOpen }: { action: RowAction<ListItem>; onOpen: () => void }) {
  switch (action.kind) {
    case 'link':
      return (
        <LightLink href={action.href} size="sm" variant="secondary" aria-label={action.accessibleLabel}>
          {action.label}
        </LightLink>
      );
    case 'newTab':
      return (
        <LightLink
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          variant="secondary"
          aria-label={action.accessibleLabel}
        >
          {action.label}
        </LightLink>
      );
    case 'modal':
      return (
        <LightButton size="sm" variant="secondary" onPress={onOpen} aria-label={action.accessibleLabel}>
          {action.label}
        </LightButton>
      );
  }
}

/** What changed in a row since its list was loaded, by the list's own columns, for the delete's question. */
function ChangedSinceListed<ListItem>({
  row,
  changed,
  columns,
}: {
  row: ListItem;
  changed: readonly string[];
  columns: readonly DataTableColumn<ListItem>[];
}) {
  const shown = columns.filter((column) => changed.includes(column.id));
  return (
    <>
      <p>{conflictMessages.deleteChanged}</p>
      {shown.length > 0 ? (
        <dl>
          {shown.map((column) => (
            <div key={column.id}>
              <dt>{column.header}</dt>
              <dd>{column.cell(row)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
