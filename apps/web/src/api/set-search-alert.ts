import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertMode, AlertSetting } from '@highwater/core/api/alerts';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { savedSearchesKey } from './get-saved-searches.ts';

export const setSearchAlert = (api: ApiClient, savedSearchId: number, mode: AlertMode) =>
  api.request<AlertSetting>('PUT', `/../v3/cx/saved-searches/${savedSearchId}/alert`, { mode });

export function useSetSearchAlert(projectId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mode }: { id: number; mode: AlertMode }) => setSearchAlert(api, id, mode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(projectId) }),
  });
}
