import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const savedSearchesKey = (projectId: number) => ['saved-searches', projectId] as const;

export const fetchSavedSearches = (api: ApiClient, projectId: number, signal?: AbortSignal) =>
  api.request<SavedSearch[]>(
    'GET',
    '/../v3/cx/saved-searches',
    { project_id: projectId },
    { signal },
  );

export const savedSearchesQueryOptions = (api: ApiClient, projectId: number) =>
  queryOptions({
    queryKey: savedSearchesKey(projectId),
    queryFn: ({ signal }) => fetchSavedSearches(api, projectId, signal),
    staleTime: STALE_TIME_MS.savedSearches,
  });

export const useSavedSearches = (projectId: number) =>
  useQuery(savedSearchesQueryOptions(useApi(), projectId));
