import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRIES } from '@highwater/core/constants';
import { ClientError } from '@/api/api-errors.ts';
import { logError } from '@/lib/error-reporting.ts';
import { retryDelay } from '@/lib/network-retry.ts';

/** A 4xx will answer the same next time; everything else gets the spec's retries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof ClientError) && failureCount < QUERY_RETRIES;
}

/** The data cache with the spec's defaults (spec 000 section 9), set here and nowhere else. */
export function createQueryClient(onQueryError?: (error: Error) => void): QueryClient {
  return new QueryClient({
    // Screens and notifications word a failure for users; its detail goes to the console here.
    queryCache: new QueryCache({
      onError: (error, query) => {
        logError(error);
        if (!query.meta?.silent) onQueryError?.(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => logError(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_GC_MS },
      mutations: { retry: false },
    },
  });
}
