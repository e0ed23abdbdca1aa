import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientGroup } from '@highwater/core/api/projects';
import { STALE_TIME_MS } from '@highwater/core/constants';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const UNTITLED_GROUP = 'UNTITLED_GROUP';

/** A client group with its name fallback applied. */
export interface ClientGroupRef {
  id: number;
  name: string;
  slug: string;
}

export async function fetchClientGroups(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<ClientGroupRef[]> {
  const groups = await api.request<ClientGroup[]>('GET', '/../v3/cx/client-groups', undefined, {
    signal,
  });
  return groups.map((group) => ({
    id: group.id,
    name: group.name || UNTITLED_GROUP,
    slug: group.slug,
  }));
}

export const clientGroupsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['client-groups'],
    queryFn: ({ signal }) => fetchClientGroups(api, signal),
    staleTime: STALE_TIME_MS.projects,
  });

export const useClientGroups = () => useQuery(clientGroupsQueryOptions(useApi()));
