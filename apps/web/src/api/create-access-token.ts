import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAccessTokenBody, CreatedAccessToken } from '@highwater/core/api/access-tokens';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { ACCESS_TOKENS_PATH, accessTokensKey } from './get-access-tokens.ts';

export const createAccessToken = (api: ApiClient, body: CreateAccessTokenBody) =>
  api.request<CreatedAccessToken>('POST', ACCESS_TOKENS_PATH, { ...body, name: body.name.trim() });

export function useCreateAccessToken() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccessTokenBody) => createAccessToken(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKey }),
  });
}
