import { createCommentsResource, type PagingClient, resourceOf } from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import { listQueryFn } from '../../shared/listRefresh';
import { queryKeyFactory } from '../../shared/queryKeys';

export const commentKeys = queryKeyFactory('comments');

export interface CommentListParams {
  page: number;
  searchQuery: string;
}

/** GET /api/comments?page={n}&comment={text} (01 §7). */
export const loadComments = (client: PagingClient, params: CommentListParams, signal: AbortSignal) =>
  resourceOf(client, createCommentsResource).list(
    { page: params.page, comment: params.searchQuery || undefined },
    { signal },
  );

export const commentListQuery = (client: PagingClient, params: CommentListParams) =>
  queryOptions({
    queryKey: commentKeys.list(params),
    queryFn: listQueryFn((signal) => loadComments(client, params, signal)),
  });
