import type { Id } from '@redakcja/api-sdk';
import { Button, ConfirmDialog, DataTable, DELETE_LABEL, LinkButton, TrashIcon } from '@redakcja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListToolbar } from '../ListToolbar';
import { useListParams } from '../listParams';
import { PagedNavigation } from '../PagedNavigation';
import { ADD_NEW_LABEL, Screen } from '../Screen';
import { useApiClient } from '../session';
import type { CrudDefinition } from './definition';

/**
 * A list screen from its definition (01 §1): search after 500 ms, page and searchQuery in the address,
 * numbered paging at the top and the bottom, a spinner while loading, an empty list on failure, greyed
 * deleted rows without an edit link, delete behind a confirmation, then the list reloads.
 */
export function CrudListScreen<Item, ListItem extends { id: Id }, Form extends object, Payload, Filters>({
  definition,
}: {
  definition: CrudDefinition<Item, ListItem, Form, Payload, Filters>;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { page, searchQuery, setPage, setSearchQuery } = useListParams();
  const { texts, keys, paths } = definition;

  const list = useQuery({
    queryKey: keys.list({ page, searchQuery }),
    queryFn: ({ signal }) =>
      definition.resource(client).list(definition.filters({ page, searchQuery }), { signal }),
  });

  const [toDelete, setToDelete] = useState<ListItem | null>(null);
  const remove = useMutation({
    mutationFn: (id: Id) => definition.resource(client).remove(id),
    // The list reloads after a delete, whatever its outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.lists() }),
  });

  return (
    <Screen
      actions={
        <LinkButton href={paths.new} variant="primary">
          {ADD_NEW_LABEL}
        </LinkButton>
      }
    >
      <ListToolbar searchLabel={texts.searchLabel} searchQuery={searchQuery} onSearch={setSearchQuery} />
      <PagedNavigation page={list.data} current={page} onPageChange={setPage} isLoading={list.isFetching}>
        <DataTable
          aria-label={texts.tableLabel}
          columns={definition.columns}
          rows={list.data?.items ?? []}
          isLoading={list.isLoading}
          getRowId={(row) => row.id}
          getDeleted={(row) => definition.deletedAt(row) ?? false}
          getEditHref={(row) => paths.edit(row.id)}
          renderActions={(row, { isDeleted }) =>
            isDeleted ? null : (
              <Button
                variant="danger"
                size="sm"
                aria-label={texts.deleteRowLabel(row)}
                onPress={() => setToDelete(row)}
              >
                <TrashIcon />
                {DELETE_LABEL}
              </Button>
            )
          }
        />
      </PagedNavigation>
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={texts.deleteTitle}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
        }}
      >
        {texts.deleteQuestion}
      </ConfirmDialog>
    </Screen>
  );
}
