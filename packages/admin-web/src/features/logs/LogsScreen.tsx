/**
 * Login history (01 §2): a date filter (entries logged before a date), a search by username, pagination
 * at the top and the bottom, and the columns ID, Użytkownik, Data (pl-PL) and Log. Page, search and date
 * are kept in the address.
 */
import { isValidDateText } from '@redakcja/api-sdk/constants';
import { DataTable, DatePicker, dateTimeColumn, NO_RESULTS_TEXT } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListToolbar } from '../../shared/ListToolbar';
import { useListParams } from '../../shared/listParams';
import { PagedNavigation } from '../../shared/PagedNavigation';
import { Screen } from '../../shared/Screen';
import { useApiClient } from '../../shared/session';
import { logListQuery } from './queries';

export const LOGS_TABLE_LABEL = 'Historia logowań';
export const LOGS_SEARCH_LABEL = 'Szukaj użytkownika';
export const LOGS_BEFORE_LABEL = 'Zalogowano przed dniem';
const BEFORE = 'before';

// An impossible date the field keeps ('2026-02-30') filters nothing: the field says why.
const isWholeDate = (value: string) => /^[1-9]\d{3}-\d{2}-\d{2}$/.test(value) && isValidDateText(value);

export default function LogsScreen() {
  const client = useApiClient();
  const { page, searchQuery, filters, setPage, setSearchQuery, setFilter } = useListParams([BEFORE]);
  const before = filters[BEFORE] ?? '';
  // The field keeps what is being typed; the list follows once the date is whole (a four-digit year), so
  // typing '2024' does not load the years 2, 20 and 202 on the way.
  const [draft, setDraft] = useState<string | null>(before || null);
  const list = useQuery(logListQuery(client, { page, searchQuery, before }));

  return (
    <Screen>
      <ListToolbar searchLabel={LOGS_SEARCH_LABEL} searchQuery={searchQuery} onSearch={setSearchQuery}>
        <div>
          <DatePicker
            label={LOGS_BEFORE_LABEL}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              if (value === null || isWholeDate(value)) setFilter(BEFORE, value ?? '');
            }}
          />
        </div>
      </ListToolbar>
      <PagedNavigation page={list.data} current={page} onPageChange={setPage} isLoading={list.isFetching}>
        <DataTable
          aria-label={LOGS_TABLE_LABEL}
          rows={list.data?.items ?? []}
          isLoading={list.isLoading}
          // A list that loaded empty says so; a failed load stays empty without a message (01 §2).
          emptyText={list.isSuccess ? NO_RESULTS_TEXT : undefined}
          getRowId={(log) => log.id}
          columns={[
            { id: 'id', header: 'ID', cell: (log) => log.id, wrap: 'words' },
            {
              id: 'user',
              header: 'Użytkownik',
              cell: (log) => log.user?.username ?? '',
              isRowHeader: true,
              minCharacters: 16,
            },
            dateTimeColumn('loggedAt', 'Data'),
            { id: 'log', header: 'Log', cell: (log) => log.log ?? '' },
          ]}
        />
      </PagedNavigation>
    </Screen>
  );
}
