import { QUERY_CACHE } from '@larder/domain/constants';
import { QueryClient } from '@tanstack/react-query';

/** One query client for the app, tuned as spec §9 says. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleTimeMs,
        gcTime: QUERY_CACHE.gcTimeMs,
        retry: QUERY_CACHE.retry,
        refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
        refetchOnMount: QUERY_CACHE.refetchOnMount,
        refetchOnReconnect: QUERY_CACHE.refetchOnReconnect,
      },
    },
  });
}
