import type { ApiClient, BanListKey } from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import { queryKeyFactory } from '../../shared/queryKeys';

export const banKeys = queryKeyFactory('bans');

export const banListQuery = (client: ApiClient, key: BanListKey) =>
  queryOptions({
    queryKey: banKeys.detail(key),
    queryFn: ({ signal }) => client.bans.get(key, { signal }),
    refetchOnMount: 'always',
  });
