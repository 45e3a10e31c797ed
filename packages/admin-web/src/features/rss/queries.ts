import { createRssResource, type PagingClient, resourceOf } from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import { queryKeyFactory } from '../../shared/queryKeys';

export const rssKeys = queryKeyFactory('rss');

/** GET /api/rss/generate: generation on each visit (never served from the cache), answering HTML. */
export const rssGenerateQuery = (client: PagingClient) =>
  queryOptions({
    queryKey: rssKeys.other('generate'),
    queryFn: ({ signal }) => resourceOf(client, createRssResource).generate({ signal }),
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
