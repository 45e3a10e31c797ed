import { type BanListKey, createBansResource, type PagingClient, resourceOf } from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import { banKeys } from '../../shared/banKeys';

export { banKeys };

export const banListQuery = (client: PagingClient, key: BanListKey) =>
  queryOptions({
    queryKey: banKeys.detail(key),
    queryFn: ({ signal }) => resourceOf(client, createBansResource).get(key, { signal }),
    refetchOnMount: 'always',
  });
