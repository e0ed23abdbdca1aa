import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearchBody, SavedSearch } from '@highwater/core/api/saved-searches';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { savedSearchesKey } from './get-saved-searches.ts';

/** Spec 001 section 5: creating needs a title and a query. */
export function createSavedSearch(api: ApiClient, body: CreateSavedSearchBody) {
  if (!body.title.trim() || body.query.length === 0) {
    throw new Error('A saved search needs a title and a query');
  }
  return api.request<SavedSearch>('POST', '/../v3/cx/saved-searches', {
    ...body,
    title: body.title.trim(),
  });
}

export function useCreateSavedSearch(projectId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateSavedSearchBody, 'project_id'>) =>
      createSavedSearch(api, { ...body, project_id: projectId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(projectId) }),
  });
}
