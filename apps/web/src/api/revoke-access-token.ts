import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { ACCESS_TOKENS_PATH, accessTokensKey } from './get-access-tokens.ts';

export const revokeAccessToken = (api: ApiClient, id: number) =>
  api.request<unknown>('DELETE', `${ACCESS_TOKENS_PATH}/${id}`);

export function useRevokeAccessToken() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeAccessToken(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}
