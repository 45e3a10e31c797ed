import { createLogsResource, type PagingClient, resourceOf } from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import { listQueryFn } from '../../shared/listRefresh';
import { queryKeyFactory } from '../../shared/queryKeys';

export const logKeys = queryKeyFactory('logs');

export interface LogListParams {
  page: number;
  /** Part of a username ('' for all). */
  searchQuery: string;
  /** 'YYYY-MM-DD': entries logged before this date ('' for all). */
  before: string;
}

/** GET /api/logs with `loggedAt[before]` (01 §7) and the screen's search by username (`user.username`). */
export const logListQuery = (client: PagingClient, { page, searchQuery, before }: LogListParams) =>
  queryOptions({
    queryKey: logKeys.list({ page, searchQuery, before }),
    queryFn: listQueryFn((signal) =>
      resourceOf(client, createLogsResource).list(
        {
          page,
          loggedAtBefore: before || undefined,
          username: searchQuery.trim() || undefined,
        },
        { signal },
      ),
    ),
  });
