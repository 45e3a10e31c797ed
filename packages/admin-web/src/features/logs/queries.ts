import { type ApiClient, buildQuery, logSchema } from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import { queryKeyFactory } from '../../shared/queryKeys';

export const logKeys = queryKeyFactory('logs');

export interface LogListParams {
  page: number;
  /** Part of a username ('' for all). */
  searchQuery: string;
  /** 'YYYY-MM-DD': entries logged before this date ('' for all). */
  before: string;
}

/**
 * GET /api/logs with `loggedAt[before]` (01 §7) and the username search of the screen. The SDK's logs
 * module has no username filter yet (reported), so the page is read by link with the same schema.
 */
export function logsPath({ page, searchQuery, before }: LogListParams): string {
  return `/api/logs${buildQuery({
    page: page > 1 ? page : undefined,
    'loggedAt[before]': before,
    'user.username': searchQuery.trim(),
  })}`;
}

export const logListQuery = (client: ApiClient, params: LogListParams) =>
  queryOptions({
    queryKey: logKeys.list(params),
    queryFn: ({ signal }) => client.getPage(logsPath(params), logSchema, { signal }),
  });
