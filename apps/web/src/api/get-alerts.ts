import { queryOptions, useQuery } from '@tanstack/react-query';
import { ALERT_REFRESH_MS, type AlertList } from '@highwater/core/api/alerts';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const alertsKey = ['alerts'] as const;

export const fetchAlerts = (api: ApiClient, signal?: AbortSignal) =>
  api.request<AlertList>('GET', '/../v3/cx/alerts', undefined, { signal });

/** Asked for again every ALERT_REFRESH_MS, also in a background tab, so the bell stays current. */
export const alertsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: alertsKey,
    queryFn: ({ signal }) => fetchAlerts(api, signal),
    staleTime: ALERT_REFRESH_MS,
    refetchInterval: ALERT_REFRESH_MS,
  });

export const useAlerts = () => useQuery(alertsQueryOptions(useApi()));
