import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, UpdateSavedSearchBody } from '@highwater/core/api/saved-searches';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { savedSearchesKey } from './get-saved-searches.ts';

/** Spec 001 section 5: updating needs a title or a query. */
export function updateSavedSearch(api: ApiClient, id: number, body: UpdateSavedSearchBody) {
  if (body.title === undefined && body.query === undefined) {
    throw new Error('Updating a saved search needs a title or a query');
  }
  return api.request<SavedSearch>('PATCH', `/../v3/cx/saved-searches/${id}`, body);
}

export function useUpdateSavedSearch(projectId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchBody & { id: number }) =>
      updateSavedSearch(api, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(projectId) }),
  });
}
