import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessTokenList } from '@highwater/core/api/access-tokens';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const ACCESS_TOKENS_PATH = '/../v3/cx/users/me/access-tokens';

export const accessTokensKey = ['access-tokens'] as const;

export const fetchAccessTokens = (api: ApiClient, signal?: AbortSignal) =>
  api.request<AccessTokenList>('GET', ACCESS_TOKENS_PATH, undefined, { signal });

export const accessTokensQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: accessTokensKey,
    queryFn: ({ signal }) => fetchAccessTokens(api, signal),
  });

export const useAccessTokens = () => useQuery(accessTokensQueryOptions(useApi()));
