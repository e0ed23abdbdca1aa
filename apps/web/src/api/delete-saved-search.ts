import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { savedSearchesKey } from './get-saved-searches.ts';

/** Spec 001 section 5: deleting needs an id. */
export function deleteSavedSearch(api: ApiClient, id: number) {
  if (!Number.isInteger(id) || id < 1) throw new Error('Deleting a saved search needs its id');
  return api.request<unknown>('DELETE', `/../v3/cx/saved-searches/${id}`);
}

export function useDeleteSavedSearch(projectId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSavedSearch(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(projectId) }),
  });
}
