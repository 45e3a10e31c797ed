import { QueryClient } from '@tanstack/react-query';

/**
 * The SDK already retries what is safe to retry (idempotent calls, 408/429/5xx), so React Query does not
 * retry on top: a failed list stops its spinner at once and stays empty (01 §1). Data is not refetched
 * behind the user's back on window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
